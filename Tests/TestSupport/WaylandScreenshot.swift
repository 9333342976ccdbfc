// Linux only, with WaylandCompositor.
#if os(Linux)
  public import Foundation

  /// An output's pixels as `grim` took them (binary PPM: 8-bit RGB, row by row).
  public struct WaylandScreenshot: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// 8-bit RGB, row by row.
    public let rgb: [UInt8]

    /// Decodes a binary PPM (`P6`, maximum value 255, no comments: what grim writes).
    public init(ppm data: Data) throws {
      let bytes = [UInt8](data)
      // The header: "P6", width, height, 255, each followed by one whitespace byte.
      var fields: [String] = []
      var index = 0
      while fields.count < 4, index < bytes.count {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
        let start = index
        while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
        fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        index += 1
      }
      guard fields.count == 4, fields[0] == "P6", fields[3] == "255",
        let width = Int(fields[1]), let height = Int(fields[2]),
        bytes.count - index == width * height * 3
      else { throw WaylandCompositorError.badScreenshot }
      self.width = width
      self.height = height
      rgb = Array(bytes[index...])
    }

    /// The pixel at column `x`, row `y` as `0xRRGGBB`.
    public func colour(x: Int, y: Int) -> UInt32 {
      let index = (y * width + x) * 3
      return UInt32(rgb[index]) << 16 | UInt32(rgb[index + 1]) << 8 | UInt32(rgb[index + 2])
    }

    /// How many pixels have exactly the colour `0xRRGGBB`.
    public func count(of colour: UInt32) -> Int {
      var found = 0
      for index in stride(from: 0, to: rgb.count, by: 3) {
        let pixel = UInt32(rgb[index]) << 16 | UInt32(rgb[index + 1]) << 8 | UInt32(rgb[index + 2])
        if pixel == colour { found += 1 }
      }
      return found
    }
  }
#endif
