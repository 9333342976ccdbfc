internal import GestureLockCore
internal import GestureLockPadFlow
internal import GestureLockSystem
internal import GestureLockWayland

/// PROTOTYPE (issue 23) — the Wayland lock screen's device for TODAY's `PadLoop`: the
/// integration point to adapt once issue 22 makes every front end a thin device of one
/// `PadSession`. It holds no flow logic: no verdicts, messages, throttling or account
/// password (not offered on Wayland yet: Tab does nothing).
///
/// One process, no grab holder: the compositor holds the lock (docs/DESIGN.md "Wayland").
/// The pad is drawn on the output that last had pointer or touch input (the first configured
/// one to begin with); the others show the pad's background. A press or touch on another
/// output moves the pad there and is swallowed (as the X11 lock screen's waking input).
/// Waits in `poll` on the compositor's socket and a ``WakePipe`` (fingerprint results), so the
/// finger is offered as in the other pads. While nothing is enrolled (the secret removed
/// while locked) every input is ignored: the lock screen never enrols, which would unlock it.
///
/// Not yet: blanking when idle, the account password, `--daemonize` / `--ready-fd`.
final class WaylandLockPane: PadDevice {
  typealias Failure = WaylandLockError

  private let lock: WaylandSessionLock
  private let wakePipe: WakePipe?
  /// The output with the pad.
  private(set) var active: WaylandOutputID
  /// Whether the pointer's left button is down on the pad (a stroke in progress).
  private var pressed = false
  private let background = PadStyle.standard.background

  /// Creates the device on a locked session, once an output has been configured.
  ///
  /// - Throws: ``WaylandLockError/wayland(_:)`` when the connection fails while waiting;
  ///   ``WaylandLockError/lockEnded`` when the compositor ends the lock meanwhile.
  init(lock: WaylandSessionLock) throws(WaylandLockError) {
    self.lock = lock
    wakePipe = try? WakePipe()
    while true {
      if let first = lock.outputInfo.first(where: { $0.size != nil }) {
        active = first.id
        break
      }
      do { _ = try lock.wait(timeout: nil, alsoWatching: []) } catch { throw .wayland(error) }
      if lock.state != .locked { throw .lockEnded }
    }
    // The configure events seen so far are answered by the first present().
    _ = lock.takeEvents()
  }

  /// The active output's size in points.
  var size: Size {
    lock.outputInfo.first { $0.id == active }?.size ?? Size(width: 1, height: 1)
  }

  func present(_ session: PadSession) throws(WaylandLockError) {
    for output in lock.outputInfo {
      guard let size = output.size else { continue }
      let scene =
        output.id == active
        ? session.scene(viewSize: size) : Scene(size: size, background: background)
      do { try lock.present(scene, on: output.id) } catch { throw .wayland(error) }
    }
  }

  func waitForInput(timeout: Double?, session: PadSession) throws(WaylandLockError)
    -> [PadInput]
  {
    let deadline = timeout.map { MonotonicClock.now() + $0 }
    while true {
      let left = deadline.map { max(0, $0 - MonotonicClock.now()) }
      let ready: [Int32]
      do {
        ready = try lock.wait(timeout: left, alsoWatching: wakePipe.map { [$0.descriptor] } ?? [])
      } catch {
        throw .wayland(error)
      }
      var inputs: [PadInput] = []
      for event in lock.takeEvents() {
        try take(event, session: session, into: &inputs)
      }
      // A wake (fingerprint results) only ends the wait: the loop takes the results itself.
      if let wakePipe, ready.contains(wakePipe.descriptor) {
        wakePipe.drain()
        return inputs
      }
      if !inputs.isEmpty { return inputs }
      if let left, left <= 0 { return [] }
    }
  }

  /// A byte on the wake pipe, which `waitForInput` polls with the compositor's socket.
  var wake: (@Sendable () -> Void)? {
    guard let wakePipe else { return nil }
    return { wakePipe.wake() }
  }

  func view(of surface: PadLogEvent.Surface) -> PadLogEvent.View {
    let scale = lock.outputInfo.first { $0.id == active }?.scale ?? 1
    return .window(width: Int(size.width), height: Int(size.height), scale: Double(scale))
  }

  /// One event of the lock as pad input.
  private func take(
    _ event: WaylandLockEvent, session: PadSession, into inputs: inout [PadInput]
  ) throws(WaylandLockError) {
    switch event {
    case .locked, .outputAdded:
      break
    case .finished:
      throw .lockEnded
    case .outputRemoved(let output):
      guard output == active, let other = lock.outputInfo.first(where: { $0.size != nil })
      else { return }
      moveThePad(to: other.id, into: &inputs)
    case .configured(let output, _, _):
      // The pad's output re-lays the pad; another one gets its plain frame.
      inputs.append(output == active ? .resized : .redraw)
    case .input(let input):
      if let output = input.output, output != active {
        if case .key = input {
        } else {
          moveThePad(to: output, into: &inputs)
          return
        }
      }
      if let padInput = self.input(for: input, session: session) { inputs.append(padInput) }
    }
  }

  private func moveThePad(to output: WaylandOutputID, into inputs: inout [PadInput]) {
    active = output
    pressed = false
    inputs.append(.resized)
  }

  /// A pointer event, a touch or a key on the pad's output as pad input: the left button's
  /// press, the moves while it is down and its release as mouse touches (pointer 0), fingers
  /// as touches 1 and up, keys by ``LockKeys``.
  private func input(for input: WaylandInput, session: PadSession) -> PadInput? {
    switch input {
    case .pointer(let pointer):
      switch pointer.phase {
      case .pressed:
        pressed = true
        return .touch(location: pointer.location, phase: .began, pointer: 0)
      case .moved:
        return pressed ? .touch(location: pointer.location, phase: .moved, pointer: 0) : nil
      case .released, .cancelled:
        guard pressed else { return nil }
        pressed = false
        let phase: TouchSample.Phase = pointer.phase == .released ? .ended : .cancelled
        return .touch(location: pointer.location, phase: phase, pointer: 0)
      }
    case .touch(let touch):
      return .touch(location: touch.location, phase: touch.phase, pointer: Int(touch.id) + 1)
    case .key(let key):
      return LockKeys.input(keysym: key.keysym, text: key.text, takesText: session.takesText)
    }
  }
}
