import GestureLockCore
import GestureLockScreenLock
// A test-only locker: covers the display in DISPLAY with the real ScreenCover, reports what it
// sees as JSON lines on stdout, and obeys lines on stdin (`layout`, `release`; end of input
// exits). The screen-lock tests drive it as a separate X client, as `gesturelock lock` will be.
// Exit status: 0 after end of input, 9 no display or display lost, 10 a grab refused.
import Glibc

/// Writes one line to stdout at once (scripts wait on each line).
func emit(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
}

func json(_ layout: CoverLayout) -> String {
  let monitors = layout.monitors.map { monitor in
    let frame = monitor.frame
    return
      "{\"name\":\"\(monitor.name)\",\"x\":\(Int(frame.origin.x)),\"y\":\(Int(frame.origin.y)),"
      + "\"width\":\(Int(frame.size.width)),\"height\":\(Int(frame.size.height))}"
  }
  return "\"root\":{\"width\":\(Int(layout.rootSize.width)),\"height\":"
    + "\(Int(layout.rootSize.height))},\"monitors\":[\(monitors.joined(separator: ","))],"
    + "\"active\":\(layout.activeIndex.map(String.init) ?? "null")"
}

func report(_ event: CoverEvent) {
  switch event {
  case .key(let key):
    emit("{\"event\":\"key\",\"press\":\(key.isPress),\"keysym\":\(key.keysym)}")
  case .pointer(let input):
    emit(
      "{\"event\":\"pointer\",\"x\":\(Int(input.location.x)),\"y\":\(Int(input.location.y))}")
  case .layoutChanged(let layout): emit("{\"event\":\"layout\",\(json(layout))}")
  case .raised: emit("{\"event\":\"raised\"}")
  case .exposed: emit("{\"event\":\"exposed\"}")
  case .tampered(let tampering): emit("{\"event\":\"tampered\",\"what\":\"\(tampering.rawValue)\"}")
  case .surfaceReplaced: emit("{\"event\":\"surfaceReplaced\"}")
  }
}

func fail(_ error: ScreenLockError) -> Never {
  switch error {
  case .grabFailed(let device):
    emit("{\"event\":\"error\",\"error\":\"grabFailed\",\"device\":\"\(device.rawValue)\"}")
    exit(10)
  case .displayLost:
    emit("{\"event\":\"error\",\"error\":\"displayLost\"}")
    exit(9)
  case .noDisplay:
    emit("{\"event\":\"error\",\"error\":\"noDisplay\"}")
    exit(9)
  case .requestFailed(let failure):
    emit("{\"event\":\"error\",\"error\":\"requestFailed\",\"operation\":\"\(failure.operation)\"}")
    exit(1)
  }
}

/// Reads what stdin has (it is readable); `nil` at end of input.
func readCommands(into pending: inout [UInt8]) -> [String]? {
  var buffer = [UInt8](repeating: 0, count: 256)
  let count = read(0, &buffer, buffer.count)
  guard count > 0 else { return nil }
  pending += buffer[..<count]
  var lines: [String] = []
  while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
    lines.append(String(decoding: pending[..<newline], as: UTF8.self))
    pending.removeSubrange(...newline)
  }
  return lines
}

var attempts = GrabRetryPolicy.standard.attempts
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--attempts", let value = arguments.popFirst().flatMap({ Int($0) }) {
    attempts = value
  }
}

do throws(ScreenLockError) {
  let display = try X11Display()
  let cover = try ScreenCover(
    display: display, retry: GrabRetryPolicy(attempts: attempts, pauseMicroseconds: 10_000)
  ) { device, attempt in
    emit("{\"event\":\"refused\",\"device\":\"\(device.rawValue)\",\"attempt\":\(attempt)}")
  }
  emit("{\"event\":\"covered\",\(json(cover.layout))}")
  var pending: [UInt8] = []
  while true {
    for event in try cover.pumpEvents() { report(event) }
    var fds = [
      pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&fds, 2, 1000) > 0 else { continue }
    if fds[1].revents != 0 {
      guard let commands = readCommands(into: &pending) else { break }
      for command in commands {
        switch command {
        case "release":
          cover.release()
          emit("{\"event\":\"released\"}")
        case "layout":
          emit("{\"event\":\"layout\",\(json(try display.layout()))}")
        default:
          emit("{\"event\":\"unknown\"}")
        }
      }
    }
    if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 {
      // The server hung up: the next pump reads the end of the connection and says so.
      _ = try cover.pumpEvents()
    }
  }
  cover.release()
} catch {
  fail(error)
}
