extension Trace {
  /// Decodes and checks a trace file's JSON text in one streaming pass over its UTF-8 bytes.
  ///
  /// This is the fast path for files: samples are decoded straight into `TouchSample` values
  /// with no intermediate JSON tree, no `Codable` and no Foundation, and the sample cap is
  /// enforced while reading. It accepts the same documents as decoding a `Trace` and calling
  /// `validated()`, and also refuses samples whose times go backwards and pointer ids that are
  /// not whole numbers.
  ///
  /// ```swift
  /// let bytes = Array(#"{"view":{"width":300,"height":300},"samples":[…]}"#.utf8)
  /// let (grid, view, samples) = try Trace.parse(utf8: bytes)
  /// ```
  ///
  /// - Parameter bytes: The file's bytes, UTF-8 JSON (RFC 8259).
  /// - Returns: The grid (3×3 when absent), the view size and the samples in file order.
  /// - Throws: `GestureLockError.invalidTrace` with the first problem found (syntax, a
  ///   missing, `null`, wrongly typed or invalid member named by its path, a non-finite number,
  ///   a time going backwards, a pointer id that is not whole, no samples, too many samples);
  ///   `invalidGrid` for a grid outside 2×2…9×9.
  /// - Complexity: O(bytes). Memory: the result, 40 bytes per sample (`MemoryLayout
  ///   <TouchSample>.stride`), at most 40 MB at the cap of 1,000,000 samples, plus the input;
  ///   nothing else grows with the input (a string with escapes is copied while it is read).
  public static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(GestureLockError) -> (
    grid: Grid, view: Size, samples: [TouchSample]
  ) {
    var parser = TraceParser(bytes)
    return try parser.parse()
  }

  /// Decodes and checks a trace file's JSON text; see `parse(utf8:)` for an unsafe buffer.
  public static func parse(utf8 bytes: [UInt8]) throws(GestureLockError) -> (
    grid: Grid, view: Size, samples: [TouchSample]
  ) {
    let result = bytes.withUnsafeBufferPointer {
      buffer -> Result<(grid: Grid, view: Size, samples: [TouchSample]), GestureLockError> in
      do throws(GestureLockError) {
        return .success(try parse(utf8: buffer))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}
