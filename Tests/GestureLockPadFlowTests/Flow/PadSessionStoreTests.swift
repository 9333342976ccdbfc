import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockPadFlow
@testable import GestureLockSecurity

/// The pad's flow against a real store on disk: how it fails closed and how it recovers.
@Suite("Pad session and its store")
struct PadSessionStoreTests {
  /// A session on the store at `path`, its status read as a pad reads it, with a fixed
  /// monotonic clock at 0, and the checker that runs its checks on that store.
  static func session(store path: String) throws -> (PadSession, LockServiceChecker) {
    let service = try LockService(store: SQLiteCredentialStore(path: path))
    let discard = EventLog(descriptor: open("/dev/null", O_WRONLY | O_CLOEXEC))
    let status = Result { () throws(SecurityError) -> LockStatus in try service.status() }
    let session = PadSession(
      status: status, policy: service.policy, grid: .standard,
      viewport: {
        PadViewport(size: Size(width: 300, height: 300), padInsets: .zero, keypadInsets: .zero)
      },
      stealth: false, language: .english, log: discard, logNodes: false, monotonicNow: { 0 })
    return (session, LockServiceChecker(service: service))
  }

  @Test(
    "A store another process holds busy: the pad says so, counts nothing, and the next try works")
  func busyStoreRecovers() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-flow")
    let path = directory.path("lock.sqlite")
    let pattern = try Pattern(parsing: "0-1-2-5", on: .standard)
    let service = try LockService(store: SQLiteCredentialStore(path: path))
    _ = try service.enroll(
      .pattern(pattern), confirmation: .pattern(pattern), rules: PatternRules(),
      kdf: .pbkdf2SHA256(iterations: 1_000))
    let (session, checker) = try Self.session(store: path)
    #expect(session.stage == .verify)

    // Another connection holds an exclusive lock past the 5 s busy timeout.
    let blocker = try SQLiteDatabase(path: path, create: false)
    try blocker.execute("BEGIN EXCLUSIVE")
    Self.draw(pattern, on: session, checking: checker, at: 1)
    #expect(session.message == PadMessage.storeBusy.text(in: .english))
    #expect(session.stage == .verify, "a busy store is not a damaged one")
    #expect(session.state == .error)
    try blocker.execute("ROLLBACK")

