// check-apple self-test: fails with "firstRange(of:) (iOS 16.0 / macOS 13.0)"
import Foundation

func hasDash(_ text: String) -> Bool { text.firstRange(of: "-") != nil }
