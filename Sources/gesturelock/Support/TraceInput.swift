internal import Foundation
internal import GestureLockCore

/// Reads and checks a trace file (DESIGN.md "Trace file").
enum TraceInput {
  /// The largest trace file read, in bytes.
  static let maximumBytes = 64 * 1024 * 1024

  /// Loads `path`, decodes the JSON and validates the samples.
  ///
  /// - Throws: `CLIError` (exit 2) naming the problem: unreadable file, too large, not JSON,
  ///   a missing or wrongly typed field, non-finite values, a bad grid.
  static func load(_ path: String) throws(CLIError) -> (
    grid: Grid, view: Size, samples: [TouchSample]
  ) {
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .usage(.traceNotFound(path: ArgumentList.shown(path)))
    }
    guard !isDirectory.boolValue else {
      throw .usage(.traceIsDirectory(path: ArgumentList.shown(path)))
    }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > maximumBytes
    {
      throw .usage(.traceTooLarge(mebibytes: maximumBytes / 1024 / 1024))
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .usage(.traceUnreadable(path: ArgumentList.shown(path)))
    }
    let trace: Trace
    do {
      trace = try JSONDecoder().decode(Trace.self, from: data)
    } catch let DecodingError.keyNotFound(key, context) {
      throw .usage(.traceFieldMissing(field: where_(context.codingPath + [key])))
    } catch let DecodingError.typeMismatch(_, context) {
      throw .usage(.traceFieldWrongType(field: where_(context.codingPath)))
    } catch let DecodingError.valueNotFound(_, context) {
      throw .usage(.traceFieldNull(field: where_(context.codingPath)))
    } catch let DecodingError.dataCorrupted(context) {
      let path = where_(context.codingPath)
      throw .usage(path.isEmpty ? .traceNotJSON : .traceFieldInvalid(field: path))
    } catch {
      throw .usage(.traceNotATrace)
    }
    do {
      return try trace.validated()
    } catch {
      throw .usage(.traceRefused(error))
    }
  }

  private static func where_(_ path: [any CodingKey]) -> String {
    path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      .trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }
}
