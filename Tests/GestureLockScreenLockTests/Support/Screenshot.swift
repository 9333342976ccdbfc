import Foundation
import GestureLockCore
import TestSupport

/// The root window's pixels, taken by another client (ImageMagick's `import -window root`),
/// as a person would see the screen.
struct Screenshot {
  let width: Int
  let height: Int
  /// 8-bit RGB, row by row.
  let rgb: [UInt8]

  /// Takes one of `display` (size `width` × `height`) through `directory`.
  init(of display: String, width: Int, height: Int, in directory: TemporaryDirectory) throws {
    let path = directory.path("shot-\(UUID().uuidString).rgb")
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/import"), ["-window", "root", "-depth", "8", "RGB:" + path],
      environment: ["DISPLAY": display])
    guard result.status == 0 else { throw ScreenshotError.failed(result.stderr) }
    rgb = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    guard rgb.count == width * height * 3 else { throw ScreenshotError.unexpectedSize(rgb.count) }
    self.width = width
    self.height = height
  }

  /// How many pixels inside `rect` have exactly the colour `0xRRGGBB`.
  func count(of colour: UInt32, in rect: Rect) -> Int {
    let (red, green, blue) = (
      UInt8(colour >> 16 & 255), UInt8(colour >> 8 & 255), UInt8(colour & 255)
    )
    var found = 0
    let left = max(0, Int(rect.origin.x))
    let right = min(width, Int(rect.origin.x + rect.size.width))
    let top = max(0, Int(rect.origin.y))
    let bottom = min(height, Int(rect.origin.y + rect.size.height))
    for y in top..<max(top, bottom) {
      var index = (y * width + left) * 3
      for _ in left..<max(left, right) {
        if rgb[index] == red && rgb[index + 1] == green && rgb[index + 2] == blue { found += 1 }
        index += 3
      }
    }
    return found
  }
}

/// Why a screenshot could not be taken.
enum ScreenshotError: Error {
  /// `import` failed; carries its standard error.
  case failed(String)
  /// The file did not hold width × height RGB pixels; carries its size.
  case unexpectedSize(Int)
}
