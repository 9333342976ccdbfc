internal import GestureLockBiometrics
internal import GestureLockCore
internal import GestureLockFingerprint
internal import GestureLockSecurity

/// What the CLI asks fprintd, and the fingerprint part of `status` and `fingerprint status`.
///
/// fprintd is reached through `FprintdUnlocker` for the user running the command, on the
/// system bus (`DBUS_SYSTEM_BUS_ADDRESS` honoured).
enum FingerprintReport {
  /// The unlocker of the user running the command.
  static let unlocker = FprintdUnlocker(username: "")

  /// The enrolled fingers at fprintd, or why they cannot be used.
  static func availability() -> Result<[String], FingerprintUnavailable> {
    unlocker.availability()
  }

  /// The enrolled finger names when fprintd answers (`[]` when it says none are enrolled);
  /// `nil` when it cannot be asked.
  static func knownFingers() -> [String]? {
    switch availability() {
    case .success(let fingers): fingers
    case .failure(.noEnrolledFingers): []
    case .failure: nil
    }
  }

  /// The profile's fingerprint status with the fingers fprintd reports (`nil`: not known,
  /// only the store-side rules are checked).
  static func status(of service: LockService, fingers: [String]?) throws(CLIError)
    -> FingerprintStatus?
  {
    do {
      return try service.fingerprintStatus(enrolledFingers: fingers)
    } catch {
      throw .from(error)
    }
  }

  /// The JSON object `{"enabled":…,"readerPresent":…,"fingersEnrolled":…,"noMatchesInARow":…,
  /// "noMatchesLeft":…,"secretRequired":<rule or null>,"unavailable":<reason or null>}`.
  ///
  /// - Parameter askFprintd: Whether to ask fprintd even when fingerprint unlock is off;
  ///   without asking, `readerPresent` and `fingersEnrolled` are `null`.
  static func json(of service: LockService, askFprintd: Bool) throws(CLIError) -> JSONValue {
    guard let stored = try status(of: service, fingers: nil) else { return .null }
    var reader: JSONValue = .null
    var count: JSONValue = .null
    var unavailable: FingerprintReason? = stored.isEnabled ? nil : .notEnabled(profile: "")
    var required: JSONValue = .null
    if askFprintd || stored.isEnabled {
      switch availability() {
      case .success(let fingers):
        reader = .bool(true)
        count = .int(fingers.count)
        if let why = try status(of: service, fingers: fingers)?.secretRequired {
          required = .string(why.jsonName)
          if unavailable == nil { unavailable = .secretRequired(why) }
        }
      case .failure(let error):
        let reason = FingerprintReason(error)
        // The finger set is not known, but the store-side rules still apply; `unavailable`
        // says why fprintd cannot be used.
        if let why = stored.secretRequired { required = .string(why.jsonName) }
        switch reason {
        case .noEnrolledFingers:
          reader = .bool(true)
          count = .int(0)
          // A known set (none): a change from the recorded one is remembered.
          if stored.isEnabled, let why = try status(of: service, fingers: [])?.secretRequired {
            required = .string(why.jsonName)
          }
        case .noReader: reader = .bool(false)
        default: break
        }
        if unavailable == nil { unavailable = reason }
      }
    }
    return .object([
      ("enabled", .bool(stored.isEnabled)),
      ("readerPresent", reader),
      ("fingersEnrolled", count),
      ("noMatchesInARow", .int(stored.noMatchesInARow)),
      ("noMatchesLeft", .int(stored.noMatchesLeft)),
      ("secretRequired", required),
      ("unavailable", unavailable.map { .string($0.name) } ?? .null),
    ])
  }

  /// Reports `reason` on stderr (and as JSON on stdout) and returns exit 8.
  static func unavailable(_ reason: FingerprintReason, language: Language) -> ExitCode {
    Console.out(
      JSONValue.object([
        ("result", .string("unavailable")), ("reason", .string(reason.name)),
      ]).serialized)
    GestureLockCLI.report(.fingerprint(.unavailable(reason)), in: language)
    return .fingerprintUnavailable
  }
}
