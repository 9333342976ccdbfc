// fprintd exists only on Linux: GestureLockFingerprint is declared there only (Package.swift).
#if canImport(GestureLockFingerprint)
  import Foundation
  import GestureLockCore
  import GestureLockFingerprint
  import GestureLockSecurity
  import TestSupport
  import Testing

  @testable import GestureLockPadFlow

  /// The pad's fingerprint flow in parallel with drawing, run by the real `PadLoop` and
  /// `PadController` against the real fprintd (libfprint's virtual reader on a private bus). The
  /// profile's rules come from `RuleBookRecorder` until GestureLockSecurity's fingerprint API is
  /// merged. One test at a time: each starts its own bus, polkit stand-in and fprintd.
  @Suite("Fingerprint in the pad", .serialized)
  struct PadFingerprintTests {
    static let enrolledID = "finger-enrolled"
    static let otherID = "finger-other"
    static let pattern = try! Pattern(parsing: "0-1-2-5-8", on: .standard)

    /// A pad verifying `pattern` on a fresh store, with fingerprint unlock through `bed`.
    final class Pad {
      let directory: TemporaryDirectory
      let service: LockService
      let recorder: RuleBookRecorder
      let logFile: EventLogFile
      let controller: PadController
      let busAddress: String

      /// - Parameter pin: A PIN to enrol instead of `pattern` (the passcode pad).
      /// Where the pad records fingerprint results.
      enum Recorder { case ruleBook, lockService }

      init(
        busAddress: String, enabled: Bool = true, pin: String? = nil,
        recorder recorderKind: Recorder = .ruleBook, throttle: ThrottlePolicy = .default,
        relockAfter: Double? = nil
      ) throws {
        directory = try TemporaryDirectory(prefix: "gesturelock-pad-fingerprint")
        let path = directory.path("lock.sqlite")
        var policy = LockPolicy.standard
        policy.throttle = throttle
        service = try LockService(store: SQLiteCredentialStore(path: path), policy: policy)
        if let pin {
          let secret = try Secret.typed(pin, kind: .pin)
          _ = try service.enroll(secret, confirmation: secret)
        } else {
          _ = try service.enroll(
            .pattern(pattern), confirmation: .pattern(pattern), rules: PatternRules(),
            kdf: .pbkdf2SHA256(iterations: 1_000))
        }
        recorder = RuleBookRecorder(service: service, isEnabled: enabled)
        logFile = try EventLogFile()
        self.busAddress = busAddress
        var options = PadOptions(
          storePath: path, profile: "default",
          fingerprintUnlocker: FprintdUnlocker(
            username: FprintdTestBed.defaultUser, systemBusAddress: busAddress))
        options.relockAfter = relockAfter
        let size = Size(width: 300, height: 300)
        controller = PadController(
          options: options, service: service, log: logFile.log, viewSize: { size },
          padInsets: { _ in EdgeInsets() }, keypadInsets: { _ in EdgeInsets() },
          fingerprintRecorder: recorderKind == .lockService ? service : recorder)
      }

      var session: PadSession { controller.session }

      /// Runs the loop over `steps`; the steps' unmet conditions are test failures.
      func run(_ steps: [ScriptedDevice.Step]) {
        let device = ScriptedDevice(steps)
        PadLoop.run(controller, on: device)
        for unmet in device.unmet { Issue.record("never happened: \(unmet)") }
      }

      /// Touches for the first `count` nodes of `pattern` (a stroke left unfinished) or all of
      /// them and the lift.
      func stroke(_ pattern: Pattern = PadFingerprintTests.pattern, nodes count: Int? = nil)
        -> [PadInput]
      {
        guard let model = session.surface as? PadModel else { return [] }
        let nodes = Array(pattern.nodes.prefix(count ?? pattern.nodes.count))
        var inputs = nodes.enumerated().map { offset, node in
          PadInput.touch(
            location: model.layout.center(of: node), phase: offset == 0 ? .began : .moved,
            pointer: 0)
        }
        if count == nil, let last = nodes.last {
          inputs.append(.touch(location: model.layout.center(of: last), phase: .ended, pointer: 0))
        }
        return inputs
      }
    }

    static func text(_ message: PadMessage) -> String { message.text(in: .english) }

    static func enrolledBed() throws -> FprintdTestBed {
      let bed = try FprintdTestBed()
      try bed.enroll(scanID: enrolledID)
      return bed
    }

    /// The pad offers the finger: its prompt says so.
    static var offered: ScriptedDevice.Step {
      .until("the finger offered") {
        $0.offersFingerprint && $0.message == text(.touchOrDrawPattern)
      }
    }

    /// A pad with fingerprint unlock over an enrolled test bed, run until it offers the finger
    /// and then through `steps`.
    static func runOffered(
      _ steps: (FprintdTestBed, Pad) -> [ScriptedDevice.Step]
    ) throws -> (bed: FprintdTestBed, pad: Pad) {
      let bed = try enrolledBed()
      let pad = try Pad(busAddress: bed.busAddress)
      pad.run([offered] + steps(bed, pad))
      return (bed, pad)
    }

    /// Another finger on the reader, the `tries`-th in a row: scanned, then its no-match
    /// logged.
    static func noMatch(_ tries: Int, bed: FprintdTestBed, pad: Pad) -> [ScriptedDevice.Step] {
      [
        .action { try bed.scan(otherID) },
        .until("no-match \(tries) recorded") { _ in
          pad.logFile.count("fingerprint", result: "no_match") == tries
        },
      ]
    }

    @Test("A finger that matches while a pattern is half drawn unlocks; the stroke is dropped")
    func matchWhileDrawing() throws {
      let (bed, pad) = try Self.runOffered { bed, pad in
        [
          .inputs(pad.stroke(nodes: 2)),
          .until("the stroke under way") { $0.state == .selected },
          .action { try bed.scan(Self.enrolledID) },
          .until("unlocked") { $0.message == Self.text(.unlocked) },
        ]
      }
      #expect(pad.recorder.recorded == [.match])
      #expect(pad.logFile.count("fingerprint", result: "match") == 1)
      #expect(pad.logFile.count("verified", result: "accepted") == 1)
      #expect(pad.logFile.count("verified") == 1, "the half-drawn stroke was never submitted")
      #expect(pad.logFile.count("cancelled") == 1)
      #expect(try bed.readerIsFree(), "the reader was not released after the unlock")
    }

    @Test("Five no-matches: each shown as an error, then the secret is required; drawing unlocks")
    func noMatchesThenSecretRequired() throws {
      let bed = try Self.enrolledBed()
      let pad = try Pad(busAddress: bed.busAddress)
      var steps: [ScriptedDevice.Step] = [Self.offered]
      for tries in 1...LockService.fingerprintNoMatchLimit {
        steps += Self.noMatch(tries, bed: bed, pad: pad)
        if tries < LockService.fingerprintNoMatchLimit {
          let left = LockService.fingerprintNoMatchLimit - tries
          steps.append(
            .until("no-match \(tries) shown") {
              $0.message == Self.text(.fingerprintNoMatch(triesLeft: left)) && $0.state == .error
            })
        }
      }
      steps += [
        .until("the secret required") {
          $0.message == Self.text(.secretRequired(.tooManyNoMatches, typed: false))
            && !$0.offersFingerprint
        },
        .until("the error hold over") { $0.state == .normal },
        .inputs(pad.stroke()),
        .until("unlocked by the pattern") { $0.message == Self.text(.unlocked) },
      ]
      pad.run(steps)
      #expect(pad.recorder.recorded == Array(repeating: .noMatch, count: 5))
      #expect(pad.logFile.count("state") >= 5)
      #expect(pad.logFile.count("verified", result: "accepted") == 1)
      #expect(pad.logFile.count("verified", result: "rejected") == 0, "no-matches are not attempts")
      #expect(pad.recorder.fingersAtSecretUnlock == ["right-index-finger"])
      #expect(try bed.readerIsFree(), "the reader was not released")
    }

    @Test("A no-match the store could not record is neither logged nor shown as one")
    func unrecordedNoMatchNotLogged() throws {
      let bed = try Self.enrolledBed()
      let pad = try Pad(busAddress: bed.busAddress)
      pad.recorder.recordingFails = true
      pad.run(
        [
          Self.offered,
          .action { try bed.scan(Self.otherID) },
          .until("the store busy shown") { $0.message == Self.text(.storeBusy) },
        ])
      #expect(pad.recorder.recorded.isEmpty)
      #expect(pad.logFile.count("fingerprint", result: "no_match") == 0, "logged, not recorded")
      #expect(pad.logFile.count("fingerprint", result: "match") == 0)
    }

    @Test("A lockout releases the reader at once; once it is over the finger is offered again")
    func lockoutReleasesThenOffersAgain() throws {
      let bed = try Self.enrolledBed()
      let pad = try Pad(busAddress: bed.busAddress, throttle: ThrottlePolicy(delays: [8]))
      let wrong = try Pattern(parsing: "6-7-8-5-2", on: .standard)
      pad.run(
        [
          Self.offered,
          .inputs(pad.stroke(wrong)),
          .until("locked out") { $0.refusesInput && !$0.offersFingerprint },
          .until("the reader released during the lockout") { _ in
            (try? bed.readerIsFree()) == true
          },
          .until("the finger offered again after the lockout") {
            $0.offersFingerprint && $0.message == Self.text(.touchOrDrawPattern)
          },
          .action { try bed.scan(Self.enrolledID) },
          .until("unlocked") { $0.message == Self.text(.unlocked) },
        ])
      #expect(pad.recorder.recorded == [.match])
      #expect(pad.logFile.count("fingerprint", result: "match") == 1)
      #expect(pad.logFile.count("fingerprint", result: "no_match") == 0)
    }

    @Test("After a relock (`--relock-after`) the finger is offered again")
    func relockOffersAgain() throws {
      let bed = try Self.enrolledBed()
      let pad = try Pad(busAddress: bed.busAddress, relockAfter: 1)
      pad.run(
        [
          Self.offered,
          .action { try bed.scan(Self.enrolledID) },
          .until("unlocked") { $0.message == Self.text(.unlocked) },
          .until("relocked and the finger offered again") {
            !$0.hasUnlocked && $0.offersFingerprint
          },
          .action { try bed.scan(Self.enrolledID) },
          .until("unlocked again") { $0.hasUnlocked },
        ])
      #expect(pad.recorder.recorded == [.match, .match])
      #expect(pad.logFile.count("fingerprint", result: "match") == 2)
    }

    @Test("A reader another program holds: `unavailable` logged, the plain prompt, drawing unlocks")
    func readerBusy() throws {
      let bed = try Self.enrolledBed()
      let holder = try Fprintd(systemBusAddress: bed.busAddress)
      let reader = try holder.defaultDevice()
      try holder.claim(reader, username: FprintdTestBed.defaultUser)
      let pad = try Pad(busAddress: bed.busAddress)
      pad.run(
        [
          .until("unavailable logged, the plain prompt back") {
            pad.logFile.count("fingerprint", result: "unavailable") == 1 && !$0.offersFingerprint
              && $0.message == Self.text(.drawPattern)
          },
          .inputs(pad.stroke()),
          .until("unlocked by the pattern") { $0.message == Self.text(.unlocked) },
        ])
      #expect(pad.recorder.recorded.isEmpty)
      try holder.release(reader)
    }

    @Test("Quitting while the reader waits cancels the verification and releases the reader")
    func quitReleases() throws {
      let (bed, pad) = try Self.runOffered { bed, _ in
        [
          // A retry reaches the pad only while it verifies: the reader is claimed now.
          .action { try bed.retry(.general) },
          .until("the retry shown") { $0.message == Self.text(.fingerprintRetry(.scanAgain)) },
          .inputs([.quit]),
        ]
      }
      #expect(pad.logFile.count("fingerprint", result: "retry") == 1)
      #expect(pad.recorder.recorded.isEmpty, "a retry is not counted")
      #expect(try bed.readerIsFree(), "another client cannot claim the reader after the quit")
    }

    @Test("A restart since the last secret unlock: the pad says the pattern is required")
    func secretRequiredAtStart() throws {
      let bed = try Self.enrolledBed()
      let pad = try Pad(busAddress: bed.busAddress)
      pad.recorder.forcedRequirement = .restart
      pad.run(
        [
          .until("the reason shown") {
            $0.message == Self.text(.secretRequired(.restart, typed: false))
          },
          .inputs(pad.stroke()),
          .until("unlocked by the pattern") { $0.message == Self.text(.unlocked) },
        ])
      #expect(pad.recorder.recorded.isEmpty)
      #expect(pad.recorder.forcedRequirement == nil, "the secret clears the reason")
      #expect(try bed.readerIsFree())
    }

    @Test("With the profile's own LockService: five no-matches, the store requires the pattern")
    func realLockService() throws {
      let bed = try Self.enrolledBed()
      let pad = try Pad(busAddress: bed.busAddress, recorder: .lockService)
      let fingers = ["right-index-finger"]
      #expect(
        try pad.service.enableFingerprint(
          verifying: .pattern(Self.pattern), enrolledFingers: fingers)
          == .accepted)
      var steps: [ScriptedDevice.Step] = [Self.offered]
      for tries in 1...LockService.fingerprintNoMatchLimit {
        steps += Self.noMatch(tries, bed: bed, pad: pad)
      }
      steps += [
        .until("the secret required") {
          $0.message == Self.text(.secretRequired(.tooManyNoMatches, typed: false))
        },
        .until("the error hold over") { $0.state == .normal },
        .inputs(pad.stroke()),
        .until("unlocked by the pattern") { $0.message == Self.text(.unlocked) },
      ]
      pad.run(steps)
      let status = try #require(try pad.service.fingerprintStatus(enrolledFingers: fingers))
      #expect(status.isEnabled)
      #expect(status.noMatchesInARow == 0, "the pattern cleared the no-matches")
      #expect(status.secretRequired == nil)
      #expect(try pad.service.status().failedAttempts == 0, "no-matches are not failed attempts")
      #expect(try bed.readerIsFree())
    }

    @Test("The PIN pad offers the finger in its own words, and a match unlocks it")
    func passcodePad() throws {
      let bed = try Self.enrolledBed()
      let pad = try Pad(busAddress: bed.busAddress, pin: "5827")
      pad.run(
        [
          .until("the finger offered on the passcode pad") {
            $0.offersFingerprint && $0.message == Self.text(.touchOrEnterPIN)
          },
          .inputs([.key(.digit(5)), .key(.digit(8))]),
          .action { try bed.scan(Self.enrolledID) },
          .until("unlocked") { $0.message == Self.text(.unlocked) },
        ])
      #expect(pad.recorder.recorded == [.match])
      #expect(pad.logFile.count("verified") == 1, "the two digits typed were never submitted")
      #expect(try bed.readerIsFree())
    }

    @Test("Fingerprint unlock off for the profile: no reader asked, no event, the plain prompt")
    func notEnabled() throws {
      let directory = try TemporaryDirectory()
      // No bus listens here: a pad that asked fprintd would log `unavailable`.
      let pad = try Pad(busAddress: "unix:path=" + directory.path("no-bus"), enabled: false)
      pad.run(
        [
          .until("the plain prompt") { $0.message == Self.text(.drawPattern) },
          .inputs(pad.stroke()),
          .until("unlocked by the pattern") { $0.message == Self.text(.unlocked) },
        ])
      #expect(pad.logFile.count("fingerprint") == 0)
    }
  }
#else
  import Testing

  /// Where GestureLockFingerprint does not exist (Apple platforms: no fprintd), the suite above
  /// is not compiled; this says so in the test report rather than leaving it silently absent.
  @Suite("Fingerprint in the pad")
  struct PadFingerprintTests {
    @Test(
      "The pad's fingerprint flow against the real fprintd",
      .disabled("needs fprintd and GestureLockFingerprint, which exist on Linux only"))
    func needsFprintd() {}
  }
#endif
