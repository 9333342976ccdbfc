package import GestureLockSecurity

/// The profile's `LockService` is where the pads read and record fingerprint unlock: its
/// fingerprint API (issue 13) is exactly the recorder's three calls.
extension LockService: FingerprintRecorder {}
