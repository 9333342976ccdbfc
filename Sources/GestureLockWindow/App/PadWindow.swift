internal import GestureLockCore
internal import GestureLockPadFlow
internal import GestureLockRender

/// The desktop pad's device for the shared loop (`PadLoop`): an SDL window showing frames
/// drawn by Cairo, and SDL's mouse, finger, keyboard and window events as pad input.
///
/// Not `Sendable`: SDL's video calls belong to the thread that created the window.
final class PadWindow: PadDevice {
  typealias Failure = PadError

  private let window: SDLWindow
  private let events = SDLEventSource()
  private let renderer = SceneRenderer()
  /// The SDL user event that wakes the loop (fingerprint results), if SDL gave one.
  private let wakeEventType: UInt32?

  /// Opens the window.
  ///
  /// - Throws: `PadError.sdlFailure` naming the failed SDL call.
  init(title: String, width: Int, height: Int) throws(PadError) {
    window = try SDLWindow(title: title, width: width, height: height)
    wakeEventType = SDLEventSource.registerWakeEvent()
  }

  /// The window's size in points.
  var size: Size {
    let size = window.size
    return Size(width: Double(size.width), height: Double(size.height))
  }

  /// Turns SDL's text input on for a pad that takes text (the text passcode pad), off for
  /// every other, so that typing digits does not also produce text.
  func takeText(_ enabled: Bool) {
    events.setTextInput(enabled)
  }

  func present(_ session: PadSession) throws(PadError) {
    let frame: PixelBuffer
    do {
      frame = try renderer.render(session.scene(viewSize: size), scale: window.scale)
    } catch {
      throw .sdlFailure(operation: "render", message: "\(error)")
    }
    try window.present(frame)
  }

  func waitForInput(timeout: Double?, session: PadSession) -> [PadInput] {
    switch events.next(timeout: timeout, windowSize: window.size) {
    case .none, .ignored: []
    case .input(let input): [checked(input)]
    }
  }

  func nextQueuedInput() -> PadInput? {
    while true {
      switch events.poll(windowSize: window.size) {
      case .none: return nil
      case .ignored: continue
      case .input(let input): return checked(input)
      }
    }
  }

  /// A resize below the window's minimum is undone first (`enforceMinimumSize()`), so the grid
  /// is never laid out in less.
  private func checked(_ input: PadInput) -> PadInput {
    if case .resized = input { window.enforceMinimumSize() }
    return input
  }

  /// Pushes the wake event; `SDL_WaitEventTimeout` returns and the event is ignored.
  var wake: (@Sendable () -> Void)? {
    guard let type = wakeEventType else { return nil }
    return { SDLEventSource.pushWake(type) }
  }

  func view(of surface: PadLogEvent.Surface) -> PadLogEvent.View {
    let size = window.size
    return .window(width: size.width, height: size.height, scale: window.scale)
  }
}
