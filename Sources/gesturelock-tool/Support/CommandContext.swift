internal import Foundation
internal import GestureLockCore
internal import GestureLockSecurity

/// What the global options say: which store and profile, and which language to speak.
struct CommandContext {
  /// The store's path: `--store PATH`, else the default location of SPEC.md §5.
  let storePath: String
  /// The profile: `--profile NAME`, else `default`.
  let profile: String
  /// The language for messages shown to people.
  let language: Language

  /// Reads the global options.
  ///
  /// - Throws: `CLIError` (exit 2) for a bad `--lang`; (exit 4) when no default store path can
  ///   be formed.
  init(arguments: ArgumentList) throws(CLIError) {
    let environment = ProcessInfo.processInfo.environment
    language = try OptionParsing.language(arguments.value(.lang), environment: environment)
    profile = arguments.value(.profile) ?? LockService.defaultProfile
    if let path = arguments.value(.store) {
      storePath = path
    } else {
      do {
        storePath = try StoreLocation.defaultPath(environment: environment)
      } catch {
        throw CLIError(message: .security(error), code: .storeUnavailable)
      }
    }
  }

  /// Checks that the store's directory exists (GestureLock's own default directory is made
  /// when first written), without opening or creating anything.
  ///
  /// - Throws: `CLIError` (exit 2) naming the first missing directory; (exit 4) when
  ///   something other than a directory is in the way or the path cannot be examined.
  func requireStoreDirectory() throws(CLIError) {
    do {
      try SQLiteCredentialStore(path: storePath).requireDirectory()
    } catch {
      throw CLIError.from(error)
    }
  }

  /// A lock service on the store and profile.
  ///
  /// - Throws: `CLIError` (exit 2) for an invalid profile name.
  func lockService(policy: LockPolicy = .standard) throws(CLIError) -> LockService {
    do {
      return try LockService(
        store: SQLiteCredentialStore(path: storePath), profile: profile, policy: policy)
    } catch {
      throw CLIError.from(error)
    }
  }
}

extension CLIError {
  /// Maps a security error to the exit code of SPEC.md §7: damaged store 4; busy, read-only
  /// or full store 6 (nothing changed; try again); anything about the input, and a store
  /// directory that does not exist (a mistyped `--store`), 2.
  static func from(_ error: SecurityError) -> CLIError {
    switch error {
    case .storeFile(.missingDirectory):
      CLIError(message: .security(error), code: .badInput)
    case .storeUnavailable, .storeFile, .invalidHash, .cryptoFailure:
      CLIError(message: .security(error), code: .storeUnavailable)
    case .keyDerivationUnavailable(_, _, let stored):
      CLIError(message: .security(error), code: stored ? .storeUnavailable : .badInput)
    case .storeBusy, .storeReadOnly, .storeFull:
      CLIError(message: .security(error), code: .storeNotWritable)
    case .invalidSecret, .invalidParameters, .invalidProfile:
      CLIError(message: .security(error), code: .badInput)
    }
  }
}
