// check-apple self-test: fails with "'domainState' is deprecated: check-apple: needs"
import LocalAuthentication

func ungated(_ context: LAContext) -> Data? { context.domainState.biometry.stateHash }
