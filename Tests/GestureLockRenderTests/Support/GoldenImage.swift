import Foundation
import GestureLockRender
import Testing

/// Compares rendered pixels with a checked-in baseline PNG.
///
/// Baselines live at `__Snapshots__/<Suite>/<test>.png` next to the test file. They are compared
/// as decoded pixels with a per-channel tolerance and an allowed fraction of differing pixels
/// (anti-aliasing may shift between Cairo versions), never as PNG bytes. When the baseline is
/// missing or differs, the rendered image is written next to it as `<test>.candidate.png` and
/// the test fails: look at the candidate, and if it is right, rename it to `<test>.png`.
///
/// It lives in this test target rather than `TestSupport` because decoding PNGs needs Cairo,
/// and `TestSupport` depends only on the core.
struct GoldenImage {
  /// The result of one comparison.
  enum Outcome: Equatable, CustomStringConvertible {
    /// Within tolerance.
    case matches
    /// No baseline file; the candidate was written for review.
    case missingBaseline(candidate: String)
    /// The baseline has another size; the candidate was written for review.
    case sizeDiffers(baseline: String, candidate: String)
    /// Too many pixels differ by more than the tolerance; the candidate was written.
    case pixelsDiffer(fraction: Double, largestChannelDelta: Int, candidate: String)

    var description: String {
      switch self {
      case .matches: "matches"
      case .missingBaseline(let candidate):
        "no baseline; wrote \(candidate) — look at it and rename it to accept"
      case .sizeDiffers(let baseline, let candidate):
        "size differs from baseline \(baseline); wrote \(candidate)"
      case .pixelsDiffer(let fraction, let delta, let candidate):
        "\(fraction * 100)% of pixels differ (largest channel delta \(delta)); wrote \(candidate)"
      }
    }
  }

  /// The baseline PNG's path.
  let baselinePath: String
  /// Largest per-channel difference (0...255) that still counts as the same pixel.
  var channelTolerance = 2
  /// Largest fraction of pixels (0...1) allowed to exceed ``channelTolerance``.
  var maxDifferingFraction = 0.002

  /// The path where a candidate for review is written.
  var candidatePath: String {
    String(baselinePath.dropLast(".png".count)) + ".candidate.png"
  }

  /// A golden image for test `test` of suite `suite`, next to the test file `filePath`.
  init(suite: String, test: String, filePath: String = #filePath) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    baselinePath =
      directory.appendingPathComponent("__Snapshots__/\(suite)/\(test).png").path
  }

  /// An explicit baseline path (for testing the comparison itself).
  init(baselinePath: String) {
    self.baselinePath = baselinePath
  }

  /// Compares `image` with the baseline; writes a candidate when they do not match and removes
  /// a stale one when they do.
  func compare(_ image: PixelBuffer) throws -> Outcome {
    guard FileManager.default.fileExists(atPath: baselinePath) else {
      try writeCandidate(image)
      return .missingBaseline(candidate: candidatePath)
    }
    let baseline = try PixelBuffer(contentsOfPNG: baselinePath)
    guard baseline.width == image.width, baseline.height == image.height else {
      try writeCandidate(image)
      return .sizeDiffers(
        baseline: "\(baseline.width)×\(baseline.height)", candidate: candidatePath)
    }
    var differing = 0
    var largest = 0
    if baseline.bytes != image.bytes || baseline.stride != image.stride {
      for y in 0..<image.height {
        for x in 0..<image.width {
          let a = image.pixel(x: x, y: y)
          let b = baseline.pixel(x: x, y: y)
          let delta = max(
            abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
            abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
          largest = max(largest, delta)
          if delta > channelTolerance { differing += 1 }
        }
      }
    }
    let fraction = Double(differing) / Double(image.width * image.height)
    guard fraction <= maxDifferingFraction else {
      try writeCandidate(image)
      return .pixelsDiffer(
        fraction: fraction, largestChannelDelta: largest, candidate: candidatePath)
    }
    try? FileManager.default.removeItem(atPath: candidatePath)
    return .matches
  }

  /// Records a test issue unless `image` matches the baseline.
  func expectMatch(_ image: PixelBuffer, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let outcome = try compare(image)
    #expect(
      outcome == .matches, "golden \(baselinePath): \(outcome)", sourceLocation: sourceLocation)
  }

  private func writeCandidate(_ image: PixelBuffer) throws {
    try FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: candidatePath).deletingLastPathComponent().path,
      withIntermediateDirectories: true)
    try image.writePNG(to: candidatePath)
  }
}
