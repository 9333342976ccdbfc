internal import Foundation

/// Where the credential store lives by default.
///
/// `$XDG_DATA_HOME/gesturelock/lock.sqlite`, or `~/.local/share/gesturelock/lock.sqlite` when
/// `XDG_DATA_HOME` is unset, empty or relative (the XDG Base Directory rules). Any other path
/// can be given to `SQLiteCredentialStore(path:)` instead (the CLI's `--store PATH`).
///
/// ```swift
/// let store = SQLiteCredentialStore(path: try StoreLocation.defaultPath())
/// ```
public enum StoreLocation {
  /// The directory under the data home: `gesturelock`.
  public static let directoryName = "gesturelock"
  /// The database file name: `lock.sqlite`.
  public static let fileName = "lock.sqlite"

  /// The default store path for this process's environment.
  ///
  /// - Returns: An absolute path; nothing is created.
  /// - Throws: `SecurityError.storeUnavailable` when neither an absolute `XDG_DATA_HOME` nor
  ///   an absolute `HOME` is set.
  public static func defaultPath() throws(SecurityError) -> String {
    try defaultPath(environment: ProcessInfo.processInfo.environment)
  }

  /// The default store path for the given environment.
  ///
  /// - Parameter environment: Environment variables; reads `XDG_DATA_HOME` and `HOME`.
  /// - Returns: An absolute path; nothing is created.
  /// - Throws: `SecurityError.storeUnavailable` when neither an absolute `XDG_DATA_HOME` nor
  ///   an absolute `HOME` is set.
  public static func defaultPath(environment: [String: String]) throws(SecurityError)
    -> String
  {
    let dataHome: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      dataHome = xdg
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      dataHome = join(home, ".local/share")
    } else {
      throw .storeUnavailable(
        "no default store location: neither XDG_DATA_HOME nor HOME is an absolute path")
    }
    return join(join(dataHome, directoryName), fileName)
  }

  /// Whether `path` names a file directly in the default store directory of this process's
  /// environment (`$XDG_DATA_HOME/gesturelock`): the only directory GestureLock creates.
  ///
  /// - Parameter path: A store path as given (compared as text, after trailing slashes).
  public static func isInDefaultDirectory(_ path: String) -> Bool {
    isInDefaultDirectory(path, environment: ProcessInfo.processInfo.environment)
  }

  /// Whether `path` names a file directly in the default store directory of `environment`.
  public static func isInDefaultDirectory(_ path: String, environment: [String: String]) -> Bool {
    guard let standard = try? defaultPath(environment: environment) else { return false }
    let directory = PrivateFiles.parentDirectory(of: path)
    return !directory.isEmpty && directory == PrivateFiles.parentDirectory(of: standard)
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
