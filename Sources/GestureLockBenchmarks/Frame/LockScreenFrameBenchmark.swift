import GestureLockCore
import GestureLockRender
import GestureLockScreenLock

/// Figure 9: a finger move on a 3840×2160 lock screen. One frame with damage regions (the
/// Scene built, ``SceneDamage`` against the previous one, Cairo clipped to that rectangle over
/// the previous frame, and `XPutImage` of only that rectangle) against a full repaint of the
/// same screen in the same run (the Scene, Cairo over all 3840×2160 pixels, `XPutImage` of all
/// of them), each into a ``PadPane`` on a private 3840×2160 Xvfb. Without Xvfb, the Cairo part
/// only, and the row says so.
struct LockScreenFrameBenchmark {
  /// Timed frames of each kind.
  let frames: Int

  static let size = Size(width: 3840, height: 2160)

  func run(into table: inout ResultTable) throws {
    let size = Self.size
    var virtualDisplay: VirtualDisplay?
    var pane: PadPane?
    var noDisplay = ""
    do {
      let started = try VirtualDisplay(screen: "3840x2160x24")
      let display = try X11Display(name: started.display)
      pane = try PadPane(
        display: display, parent: display.rootWindowID,
        frame: Rect(origin: .zero, size: size))
      virtualDisplay = started
    } catch {
      noDisplay = "\(error)"
    }
    defer {
      // The pane's connection goes before its server.
      withExtendedLifetime(virtualDisplay) { pane = nil }
    }
    var drag = DragFrames(size: size, scale: 1, clock: Clock.wall)
    drag.send = { frame, region in
      if let region {
        try pane?.draw(
          frame.bytes, width: frame.width, height: frame.height, stride: frame.stride,
          region: region)
      } else {
        try pane?.draw(frame.bytes, width: frame.width, height: frame.height, stride: frame.stride)
      }
    }
    let times = try drag.run(frames: frames, warmUp: 3)
    let (damagedTimes, fullTimes, areas) = (times.damaged, times.full, times.areas)
    let ours = Statistics.median(damagedTimes)
    let reference = Statistics.median(fullTimes)
    let ratio = ours / reference
    let what = pane == nil ? "Scene + Cairo only (no Xvfb)" : "Scene + Cairo + XPutImage"
    table.add(
      ResultRow(
        figure: "9 finger move, 3840×2160 lock screen, damage regions: \(what)",
        ours: Format.duration(ours), reference: Format.duration(reference) + " (full repaint)",
        ratio: Format.fixed(ratio, 3), budget: "ratio ≤ 0.10", verdict: Verdict(ratio <= 0.10)))
    let screen = size.width * size.height
    let medianArea = Statistics.median(areas)
    table.note(
      "Figure 9: median of \(frames) frames of each kind, interleaved, wall time: a finger "
        + "moving in 6 pt steps near the last node of a 9-node path. With damage regions: "
        + "PadScene.build, SceneDamage against the previous scene (the trailing segment's box, "
        + "old and new), Cairo drawing those rows (whole, into a scratch surface) and copying the rectangle into the previous frame, and "
        + (pane == nil
          ? "no XPutImage (\(noDisplay))"
          : "XPutImage of that rectangle into a pane on a private 3840×2160 Xvfb, with XSync")
        + "; the median region was \(Format.fixed(100 * medianArea / screen, 2)) % of the screen. "
        + "The full repaint draws and sends all 3840×2160 pixels: \(Format.duration(reference)).")
  }
}
