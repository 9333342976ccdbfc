import Testing

/// Every fingerprint suite, one test at a time: each test starts its own private bus, polkit
/// stand-in and fprintd, and the machine's cores are shared.
@Suite(.serialized) enum FingerprintTests {
  /// The virtual print enrolled by the test beds.
  static let enrolledID = "finger-enrolled"
  /// A virtual print never enrolled.
  static let otherID = "finger-other"
  /// Long enough never to end a test that should end otherwise; tests never assert on it.
  static let patience = Duration.seconds(60)
  /// ``patience`` in seconds, as `BiometricUnlocker.verify(timeout:…)` takes it.
  static let patienceSeconds: Double = 60
}
