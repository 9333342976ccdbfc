// check-apple self-test: fails with "nonisolated(nonsending) is Swift 6.2"
nonisolated(nonsending) func work() async {}
