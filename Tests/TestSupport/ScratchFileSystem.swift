internal import Foundation

/// A small tmpfs mounted for one test, to make real "no space left" and "read-only file
/// system" conditions; unmounted when the value dies.
///
/// Needs Linux (tmpfs, `mount(8)`) and the right to mount (root, as the tests run here). Where
/// mounting is refused, and on Apple platforms, tests that need it are disabled
/// (`.enabled(if: ScratchFileSystem.canMount, "…")`, saying why): their report says
/// so rather than pass.
public final class ScratchFileSystem: @unchecked Sendable {
  /// The mount point: an empty directory under a fresh temporary directory.
  public let path: String
  private let holder: TemporaryDirectory

  /// Mounts a tmpfs of `kibibytes` KiB.
  ///
  /// - Throws: `ScratchFileSystem.Refused` with `mount`'s message when it cannot be mounted.
  public init(kibibytes: Int) throws {
    holder = try TemporaryDirectory(prefix: "gesturelock-tmpfs")
    path = holder.path("mnt")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try Self.mount(["-t", "tmpfs", "-o", "size=\(kibibytes)k,mode=0700", "tmpfs", path])
  }

  /// Whether a tmpfs can be mounted here (tried once): tests that need one are enabled by it.
  public static let canMount: Bool = (try? ScratchFileSystem(kibibytes: 16)) != nil

  /// Remounts it read-only (`true`) or read-write again.
  public func setReadOnly(_ readOnly: Bool) throws {
    try Self.mount(["-o", readOnly ? "remount,ro" : "remount,rw", path])
  }

  /// Fills the file system to the last byte with a file named `filler`.
  public func fill() {
    _ = FileManager.default.createFile(atPath: file("filler"), contents: nil)
    guard let handle = FileHandle(forWritingAtPath: file("filler")) else { return }
    let block = Data(count: 4096)
    while (try? handle.write(contentsOf: block)) != nil {}
    // The page cache may take a partial last block: fill the rest byte by byte.
    let byte = Data(count: 1)
    while (try? handle.write(contentsOf: byte)) != nil {}
    try? handle.close()
  }

  /// Removes the filler file made by `fill()`.
  public func unfill() { try? FileManager.default.removeItem(atPath: file("filler")) }

  /// A path inside the file system.
  public func file(_ name: String) -> String { path + "/" + name }

  deinit {
    #if os(Linux)
      _ = try? ProcessRunner.run(URL(fileURLWithPath: "/bin/umount"), ["-l", path])
    #endif
  }

  /// Why a mount failed.
  public struct Refused: Error, CustomStringConvertible {
    /// `mount`'s standard error.
    public let description: String
  }

  private static func mount(_ arguments: [String]) throws {
    #if os(Linux)
      let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/mount"), arguments)
      guard result.status == 0 else { throw Refused(description: result.stderr) }
    #else
      throw Refused(description: "a tmpfs is mounted only on Linux")
    #endif
  }
}
