/// What a front end supplies to the shared pad loop (`PadLoop`): its screen and its input —
/// an SDL window, a terminal, later a screen locker's windows. Everything else (the flow,
/// holds and countdown, the event log, when to draw) is the loop's.
///
/// A device is a class: it owns a window or a terminal, and the session's "checking…" hook
/// draws through it while the KDF runs. Not `Sendable`: one thread owns the device.
///
/// ```swift
/// final class KioskScreen: PadDevice {
///   func present(_ session: PadSession) throws(KioskError) { … session.scene(viewSize: size) … }
///   func waitForInput(timeout: Double?, session: PadSession) throws(KioskError) -> [PadInput] { … }
///   func view(of surface: PadLogEvent.Surface) -> PadLogEvent.View { .window(width: w, height: h, scale: 1) }
/// }
/// try PadLoop.run(controller, on: KioskScreen())
/// ```
package protocol PadDevice: AnyObject {
  /// What the device's calls throw.
  associatedtype Failure: Error

  /// Draws the session's current frame (`PadSession.scene(viewSize:showsMessage:)`).
  ///
  /// - Throws: `Failure` when the frame cannot be drawn or shown.
  func present(_ session: PadSession) throws(Failure)

  /// Waits at most `timeout` seconds (`nil`: until something happens) for input, and returns
  /// what arrived, in order: empty when the time ran out or nothing the pad takes came.
  ///
  /// - Parameter session: The session, for what decoding depends on (whether the pad takes
  ///   text).
  /// - Throws: `Failure` when waiting or reading fails.
  func waitForInput(timeout: Double?, session: PadSession) throws(Failure) -> [PadInput]

  /// The next input already queued, without waiting; `nil` when none. The loop takes every
  /// queued input before it draws the next frame. Default: `nil` (a device that returns all
  /// it has from `waitForInput`).
  func nextQueuedInput() -> PadInput?

  /// The view as the `ready` and `layout` events name it, with `surface` laid out on it.
  func view(of surface: PadLogEvent.Surface) -> PadLogEvent.View

  /// Whether `error`, thrown by `present(_:)` inside the loop, means the device went away (a
  /// terminal hung up): the loop then ends as if the user left. Default: `false`.
  func isGone(_ error: Failure) -> Bool

  /// Makes a `waitForInput(timeout:session:)` in progress (or the next one) return soon, from
  /// any thread: how fingerprint results reach the loop (an SDL user event; a byte on a pipe
  /// the terminal polls with its input). The closure may be called after the loop ended, until
  /// the device is gone. Default: `nil`, a device that cannot be woken, which offers no
  /// fingerprint unlock.
  var wake: (@Sendable () -> Void)? { get }
}

extension PadDevice {
  package func nextQueuedInput() -> PadInput? { nil }

  package var wake: (@Sendable () -> Void)? { nil }

  package func isGone(_ error: Failure) -> Bool { false }
}
