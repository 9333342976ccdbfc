import GestureLockBiometrics
import GestureLockFingerprint
import Testing

extension FingerprintTests {
  @Suite("fprintd's error names") struct ErrorNames {
    struct Case: Sendable, CustomTestStringConvertible {
      let name: String?
      let reason: FingerprintUnavailable?
      var testDescription: String { name ?? "no name" }
    }

    static let cases: [Case] = [
      Case(name: "org.freedesktop.DBus.Error.ServiceUnknown", reason: .noService),
      Case(name: "org.freedesktop.DBus.Error.NameHasNoOwner", reason: .noService),
      Case(name: "org.freedesktop.DBus.Error.Spawn.ChildExited", reason: .noService),
      Case(name: "net.reactivated.Fprint.Error.NoSuchDevice", reason: .noReader),
      Case(name: "net.reactivated.Fprint.Error.NoEnrolledPrints", reason: .noEnrolledFingers),
      Case(name: "net.reactivated.Fprint.Error.AlreadyInUse", reason: .readerBusy),
      Case(name: "net.reactivated.Fprint.Error.PermissionDenied", reason: .permissionDenied),
      Case(name: "org.freedesktop.DBus.Error.AccessDenied", reason: .permissionDenied),
      Case(name: "org.freedesktop.DBus.Error.Timeout", reason: .noAnswer),
      Case(name: "org.freedesktop.DBus.Error.NoReply", reason: .noAnswer),
      Case(name: "net.reactivated.Fprint.Error.Internal", reason: nil),
      Case(name: nil, reason: nil),
    ]

    @Test("Each D-Bus error name maps to its reason; others keep the D-Bus error", arguments: cases)
    func mapping(_ testCase: Case) {
      let error = DBusError(
        operation: "call", name: testCase.name, message: "text never matched",
        errno: .invalidArgument)
      #expect(FingerprintUnavailable(error) == (testCase.reason ?? .failed(error.fault)))
    }

    @Test("sd-bus's own call timeout (ETIMEDOUT, whatever the name) is fprintd not answering")
    func callTimeout() {
      for name in [nil, "org.freedesktop.DBus.Error.Failed"] {
        let error = DBusError(operation: "call", name: name, message: nil, errno: .timedOut)
        #expect(FingerprintUnavailable(error) == .noAnswer)
      }
    }
  }
}
