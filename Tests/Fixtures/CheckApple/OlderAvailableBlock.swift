// check-apple self-test: fails with "needs iOS 18.0, macOS 15.0"
func tooOld() {
  if #available(iOS 16.0, macOS 13.0, *) {
    let big: UInt128 = 1
    _ = big
  }
}
