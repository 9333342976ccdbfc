import GestureLockCore
import GestureLockRender

/// Figure 2: one frame of the pad while a finger drags, 360×360 pt at scale 2 (720×720 px):
/// drawn with damage regions (the Scene built, `SceneDamage` against the previous one, Cairo
/// drawing only that region over the previous frame, as the lock screen's pad does) against
/// the same frame as a full repaint (the Scene, Cairo over every pixel, as the SDL window pad
/// does), measured in the same run, interleaved. Both are in memory: presenting the pixels
/// (SDL, X) is not included. A ratio, so that a busy shared machine does not decide the
/// verdict; the note also gives the full repaint's share of a 120 Hz frame.
struct FrameBenchmark {
  /// Timed frames of each kind (after a few untimed ones that load fonts).
  let frames: Int

  /// The budget: a frame drawn with damage regions costs at most half a full repaint (set
  /// before measuring: drawing a region is worth having only if it saves most of the frame).
  static let budget = 0.5

  func run(into table: inout ResultTable) throws {
    let size = Size(width: 360, height: 360)
    let times = try DragFrames(size: size, scale: 2, clock: Clock.threadCPU)
      .run(frames: frames, warmUp: 5)
    let ours = Statistics.median(times.damaged)
    let reference = Statistics.median(times.full)
    let ratio = ours / reference
    table.add(
      ResultRow(
        figure: "2 frame while dragging, 720×720 px: damage regions", ours: Format.duration(ours),
        reference: Format.duration(reference) + " (full repaint, 720×720)",
        ratio: Format.fixed(ratio, 2), budget: "ratio ≤ \(Format.fixed(Self.budget, 1))",
        verdict: Verdict(ratio <= Self.budget)))
    let medianArea = Statistics.median(times.areas)
    table.note(
      "Figure 2: median of \(frames) frames of each kind, interleaved, thread CPU time: a "
        + "finger moving in small steps near the last node of a 9-node path, 360×360 pt at "
        + "scale 2. With damage regions: PadScene.build, SceneDamage against the previous "
        + "scene, Cairo drawing those rows into a scratch surface and copying the region into "
        + "the previous frame (the median region was "
        + "\(Format.fixed(100 * medianArea / (720 * 720), 1)) % of the frame). The full "
        + "repaint builds the same Scene and rasterises all 720×720 pixels with Cairo and "
        + "Pango into a new buffer, as the window pad does for every frame: "
        + "\(Format.duration(reference)), \(Format.fixed(100 * reference * 120, 1)) % of a "
        + "120 Hz frame (8.33 ms). Presenting the pixels is not included.")
  }
}
