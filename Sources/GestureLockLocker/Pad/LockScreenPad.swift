internal import GestureLockCore
package import GestureLockGrabHolder
package import GestureLockPadFlow
internal import GestureLockScreenLock
internal import GestureLockSecurity

/// The lock screen's pad, in a process of its own (`gesturelock lock` starts it; it can die
/// and be started again without the screen ever being uncovered): the stored secret's pad —
/// pattern, PIN or passcode — with the same `PadController`, throttling, messages and event
/// log as `gesturelock pad`, drawn in a ``PadPane`` inside the holder's cover window.
///
/// With `options.fingerprintUnlocker` and fingerprint unlock enabled for the profile, the
/// finger is offered beside drawing as in `gesturelock pad` ("Touch the fingerprint reader or
/// draw your pattern"): the fingerprint thread wakes ``LockPane`` through its wake pipe, and a
/// match the profile's rules allow unlocks exactly as the secret does (the same report to the
/// holder). The reader is released on every way out: `PadLoop` cancels the verification and
/// joins the thread (which releases the claim) whenever the loop ends or throws; and when the
/// holder kills this process, fprintd itself cancels the verification and closes the reader,
/// because it watches the claiming client's bus name and releases the claim when that client
/// disconnects (`_fprint_device_client_vanished` in fprintd's `src/device.c`; the process's
/// bus connection closes with it). The restarted pad then claims the reader again.
///
/// Input comes from the holder on standard input (``LockerMessage``); when the user unlocks,
/// the pad writes ``LockerMessage/unlockedReport`` on `reportDescriptor` and returns
/// `.unlocked`, and the process exits 0. Nothing else ends it but the holder going away.
///
/// ```swift
/// let ending = try LockScreenPad.run(options, log: EventLog(), cover: windowID,
///                                     blankAfter: 30, reportDescriptor: 3)
/// ```
package enum LockScreenPad {
  /// Runs the pad until the user unlocks.
  ///
  /// - Parameters:
  ///   - options: Store, profile and language (the pad's kind is the stored secret's), and the
  ///     fingerprint reader to offer (`fingerprintUnlocker`), if any.
  ///   - log: The event log (`--events FILE`, else the holder's standard output).
  ///   - cover: The cover window's X id (``ScreenCover/windowID``).
  ///   - input: The descriptor of the holder's messages (default 0, standard input).
  ///   - blankAfter: Seconds without input before the screen blanks; `nil` or 0: never.
  ///   - reportDescriptor: Where the unlock is reported to the holder.
  ///   - fallback: The account password fallback (Tab), or `nil` for none.
  /// - Returns: `.unlocked` (the only way the loop ends here).
  /// - Throws: ``LockerError``: `.screen` (the display failed), `.holderGone`, `.drawing`
  ///   (also for an invalid profile name).
  ///
  /// The store is not required to be readable here: the `lock` command refused before the
  /// screen was locked when it was not (`lock-pad` checks before the first pad reports ready),
  /// and once it is locked the pad must show whatever became of the store — damaged (the
  /// session says so, and the account password is the way in), full or busy (tried again at
  /// the next input) — rather than fail to start and leave the cover black.
  package static func run(
    _ options: PadOptions, log: EventLog, cover: UInt, input: Int32 = 0, blankAfter: Double?,
    reportDescriptor: Int32, fallback: AccountPasswordFallback? = nil
  ) throws(LockerError) -> PadLoopEnding {
    var host: PadHost
    do {
      host = try PadHost(options: options, log: log, requiresReadableStore: false)
    } catch {
      throw .drawing("the store cannot be used: \(error)")
    }
    // The account password is a stage of the session; PAM is asked through the checker, after
    // the profile's counter has counted the attempt.
    host.lockScreen = LockScreenPolicy(accountPassword: fallback?.offer)
    host.accountPassword = fallback.map { $0.check }
    let display: X11Display
    do {
      display = try X11Display()
    } catch {
      throw .screen(error)
    }
    let pane = try LockPane(display: display, parent: cover, input: input, blankAfter: blankAfter)
    // From here on the holder keeps the lock whatever becomes of this process.
    LineChannel.write(LockerMessage.readyReport, to: reportDescriptor)
    // Nothing but an unlock ends the lock screen's pad: the device never asks to quit, and is
    // never gone (a lost display or holder is thrown).
    let ending = try host.run(on: pane, viewSize: { pane.size })
    // Only a verified secret or the account password opens the lock screen; it never enrols
    // (the session's `LockScreenPolicy`), so an unlock is never an enrolment. A finger unlocks
    // only in the verify stage, through the profile's rules.
    guard ending == .unlocked else { throw .holderGone }
    LineChannel.write(LockerMessage.unlockedReport, to: reportDescriptor)
    withExtendedLifetime(display) {}
    return ending
  }
}