    #expect(try service.status().failedAttempts == 0)
    session.advance(to: 5)  // the error hold is over
    #expect(session.state == .normal)
    Self.draw(pattern, on: session, checking: checker, at: 6)
    #expect(session.message == PadMessage.unlocked.text(in: .english))
  }

  @Test("Two pads enrolling at once: the second is told, saves nothing, and verifies the first's")
  func enrolledElsewhere() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-flow")
    let path = directory.path("lock.sqlite")
    let mine = try Pattern(parsing: "6-7-8-5", on: .standard)
    let theirs = try Pattern(parsing: "0-1-2-5", on: .standard)
    let (session, checker) = try Self.session(store: path)
    #expect(session.stage == .enrolFirst)
    Self.draw(mine, on: session, checking: checker, at: 1)
    #expect(session.stage == .enrolConfirm(.pattern(mine)))
    // Meanwhile another pad enrols.
    let other = try LockService(store: SQLiteCredentialStore(path: path))
    _ = try other.enroll(
      .pattern(theirs), confirmation: .pattern(theirs), rules: PatternRules(),
      kdf: .pbkdf2SHA256(iterations: 1_000))
    session.advance(to: 2)
    Self.draw(mine, on: session, checking: checker, at: 3)
    #expect(session.stage == .verify)
    #expect(session.message == PadMessage.enrolledElsewhere.text(in: .english))
    #expect(try other.verify(.pattern(theirs)) == .accepted, "the first secret stays")
    session.advance(to: 6)
    Self.draw(theirs, on: session, checking: checker, at: 7)
    #expect(session.message == PadMessage.unlocked.text(in: .english))
  }

  @Test("Another kind of secret enrolled meanwhile: the pad asks for a restart, takes no input")
  func enrolledElsewhereOtherKind() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-flow")
    let path = directory.path("lock.sqlite")
    let mine = try Pattern(parsing: "6-7-8-5", on: .standard)
    let (session, checker) = try Self.session(store: path)
    Self.draw(mine, on: session, checking: checker, at: 1)
    let other = try LockService(store: SQLiteCredentialStore(path: path))
    let pin = try Secret.typed("480371", kind: .pin)
    #expect(try other.enroll(pin, confirmation: pin) == .enrolled)
    session.advance(to: 2)
    Self.draw(mine, on: session, checking: checker, at: 3)
    #expect(session.stage == .storeUnavailable)
    #expect(session.message == PadMessage.enrolledElsewhereRestart.text(in: .english))
    #expect(session.refusesInput)
  }

  @Test("A pad started on a store that is not a database stays locked and takes no input")
  func unreadableStoreFailsClosed() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-flow")
    let path = directory.path("lock.sqlite")
    try Data(String(repeating: "not a database\n", count: 300).utf8)
      .write(to: URL(fileURLWithPath: path))
    let (session, checker) = try Self.session(store: path)
    #expect(session.stage == .storeUnavailable)
    #expect(session.refusesInput)
    let pattern = try Pattern(parsing: "0-1-2-5", on: .standard)
    Self.draw(pattern, on: session, checking: checker, at: 1)
    #expect(session.stage == .storeUnavailable)
    #expect(session.message == PadMessage.storeDamaged.text(in: .english))
  }

  /// Enrols `pattern` at `path` with a cheap KDF, through a service that is gone again (as
  /// `gesturelock enroll` in its own process).
  static func enrol(_ pattern: Pattern, at path: String) throws {
    let service = try LockService(store: SQLiteCredentialStore(path: path))
    _ = try service.enroll(
      .pattern(pattern), confirmation: .pattern(pattern), rules: PatternRules(),
      kdf: .pbkdf2SHA256(iterations: 1_000))
  }

  /// A small file system of its own with `0-1-2-5` enrolled in a store there.
  static func enrolledOnScratch() throws -> (ScratchFileSystem, String, Pattern) {
    let scratch = try ScratchFileSystem(kibibytes: 256)
    let path = scratch.file("lock.sqlite")
    let pattern = try Pattern(parsing: "0-1-2-5", on: .standard)
    try enrol(pattern, at: path)
    return (scratch, path, pattern)
  }

  @Test(
    "No space left: the pad says so, counts nothing, stays verifying; once space is freed the next attempt tries again and unlocks",
    .enabled(if: ScratchFileSystem.canMount, "needs a tmpfs of its own: Linux, as root"))
  func fullDiskRecovers() throws {
    let (scratch, path, pattern) = try Self.enrolledOnScratch()
    let (session, checker) = try Self.session(store: path)
    #expect(session.stage == .verify)
    var shownBeforeChecks: [String] = []
    let draw = { (pattern: Pattern, start: Double) in
      Self.draw(
        pattern, on: session, checking: checker, at: start,
        drawFirst: { shownBeforeChecks.append(session.message) })
    }

    scratch.fill()
    draw(pattern, 1)
    #expect(session.message == PadMessage.storeFull.text(in: .english))
    #expect(session.stage == .verify, "a full disk is not a damaged store")
    #expect(session.state == .error)
    #expect(!session.hasUnlocked)
    draw(try Pattern(parsing: "6-7-8-5", on: .standard), 5)
    #expect(session.message == PadMessage.storeFull.text(in: .english))
    scratch.unfill()

    #expect(try Self.service(path).status().failedAttempts == 0, "nothing was counted")
    session.advance(to: 9)
    draw(pattern, 10)
    #expect(session.message == PadMessage.unlocked.text(in: .english))
    #expect(
      shownBeforeChecks == [
        PadMessage.verifying.text(in: .english), PadMessage.storeRetrying.text(in: .english),
        PadMessage.storeRetrying.text(in: .english),
      ])
  }

  @Test(
    "Started while the disk is full: no input taken, it says why; the next touch tries the store again, then it verifies",
    .enabled(if: ScratchFileSystem.canMount, "needs a tmpfs of its own: Linux, as root"))
  func startedOnAFullDisk() throws {
    let (scratch, path, pattern) = try Self.enrolledOnScratch()
    scratch.fill()
    let (session, checker) = try Self.session(store: path)
    #expect(session.stage == .storeUnavailable)
    #expect(session.message == PadMessage.storeFull.text(in: .english))
    // Still full: a touch tries again and says so; nothing else happens.
    Self.draw(pattern, on: session, checking: checker, at: 1)
    #expect(session.stage == .storeUnavailable)
    #expect(session.message == PadMessage.storeFull.text(in: .english))
    scratch.unfill()
    Self.draw(pattern, on: session, checking: checker, at: 2)
    #expect(session.stage == .verify, "the touch that tried again is not part of an attempt")
    #expect(session.message == PadMessage.drawPattern.text(in: .english))
    #expect(try Self.service(path).status().failedAttempts == 0)
    Self.draw(pattern, on: session, checking: checker, at: 3)
    #expect(session.message == PadMessage.unlocked.text(in: .english))
  }

  @Test(
    "Damaged while the pad runs: the right pattern does not unlock; the pad says so and stays locked"
  )
  func damagedWhileRunning() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-flow")
    let path = directory.path("lock.sqlite")
    let pattern = try Pattern(parsing: "0-1-2-5", on: .standard)
    try Self.enrol(pattern, at: path)
    let (session, checker) = try Self.session(store: path)
    #expect(session.stage == .verify)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.write(contentsOf: Data(repeating: 0x5A, count: 4096))
    try handle.close()

    Self.draw(pattern, on: session, checking: checker, at: 1)
    #expect(!session.hasUnlocked)
    #expect(session.stage == .storeUnavailable)
    #expect(session.storeFault == nil, "damage is not tried again by itself")
    #expect(session.message == PadMessage.storeDamaged.text(in: .english))
    session.advance(to: 5)
    Self.draw(pattern, on: session, checking: checker, at: 6)
    #expect(!session.hasUnlocked)
    #expect(session.stage == .storeUnavailable)
  }

  /// A service on `path`, as another process would open it.
  static func service(_ path: String) throws -> LockService {
    try LockService(store: SQLiteCredentialStore(path: path))
  }

  @Test("Lockout ends are written as the CLI writes them: rounded up to the whole second")
  func lockoutEndRoundsUp() {
    #expect(PadSession.iso8601(1_795_000_000.2) == "2026-11-18T11:06:41Z")
    #expect(PadSession.iso8601(1_795_000_000) == "2026-11-18T11:06:40Z")
  }

  /// Drags through the centres of `pattern`'s nodes, one sample per node, from time `start`;
  /// each check the session leaves pending is run with `checker` (after `drawFirst`), as
  /// `PadController` does.
  static func draw(
    _ pattern: Pattern, on session: PadSession, checking checker: any PadChecker,
    at start: Double, drawFirst: () -> Void = {}
  ) {
    guard let model = session.surface as? PadModel else { return }
    let layout = model.layout
    let nodes = pattern.nodes
    for (offset, node) in nodes.enumerated() {
      let phase: TouchSample.Phase = offset == 0 ? .began : .moved
      session.handle(
        TouchSample(
          location: layout.center(of: node), time: start + Double(offset) * 0.05, phase: phase))
      session.runPendingCheck(with: checker, now: { start }, drawFirst: drawFirst)
    }
    session.handle(
      TouchSample(
        location: layout.center(of: nodes[nodes.count - 1]),
        time: start + Double(nodes.count) * 0.05, phase: .ended))
    session.runPendingCheck(with: checker, now: { start }, drawFirst: drawFirst)
  }
}
