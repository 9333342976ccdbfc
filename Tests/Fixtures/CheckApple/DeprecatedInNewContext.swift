// check-apple self-test: fails with "deprecated from iOS 18.0, macOS 15.0"
import LocalAuthentication

func deprecatedThere(_ context: LAContext) -> Data? {
  if #available(iOS 18.0, macOS 15.0, *) {
    return context.evaluatedPolicyDomainState
  }
  return nil
}
