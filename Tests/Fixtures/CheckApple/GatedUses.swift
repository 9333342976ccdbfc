// check-apple self-test: passes
// Uses of APIs newer than the deployment target where Apple's compiler accepts them: inside a
// declaration gated by @available, inside `if #available` / after `guard #available` proving
// the version, and an API deprecated in iOS 18 used where the context is older.
import LocalAuthentication

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func gatedDeclaration() -> UInt128 { UInt128(3) * 2 }

func insideAvailable(_ context: LAContext) -> Data? {
  if #available(iOS 18.0, macOS 15.0, *) {
    _ = gatedDeclaration()
    return context.domainState.biometry.stateHash
  }
  return context.evaluatedPolicyDomainState
}

func afterGuard() async throws {
  guard #available(iOS 16.0, macOS 13.0, *) else { return }
  let wait: Duration = .milliseconds(1)
  try await Task.sleep(for: wait)
}
