// check-apple self-test: fails with "'sleep(for:)' is deprecated: check-apple: needs"
func nap() async throws { try await Task.sleep(for: .seconds(1)) }
