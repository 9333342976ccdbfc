/// Where the tests run, for the few that need Linux itself (its `/proc`, a tmpfs, fprintd).
///
/// Such a test is compiled everywhere and enabled only on Linux, with the reason, so that on
/// Apple platforms Swift Testing reports it skipped and says why, instead of the test failing
/// there or silently not existing:
///
/// ```swift
/// @Test("Reads the kernel's boot id", .enabled(if: TestPlatform.isLinux, "reads /proc: Linux only"))
/// ```
public enum TestPlatform {
  /// Whether the tests run on Linux.
  public static let isLinux: Bool = {
    #if os(Linux)
      return true
    #else
      return false
    #endif
  }()
}
