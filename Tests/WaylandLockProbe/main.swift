import GestureLockCore
import GestureLockWayland

#if canImport(Glibc)
  import Glibc
#endif

// A test-only locker: locks the Wayland session in WAYLAND_DISPLAY with the real
// WaylandSessionLock, fills every lock surface with a colour, reports what it sees as JSON
// lines on stdout, and obeys lines on stdin. GestureLockWaylandTests drive it as a separate
// client (a `kill -9` of it must leave the session locked).
//
// Usage: WaylandLockProbe availability     prints sessionLock | noSessionLock | noCompositor
//        WaylandLockProbe lock RRGGBB      locks; every surface shows RRGGBB
// Commands: `colour RRGGBB` (every surface), `dot X Y RRGGBB` (a disc of radius 20 at X, Y
// on the output that last had input), `frames` (frames committed per output), `unlock`.
// End of input exits without unlocking (the session stays locked, as after a crash).
// Exit status: 0 after `unlock` or end of input, 9 no compositor or connection lost,
// 10 refused ("the screen was NOT locked"), 2 usage.

/// Writes one line to stdout at once (the tests wait on each line).
func emit(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
}

func colour(_ hex: Substring) -> Color? {
  guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
  return Color(rgb8: Int(value >> 16 & 255), Int(value >> 8 & 255), Int(value & 255))
}

func fail(_ error: WaylandError) -> Never {
  emit("{\"event\":\"error\",\"error\":\"\(error)\"}")
  exit(9)
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "availability" {
  switch WaylandSessionLock.availability() {
  case .sessionLock: emit("sessionLock")
  case .noSessionLock: emit("noSessionLock")
  case .noCompositor: emit("noCompositor")
  }
  exit(0)
}
guard arguments.first == "lock", let hex = arguments.dropFirst().first,
  let background = colour(Substring(hex))
else {
  emit("usage: WaylandLockProbe availability | lock RRGGBB")
  exit(2)
}

/// The locker: the lock, what each output shows, and what was reported.
final class LockProbe {
  let lock: WaylandSessionLock
  var background: Color
  /// A disc drawn on one output, over the background.
  var dot: (output: WaylandOutputID, centre: Point, colour: Color)?
  /// The output that last had input (where `dot` goes).
  var lastInput: WaylandOutputID?
  /// Frames shown per output, as last reported.
  var shown: [WaylandOutputID: Int] = [:]

  init(background: Color) throws(WaylandError) {
    lock = try WaylandSessionLock()
    self.background = background
  }

  /// The output's name for the reports (`?` when the compositor gave none).
  func name(_ output: WaylandOutputID?) -> String {
    guard let output else { return "null" }
    let known = lock.outputInfo.first { $0.id == output }?.name
    return "\"\(known ?? "?")\""
  }

  /// The scene for an output: the background, and the dot where it belongs.
  func scene(for output: WaylandOutputInfo) -> Scene? {
    guard let size = output.size else { return nil }
    var scene = Scene(size: size, background: background)
    if let dot, dot.output == output.id {
      scene.items.append(.circle(Scene.Circle(center: dot.centre, radius: 20, fill: dot.colour)))
    }
    return scene
  }

  func presentAll() throws(WaylandError) {
    for output in lock.outputInfo {
      if let scene = scene(for: output) { try lock.present(scene, on: output.id) }
    }
  }

  func report(_ event: WaylandLockEvent) throws(WaylandError) {
    switch event {
    case .locked: emit("{\"event\":\"locked\"}")
    case .finished: emit("{\"event\":\"finished\",\"state\":\"\(lock.state)\"}")
    case .outputAdded(let output):
      emit("{\"event\":\"outputAdded\",\"output\":\(name(output))}")
    case .outputRemoved(let output):
      emit("{\"event\":\"outputRemoved\",\"id\":\(output.rawValue)}")
    case .configured(let output, let size, let scale):
      emit(
        "{\"event\":\"configured\",\"output\":\(name(output)),\"width\":\(Int(size.width)),"
          + "\"height\":\(Int(size.height)),\"scale\":\(scale)}")
      if let info = lock.outputInfo.first(where: { $0.id == output }),
        let scene = scene(for: info)
      {
        try lock.present(scene, on: output)
      }
    case .input(let input):
      lastInput = input.output ?? lastInput
      report(input)
    }
  }

  func report(_ input: WaylandInput) {
    switch input {
    case .pointer(let pointer):
      emit(
        "{\"event\":\"pointer\",\"phase\":\"\(pointer.phase)\",\"x\":\(pointer.location.x),"
          + "\"y\":\(pointer.location.y),\"output\":\(name(pointer.output))}")
    case .touch(let touch):
      emit(
        "{\"event\":\"touch\",\"phase\":\"\(touch.phase)\",\"id\":\(touch.id),"
          + "\"x\":\(touch.location.x),\"y\":\(touch.location.y),\"output\":\(name(touch.output))}")
    case .key(let key):
      // Test-only: the text is printed as hexadecimal UTF-8 (a real device never logs it).
      let text = key.text.utf8.map { String($0, radix: 16) }.joined(separator: " ")
      emit(
        "{\"event\":\"key\",\"keysym\":\(key.keysym),\"text\":\"\(text)\","
          + "\"repeat\":\(key.isRepeat),\"output\":\(name(key.output))}")
    }
  }

  func obey(_ command: Substring) throws(WaylandError) {
    let words = command.split(separator: " ")
    switch words.first {
    case "colour" where words.count == 2:
      guard let new = colour(words[1]) else { return }
      background = new
      try presentAll()
    case "dot" where words.count == 4:
      guard let x = Double(words[1]), let y = Double(words[2]), let fill = colour(words[3]),
        let output = lastInput ?? lock.outputInfo.first?.id
      else { return }
      dot = (output, Point(x: x, y: y), fill)
      try presentAll()
    case "frames":
      let counts = lock.outputInfo.map { "\(name($0.id)):\(lock.committedFrames(on: $0.id))" }
      emit("{\"event\":\"frames\",\"committed\":{\(counts.joined(separator: ","))}}")
    case "unlock":
      try lock.unlock()
      emit("{\"event\":\"unlocked\"}")
      exit(0)
    default:
      emit("{\"event\":\"error\",\"error\":\"unknown command\"}")
    }
  }

  /// Locks, then reports and obeys until `unlock` or the end of input.
  func run() throws(WaylandError) -> Never {
    try lock.lock()
    switch try lock.waitUntilLockedOrRefused(timeout: 10) {
    case .locked: break
    case .refused:
      emit("{\"event\":\"refused\"}")
      exit(10)
    default:
      emit("{\"event\":\"error\",\"error\":\"no answer to lock\"}")
      exit(9)
    }
    for event in lock.takeEvents() { try report(event) }
    var pending: [UInt8] = []
    while true {
      let ready = try lock.wait(timeout: nil, alsoWatching: [0])
      for event in lock.takeEvents() { try report(event) }
      // Each frame the compositor showed (its frame callback done) is reported once.
      for output in lock.outputInfo {
        let count = lock.shownFrames(on: output.id)
        if count != shown[output.id, default: 0] {
          shown[output.id] = count
          emit("{\"event\":\"shown\",\"output\":\(name(output.id)),\"frames\":\(count)}")
        }
      }
      guard ready.contains(0) else { continue }
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = read(0, &buffer, buffer.count)
      if count <= 0 { exit(0) }
      pending += buffer[0..<count]
      while let newline = pending.firstIndex(of: 0x0A) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        try obey(Substring(line))
      }
    }
  }
}

do {
  try LockProbe(background: background).run()
} catch {
  fail(error)
}
