/// Decodes trace JSON (DESIGN.md "Trace file") straight from its UTF-8 bytes into touch
/// samples, in one pass, without building a JSON tree: the engine of `Trace.parse(utf8:)`.
///
/// Each sample is checked as it is read (finite numbers, times that never go backwards, a
/// whole pointer id) and appended to the result, and the sample cap is enforced while
/// reading, so a trace over `Trace.maximumSampleCount` fails at sample 1,000,001 without
/// decoding the rest. Members the format does not name are skipped (syntax checked); when a
/// member appears twice, the last one counts.
struct TraceParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var view: Trace.View?
  private var grid: Trace.GridSize?
  private var samples: [TouchSample] = []
  private var sawSamples = false

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Reads the whole input and checks the trace.
  ///
  /// - Throws: `invalidTrace` with the first problem found, `invalidGrid` for a bad grid.
  mutating func parse() throws(GestureLockError) -> (
    grid: Grid, view: Size, samples: [TouchSample]
  ) {
    var scanner = JSONScanner(bytes)
    try document(&scanner)
    let grid = try self.grid.map { size throws(GestureLockError) in
      try Grid(rows: size.rows, columns: size.columns)
    }
    guard let view else { throw .invalidTrace(.missingField(field: "view")) }
    guard sawSamples else { throw .invalidTrace(.missingField(field: "samples")) }
    guard view.width.isFinite, view.height.isFinite, view.width >= 0, view.height >= 0 else {
      throw .invalidTrace(.invalidViewSize)
    }
    guard !samples.isEmpty else { throw .invalidTrace(.noSamples) }
    return (grid ?? .standard, Size(width: view.width, height: view.height), samples)
  }

  private mutating func document(_ scanner: inout JSONScanner) throws(GestureLockError) {
    guard try scanner.nextKind() == .object else {
      try scanner.skipValue()
      guard scanner.isAtEnd() else { throw .invalidTrace(.notJSON) }
      throw .invalidTrace(.notATrace)
    }
    try scanner.members { (scanner, key) throws(GestureLockError) in
      if scanner.text(key, is: "view") {
        view = try Self.view(&scanner)
      } else if scanner.text(key, is: "grid") {
        grid = try Self.grid(&scanner)
      } else if scanner.text(key, is: "samples") {
        try readSamples(&scanner)
      } else {
        try scanner.skipValue()
      }
    }
    guard scanner.isAtEnd() else { throw .invalidTrace(.notJSON) }
  }

  private static func view(_ scanner: inout JSONScanner) throws(GestureLockError) -> Trace.View {
    try requireKind(.object, &scanner, field: "view")
    var width: Double?
    var height: Double?
    try scanner.members { (scanner, key) throws(GestureLockError) in
      if scanner.text(key, is: "width") {
        width = try number(&scanner, field: "view.width").value
      } else if scanner.text(key, is: "height") {
        height = try number(&scanner, field: "view.height").value
      } else {
        try scanner.skipValue()
      }
    }
    guard let width else { throw .invalidTrace(.missingField(field: "view.width")) }
    guard let height else { throw .invalidTrace(.missingField(field: "view.height")) }
    return Trace.View(width: width, height: height)
  }

  /// The grid member; `null` means the default, as an absent one does.
  private static func grid(_ scanner: inout JSONScanner) throws(GestureLockError) -> Trace.GridSize?
  {
    if try scanner.nextKind() == .null {
      _ = try scanner.literal()
      return nil
    }
    try requireKind(.object, &scanner, field: "grid")
    var rows: Int?
    var columns: Int?
    try scanner.members { (scanner, key) throws(GestureLockError) in
      if scanner.text(key, is: "rows") {
        rows = try whole(&scanner, field: "grid.rows")
      } else if scanner.text(key, is: "columns") {
        columns = try whole(&scanner, field: "grid.columns")
      } else {
        try scanner.skipValue()
      }
    }
    guard let rows else { throw .invalidTrace(.missingField(field: "grid.rows")) }
    guard let columns else { throw .invalidTrace(.missingField(field: "grid.columns")) }
    return Trace.GridSize(rows: rows, columns: columns)
  }

  private mutating func readSamples(_ scanner: inout JSONScanner) throws(GestureLockError) {
    try Self.requireKind(.array, &scanner, field: "samples")
    sawSamples = true
    samples.removeAll(keepingCapacity: true)
    // A sample takes at least 30 bytes of JSON; reserve for that many, up to the cap.
    samples.reserveCapacity(min(scanner.bytes.count / 30, Trace.maximumSampleCount))
    var previousTime = -Double.infinity
    try scanner.elements { (scanner, index) throws(GestureLockError) in
      guard index < Trace.maximumSampleCount else {
        throw .invalidTrace(.tooManySamples(maximum: Trace.maximumSampleCount))
      }
      let sample = try Self.sample(&scanner, index: index)
      guard sample.time >= previousTime else {
        throw .invalidTrace(.timeGoesBackwards(sample: index))
      }
      previousTime = sample.time
      samples.append(sample)
    }
  }

  private static func sample(_ scanner: inout JSONScanner, index: Int) throws(GestureLockError)
    -> TouchSample
  {
    guard try scanner.nextKind() == .object else {
      try nonValue(&scanner, field: "samples[\(index)]")
    }
    var t: Double?
    var x: Double?
    var y: Double?
    var phase: TouchSample.Phase?
    var pointer = 0
    try scanner.members { (scanner, key) throws(GestureLockError) in
      if scanner.text(key, is: "t") {
        t = try number(&scanner, field: path(index, "t")).value
      } else if scanner.text(key, is: "x") {
        x = try number(&scanner, field: path(index, "x")).value
      } else if scanner.text(key, is: "y") {
        y = try number(&scanner, field: path(index, "y")).value
      } else if scanner.text(key, is: "phase") {
        phase = try Self.phase(&scanner, index: index)
      } else if scanner.text(key, is: "pointer") {
        pointer = try Self.pointer(&scanner, index: index)
      } else {
        try scanner.skipValue()
      }
    }
    guard let t else { throw .invalidTrace(.missingField(field: path(index, "t"))) }
    guard let x else { throw .invalidTrace(.missingField(field: path(index, "x"))) }
    guard let y else { throw .invalidTrace(.missingField(field: path(index, "y"))) }
    guard let phase else { throw .invalidTrace(.missingField(field: path(index, "phase"))) }
    guard t.isFinite, x.isFinite, y.isFinite else {
      throw .invalidTrace(.nonFiniteSample(sample: index))
    }
    return TouchSample(location: Point(x: x, y: y), time: t, phase: phase, pointer: pointer)
  }

  private static func phase(_ scanner: inout JSONScanner, index: Int) throws(GestureLockError)
    -> TouchSample.Phase
  {
    try requireKind(.string, &scanner, field: path(index, "phase"))
    let text = try scanner.string()
    if scanner.text(text, is: "moved") { return .moved }
    if scanner.text(text, is: "began") { return .began }
    if scanner.text(text, is: "ended") { return .ended }
    if scanner.text(text, is: "cancelled") { return .cancelled }
    throw .invalidTrace(.invalidField(field: path(index, "phase")))
  }

  /// A pointer id: a whole number; `null` means 0, as an absent one does.
  private static func pointer(_ scanner: inout JSONScanner, index: Int) throws(GestureLockError)
    -> Int
  {
    if try scanner.nextKind() == .null {
      _ = try scanner.literal()
      return 0
    }
    try requireKind(.number, &scanner, field: path(index, "pointer"))
    guard let value = try scanner.number().wholeValue else {
      throw .invalidTrace(.pointerNotInteger(sample: index))
    }
    return value
  }

  private static func number(_ scanner: inout JSONScanner, field: @autoclosure () -> String)
    throws(GestureLockError) -> JSONScanner.Number
  {
    try requireKind(.number, &scanner, field: field())
    return try scanner.number()
  }

  private static func whole(_ scanner: inout JSONScanner, field: String) throws(GestureLockError)
    -> Int
  {
    guard let value = try number(&scanner, field: field).wholeValue else {
      throw .invalidTrace(.invalidField(field: field))
    }
    return value
  }

  /// Checks that the next value is of `kind`, naming `field` when it is not.
  private static func requireKind(
    _ kind: JSONScanner.ValueKind, _ scanner: inout JSONScanner,
    field: @autoclosure () -> String
  ) throws(GestureLockError) {
    guard try scanner.nextKind() == kind else { try nonValue(&scanner, field: field()) }
  }

  /// Throws for a value of the wrong kind at `field`: `null` or another type.
  private static func nonValue(_ scanner: inout JSONScanner, field: String) throws(GestureLockError)
    -> Never
  {
    let null = try scanner.nextKind() == .null
    throw .invalidTrace(null ? .nullField(field: field) : .wrongType(field: field))
  }

  private static func path(_ index: Int, _ member: String) -> String {
    "samples[\(index)].\(member)"
  }
}
