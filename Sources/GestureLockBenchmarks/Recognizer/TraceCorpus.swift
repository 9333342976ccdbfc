import GestureLockCore
import Glibc

/// A fixed, seeded corpus of realistic unlock strokes on the pad's 3×3 layout, as one stream of
/// touch samples (each stroke from `began` to `ended`).
///
/// Each stroke draws a random pattern of 4–9 nodes (neighbouring nodes preferred, as people
/// draw), through points near the node centres along gently bowed segments, sampled at 120 Hz
/// or 240 Hz with ±10 % timing jitter and 1.2 pt of positional noise, starting with a short
/// dwell at touch-down (now and then away from any node) and ending with a short dwell before
/// the lift. Most strokes move at 250–1,200 pt/s; one in eight is a fast swipe at
/// 5,000–15,000 pt/s, whose consecutive samples can lie a whole node apart.
struct TraceCorpus {
  /// The layout strokes are drawn on: the pad window's 360×480 pt with the pad's insets.
  let layout: GridLayout
  /// Every sample of every stroke, in order.
  let samples: [TouchSample]
  /// How many strokes the corpus holds.
  let strokes: Int
  /// How many of them are fast swipes.
  let fastSwipes: Int
  /// How many samples were taken at 120 Hz (the rest at 240 Hz).
  let samplesAt120Hz: Int

  /// Generates `strokes` strokes from `seed`; the same arguments give the same corpus.
  init(strokes: Int, seed: UInt64) {
    let size = Size(width: 360, height: 480)
    // Default ratios are in range: this cannot throw.
    layout = try! GridLayout(
      grid: .standard, bounds: Rect(origin: .zero, size: size), insets: PadScene.insets(for: size))
    var random = SplitMix64(seed: seed)
    var samples: [TouchSample] = []
    var fast = 0
    var at120 = 0
    var time = 0.0
    for _ in 0..<strokes {
      let isFast = Int.random(in: 0..<8, using: &random) == 0
      if isFast { fast += 1 }
      let rate = Bool.random(using: &random) ? 120.0 : 240.0
      let before = samples.count
      Self.appendStroke(
        to: &samples, layout: layout, fast: isFast, rate: rate, start: time, random: &random)
      if rate == 120 { at120 += samples.count - before }
      time = samples[samples.count - 1].time + Double.random(in: 0.3...1.5, using: &random)
    }
    self.samples = samples
    self.strokes = strokes
    fastSwipes = fast
    samplesAt120Hz = at120
  }

  private static func appendStroke(
    to samples: inout [TouchSample], layout: GridLayout, fast: Bool, rate: Double, start: Double,
    random: inout SplitMix64
  ) {
    let nodes = pattern(length: Int.random(in: 4...9, using: &random), random: &random)
    let pitch = layout.pitch
    func near(_ node: Int, within radius: Double) -> Point {
      let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
      let distance = radius * Double.random(in: 0...1, using: &random).squareRoot()
      let center = layout.center(of: node)
      return Point(x: center.x + distance * cos(angle), y: center.y + distance * sin(angle))
    }
    var waypoints = nodes.map { near($0, within: 0.35 * layout.hitRadius) }
    if Int.random(in: 0..<10, using: &random) == 0 {
      // Touch down in the empty space beside the first node, then move onto it.
      let first = waypoints[0]
      waypoints.insert(
        Point(
          x: first.x + pitch * Double.random(in: 0.45...0.55, using: &random),
          y: first.y + pitch * Double.random(in: -0.55...(-0.45), using: &random)), at: 0)
    }
    let speed =
      fast
      ? Double.random(in: 5_000...15_000, using: &random)
      : Double.random(in: 250...1_200, using: &random)
    var time = start
    func sample(_ point: Point, _ phase: TouchSample.Phase, random: inout SplitMix64) {
      let noisy = Point(
        x: point.x + 1.2 * gaussian(&random), y: point.y + 1.2 * gaussian(&random))
      samples.append(TouchSample(location: noisy, time: time, phase: phase))
      time += (1 / rate) * Double.random(in: 0.9...1.1, using: &random)
    }
    // Touch-down and a short, nearly still dwell.
    sample(waypoints[0], .began, random: &random)
    for _ in 0..<Int.random(in: 1...5, using: &random) {
      sample(waypoints[0], .moved, random: &random)
    }
    // The drag: each leg a gently bowed curve at roughly constant speed.
    for leg in 1..<waypoints.count {
      let from = waypoints[leg - 1]
      let to = waypoints[leg]
      let dx = to.x - from.x
      let dy = to.y - from.y
      let length = (dx * dx + dy * dy).squareRoot()
      let bow = Double.random(in: -0.08...0.08, using: &random) * length
      let steps = max(1, Int((length / (speed / rate)).rounded(.up)))
      for step in 1...steps {
        let s = Double(step) / Double(steps)
        let offset = bow * sin(Double.pi * s) / max(length, 1)
        let point = Point(x: from.x + s * dx - offset * dy, y: from.y + s * dy + offset * dx)
        sample(point, .moved, random: &random)
      }
    }
    // A short dwell on the last node, then the lift.
    let last = waypoints[waypoints.count - 1]
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      sample(last, .moved, random: &random)
    }
    sample(last, .ended, random: &random)
  }

  /// A random sequence of distinct nodes of the 3×3 grid, preferring neighbouring nodes.
  private static func pattern(length: Int, random: inout SplitMix64) -> [Int] {
    var nodes = [Int.random(in: 0..<9, using: &random)]
    while nodes.count < length {
      let last = nodes[nodes.count - 1]
      let candidates = (0..<9).filter { !nodes.contains($0) }
      let weights = candidates.map { node in
        abs(node / 3 - last / 3) <= 1 && abs(node % 3 - last % 3) <= 1 ? 4 : 1
      }
      var pick = Int.random(in: 0..<weights.reduce(0, +), using: &random)
      for (candidate, weight) in zip(candidates, weights) {
        if pick < weight {
          nodes.append(candidate)
          break
        }
        pick -= weight
      }
    }
    return nodes
  }

  /// A standard normal variate (Box–Muller).
  private static func gaussian(_ random: inout SplitMix64) -> Double {
    let u = Double.random(in: Double.ulpOfOne..<1, using: &random)
    let v = Double.random(in: 0..<1, using: &random)
    return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
  }
}
