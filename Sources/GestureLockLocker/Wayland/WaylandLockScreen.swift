internal import GestureLockAccount
internal import GestureLockCore
package import GestureLockPadFlow
internal import GestureLockSecurity
internal import GestureLockWayland

/// PROTOTYPE (issue 23) — `gesturelock lock --display-server wayland` on the shared
/// `PadController` and `PadLoop`, with ``WaylandLockPane`` as the device only: the lock
/// screen's policy (never enrol) and the account password (Tab, PAM after the profile's
/// counter) are the session's, as on X11.
///
/// One process: it takes the session lock (ext-session-lock-v1), runs the stored secret's pad
/// (pattern, PIN or passcode; the finger when enabled) until the user unlocks, then unlocks
/// the session. If it dies meanwhile, the compositor keeps the session locked (sway paints it
/// red) and a new `gesturelock lock` takes over.
///
/// ```swift
/// let ending = try WaylandLockScreen.run(options, log: EventLog())   // .unlocked
/// ```
package enum WaylandLockScreen {
  /// Locks the session and runs the pad until the user unlocks; unlocks the session then.
  ///
  /// - Parameters:
  ///   - options: Store, profile and language (the pad's kind is the stored secret's), and the
  ///     fingerprint reader to offer (`fingerprintUnlocker`), if any.
  ///   - log: The event log.
  ///   - displayName: The Wayland socket, or `nil` for `WAYLAND_DISPLAY`.
  ///   - accountUser: The account whose password unlocks too (PAM service `gesturelock`), or
  ///     `nil` for none.
  ///   - onLocked: Called once, as soon as the compositor sent `locked` (before the pad is
  ///     drawn): `lock --ready-fd` and `--daemonize` return then, as swaylock's `-f`.
  /// - Returns: `.unlocked` (the only way it returns).
  /// - Throws: ``WaylandLockError``: `.store` before anything is locked; `.wayland` (no
  ///   compositor, no session lock, the connection lost), `.refused` (exit 10), `.noAnswer`,
  ///   `.lockEnded`.
  package static func run(
    _ options: PadOptions, log: EventLog, displayName: String? = nil,
    accountUser: String? = nil, onLocked: () -> Void = {}
  ) throws(WaylandLockError) -> PadLoopEnding {
    var host: PadHost
    do {
      host = try PadHost(options: options, log: log)
    } catch {
      throw .store("\(error)")
    }
    let fallback = accountUser.map {
      AccountPasswordFallback(service: host.service, authenticator: PAMAuthenticator(), user: $0)
    }
    host.lockScreen = LockScreenPolicy(accountPassword: fallback?.offer)
    host.accountPassword = fallback.map { $0.check }
    let lock: WaylandSessionLock
    do {
      lock = try WaylandSessionLock(displayName: displayName)
      try lock.lock()
      switch try lock.waitUntilLockedOrRefused(timeout: 10) {
      case .locked: break
      case .refused: throw WaylandLockError.refused
      default: throw WaylandLockError.noAnswer
      }
    } catch let error as WaylandLockError {
      throw error
    } catch let error as WaylandError {
      throw .wayland(error)
    } catch {
      throw .noAnswer
    }
    onLocked()
    let pane = try WaylandLockPane(lock: lock)

    // Nothing but an unlock ends the loop: the device never asks to quit and is never gone
    // (a lost compositor or an ended lock is thrown). It never enrols (WaylandLockPane takes
    // no input in an enrolment stage: the session's `LockScreenPolicy`), so an unlock is a
    // verified secret or finger.
    let ending = try host.run(on: pane, viewSize: { pane.size })
    guard ending == .unlocked else { throw .lockEnded }
    do { try lock.unlock() } catch { throw .wayland(error) }
    return ending
  }
}
