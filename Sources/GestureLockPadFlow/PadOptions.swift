public import GestureLockBiometrics
public import GestureLockCore

/// How to run the desktop pad: the store, the grid or passcode mode to enrol with, and what to
/// log.
public struct PadOptions: Sendable {
  /// What a new pattern must meet beyond the rules, e.g. a minimum strength class; the pad
  /// explains a refusal.
  public var patternPolicy: PatternPolicy
  /// Path of the SQLite store.
  public var storePath: String
  /// The profile (account) in the store.
  public var profile: String
  /// The grid for a new enrolment (an enrolled secret's own grid always wins).
  public var grid: Grid
  /// The passcode pad's mode for a new enrolment, or `nil` for the gesture pad. An enrolled
  /// secret's own kind always chooses the pad.
  public var passcode: PasscodeMode?
  /// The route mode for a new pattern enrolment: `.free` adds no skipped-over nodes (an
  /// enrolled secret's own rules always win).
  public var route: RouteMode
  /// The hit radius as a fraction of the distance between neighbouring node centres, in
  /// `GridLayout.hitRadiusFactorRange` (0.15...0.45); default 0.3. Out-of-range values fall
  /// back to the default.
  public var hitRadiusFactor: Double
  /// Hide the path and the selected state (shoulder-surfing defence).
  public var stealth: Bool
  /// Write `node` events with node indices to the event log.
  public var logNodes: Bool
  /// Write a `frame` event after each frame the device presents (`pad --log-frames`), so that
  /// a script or a test looks at the screen once a frame is drawn. Default `false`.
  public var logFrames = false
  /// Write the touch samples of the session to this trace file on exit (`nil`: don't).
  public var recordPath: String?
  /// Message language.
  public var language: Language
  /// Stay open after an unlock (`pad --stay`) instead of ending the loop once the success
  /// state has shown (the gate, `PadLoopEnding.unlocked`). Default `false`.
  public var staysAfterUnlock = false
  /// Seconds without input after an unlock after which the pad locks again (`pad
  /// --relock-after`, issue 15), on the monotonic clock; `nil` (the default): never. When set,
  /// the pad stays open after an unlock, and the session counts as unlocked only while it is.
  public var relockAfter: Double?
  /// The fingerprint reader to offer beside drawing when the profile has fingerprint unlock on
  /// (fprintd's `FprintdUnlocker()` in the CLI); `nil`: drawing or typing only.
  public var fingerprintUnlocker: (any BiometricUnlocker)?

  /// Creates options.
  public init(
    storePath: String, profile: String, grid: Grid = .standard, passcode: PasscodeMode? = nil,
    stealth: Bool = false,
    logNodes: Bool = false, recordPath: String? = nil, language: Language = .english,
    route: RouteMode = .skippedNodesIncluded,
    hitRadiusFactor: Double = GridLayout.defaultHitRadiusFactor,
    patternPolicy: PatternPolicy = PatternPolicy(),
    fingerprintUnlocker: (any BiometricUnlocker)? = nil
  ) {
    self.fingerprintUnlocker = fingerprintUnlocker
    self.patternPolicy = patternPolicy
    self.storePath = storePath
    self.profile = profile
    self.grid = grid
    self.passcode = passcode
    self.stealth = stealth
    self.logNodes = logNodes
    self.recordPath = recordPath
    self.language = language
    self.route = route
    self.hitRadiusFactor = hitRadiusFactor
  }
}
