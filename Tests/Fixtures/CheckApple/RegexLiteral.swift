// check-apple self-test: fails with "regex literal needs iOS 16.0"
func digits(_ text: String) -> Bool { text.contains(#/[0-9]+/#) }
