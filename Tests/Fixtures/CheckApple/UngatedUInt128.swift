// check-apple self-test: fails with "'UInt128' is deprecated: check-apple: needs iOS 18.0"
func ungated() -> UInt128 { 1 }
