internal import Foundation
internal import GestureLockCore

/// Collects the touch samples of a pad session and writes them as a trace file
/// (DESIGN.md "Trace file"), relative to the area the grid is laid out in, so that
/// `gesturelock recognize --trace` replays them on the same layout.
///
/// A trace reveals the pattern drawn: the file is created with mode 0600.
struct TraceRecorder {
  private var samples: [Trace.Sample] = []
  private var view = Trace.View(width: 0, height: 0)
  private var grid: Grid = .standard
  private var start: Double?

  /// Records one sample given in window points, for a grid laid out in `area`.
  mutating func record(_ sample: TouchSample, area: Rect, grid: Grid) {
    let start = self.start ?? sample.time
    self.start = start
    view = Trace.View(width: area.size.width, height: area.size.height)
    self.grid = grid
    samples.append(
      Trace.Sample(
        t: ((sample.time - start) * 1e6).rounded() / 1e6, x: sample.location.x - area.origin.x,
        y: sample.location.y - area.origin.y, phase: sample.phase,
        pointer: sample.pointer == 0 ? nil : sample.pointer))
  }

  /// Writes the trace to `path` (mode 0600), replacing any file there.
  func write(to path: String) throws {
    let trace = Trace(
      view: view, grid: Trace.GridSize(rows: grid.rows, columns: grid.columns), samples: samples)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(trace)
    let created = FileManager.default.createFile(
      atPath: path, contents: data, attributes: [.posixPermissions: 0o600])
    if !created { throw CocoaError(.fileWriteUnknown) }
  }
}
