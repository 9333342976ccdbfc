internal import Foundation
internal import GestureLockCore

/// Reads and checks a trace file (DESIGN.md "Trace file").
enum TraceInput {
  /// The largest trace file read, in bytes.
  static let maximumBytes = 64 * 1024 * 1024

  /// Loads `path` and parses it with `Trace.parse(utf8:)`: one streaming pass over the bytes.
  ///
  /// Memory: the file (at most `maximumBytes`, 64 MiB) plus 40 bytes per sample (at most
  /// 40 MB at `Trace.maximumSampleCount`); no JSON tree is built.
  ///
  /// - Throws: `CLIError` (exit 2) naming the problem: unreadable file, too large, not JSON,
  ///   a missing or wrongly typed field, non-finite values, times going backwards, a pointer
  ///   id that is not whole, a bad grid.
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
    typealias Parsed = (grid: Grid, view: Size, samples: [TouchSample])
    let parsed = data.withUnsafeBytes { raw -> Result<Parsed, GestureLockError> in
      do throws(GestureLockError) {
        return .success(try Trace.parse(utf8: raw.bindMemory(to: UInt8.self)))
      } catch {
        return .failure(error)
      }
    }
    do throws(GestureLockError) {
      return try parsed.get()
    } catch .invalidTrace(let problem) {
      throw .usage(message(for: problem))
    } catch {
      throw .usage(.traceRefused(error))
    }
  }

  /// The CLI's message for a refused trace: the format problems by their own cases.
  private static func message(for problem: TraceProblem) -> CLIMessage {
    switch problem {
    case .notJSON: .traceNotJSON
    case .notATrace: .traceNotATrace
    case .missingField(let field): .traceFieldMissing(field: field)
    case .wrongType(let field): .traceFieldWrongType(field: field)
    case .nullField(let field): .traceFieldNull(field: field)
    case .invalidField(let field): .traceFieldInvalid(field: field)
    case .invalidViewSize, .noSamples, .tooManySamples, .nonFiniteSample, .timeGoesBackwards,
      .pointerNotInteger:
      .traceRefused(.invalidTrace(problem))
    }
  }
}
