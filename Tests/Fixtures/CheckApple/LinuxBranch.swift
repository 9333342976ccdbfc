// check-apple self-test: fails with "cannot find 'onlyOnLinux' in scope"
#if os(Linux)
  func onlyOnLinux() {}
#endif

func everywhere() { onlyOnLinux() }
