// Linux only: useradd, userdel and setpriv from Debian's passwd and util-linux.
#if os(Linux)
  public import Foundation

  /// A system user made for one test and deleted when the value dies: no home, no login
  /// shell, a group of its own. Tests run a program as this user (``command(_:_:)``) to check
  /// what another process of the *same* user can do to it (attach a debugger, read its memory).
  ///
  /// Needs root (`useradd`); ``isAvailable`` says whether it can be made here.
  public final class ThrowawayUser: @unchecked Sendable {
    /// The user's name (`gltest` and six digits).
    public let name: String
    /// Its user id.
    public let uid: UInt32
    /// Its group id.
    public let gid: UInt32

    /// Whether a user can be made: running as root, with `useradd`, `userdel` and `setpriv`.
    public static var isAvailable: Bool {
      getuid() == 0
        && ["/usr/sbin/useradd", "/usr/sbin/userdel", "/usr/bin/setpriv"].allSatisfy {
          FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Makes the user.
    ///
    /// - Throws: When `useradd` fails or the new user cannot be looked up.
    public init() throws {
      let name = "gltest\(Int.random(in: 100_000...999_999))"
      let made = try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/sbin/useradd"),
        [
          "--system", "--user-group", "--no-create-home", "--home-dir", "/nonexistent",
          "--shell", "/usr/sbin/nologin", name,
        ])
      guard made.status == 0, let entry = getpwnam(name) else {
        throw ThrowawayUserError.notMade(made.stderr)
      }
      self.name = name
      uid = entry.pointee.pw_uid
      gid = entry.pointee.pw_gid
    }

    deinit {
      _ = try? ProcessRunner.run(URL(fileURLWithPath: "/usr/sbin/userdel"), [name])
    }

    /// The program and arguments that run `executable` with `arguments` as this user (its user
    /// and group ids, no supplementary groups, no capabilities): `setpriv`.
    public func command(_ executable: URL, _ arguments: [String]) -> (URL, [String]) {
      (
        URL(fileURLWithPath: "/usr/bin/setpriv"),
        ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--", executable.path]
          + arguments
      )
    }

    /// Gives `path` (a file or directory) to this user.
    public func own(_ path: String) throws {
      guard chown(path, uid, gid) == 0 else { throw ThrowawayUserError.notOwned(path) }
    }
  }

  /// Why a throwaway user could not be used.
  public enum ThrowawayUserError: Error {
    /// `useradd` failed, with its standard error.
    case notMade(String)
    /// A path could not be given to the user.
    case notOwned(String)
  }
#endif
