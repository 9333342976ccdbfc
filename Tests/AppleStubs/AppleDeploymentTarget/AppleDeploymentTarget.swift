// STUB for `make check-apple` only: test-only, never shipped, never linked into a product.
// Not an Apple module. The standard-library declarations newer than our deployment target
// (Package.swift: iOS 15, macOS 12), re-declared under the same names and marked deprecated
// with their documented availability. scripts/check-apple imports this module into every
// file it checks (`-import-module`); a declaration of an imported module shadows the standard
// library's of the same name and signature, so a use of one of these names is a deprecation
// warning, which `-warnings-as-errors` turns into a failure naming the API and its
// availability. (`unavailable` would not do: the compiler drops an unavailable declaration
// from lookup when the standard library offers an available one.)
//
// What this catches: these names spelled as such (`Duration`, `.seconds(3)` as a `Duration`
// parameter's argument through a shadowed signature, `ContinuousClock.now`,
// `Task.sleep(for:)`…). What it cannot: a spelling that never names them (`Swift.Duration`,
// a value whose type is inferred from an API not listed here), and a use correctly gated by
// `if #available` / `@available(iOS 16, …)`, which is reported all the same (Linux ignores
// Apple availability): such a name must then leave this list, as `UInt128` has (iOS 18 /
// macOS 15, https://developer.apple.com/documentation/swift/uint128, used by GestureLockCore's
// Analytics only under `@available(macOS 15, iOS 18, …)`).
//
// Availability of each, from its page on developer.apple.com (linked above it).

// https://developer.apple.com/documentation/swift/duration — iOS 16.0+, macOS 13.0+.
@available(
  *, deprecated,
  message:
    "Duration needs iOS 16.0 / macOS 13.0 (deployment target: iOS 15 / macOS 12): use seconds as Double"
)
public struct Duration {
  public static func seconds<T: BinaryInteger>(_ seconds: T) -> Duration { fatalError("stub") }
  public static func seconds(_ seconds: Double) -> Duration { fatalError("stub") }
  public static func milliseconds<T: BinaryInteger>(_ milliseconds: T) -> Duration {
    fatalError("stub")
  }
  public static var zero: Duration { fatalError("stub") }
}

// https://developer.apple.com/documentation/swift/durationprotocol — iOS 16.0+, macOS 13.0+.
@available(
  *, deprecated,
  message: "DurationProtocol needs iOS 16.0 / macOS 13.0 (deployment target: iOS 15 / macOS 12)"
)
public protocol DurationProtocol {}

// https://developer.apple.com/documentation/swift/clock — iOS 16.0+, macOS 13.0+.
@available(
  *, deprecated, message: "Clock needs iOS 16.0 / macOS 13.0 (deployment target: iOS 15 / macOS 12)"
)
public protocol Clock {}

// https://developer.apple.com/documentation/swift/instantprotocol — iOS 16.0+, macOS 13.0+.
@available(
  *, deprecated,
  message: "InstantProtocol needs iOS 16.0 / macOS 13.0 (deployment target: iOS 15 / macOS 12)"
)
public protocol InstantProtocol {}

// https://developer.apple.com/documentation/swift/continuousclock — iOS 16.0+, macOS 13.0+.
@available(
  *, deprecated,
  message: "ContinuousClock needs iOS 16.0 / macOS 13.0 (deployment target: iOS 15 / macOS 12)"
)
public struct ContinuousClock {
  public init() {}
  public static var now: ContinuousClock { fatalError("stub") }
}

// https://developer.apple.com/documentation/swift/suspendingclock — iOS 16.0+, macOS 13.0+.
@available(
  *, deprecated,
  message: "SuspendingClock needs iOS 16.0 / macOS 13.0 (deployment target: iOS 15 / macOS 12)"
)
public struct SuspendingClock {
  public init() {}
  public static var now: SuspendingClock { fatalError("stub") }
}

extension Task where Success == Never, Failure == Never {
  // https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:) — iOS
  // 16.0+, macOS 13.0+ (the Clock-based sleeps); this is its `Duration` overload,
  // `static func sleep(for duration: Duration) async throws` (same release, SE-0329).
  @available(
    *, deprecated,
    message:
      "Task.sleep(for:) needs iOS 16.0 / macOS 13.0 (deployment target: iOS 15 / macOS 12): use Task.sleep(nanoseconds:)"
  )
  public static func sleep(for duration: Swift.Duration) async throws { fatalError("stub") }
}

// https://developer.apple.com/documentation/swift/discardingtaskgroup — iOS 17.0+,
// macOS 14.0+; withDiscardingTaskGroup(returning:isolation:body:), same.
@available(
  *, deprecated,
  message: "DiscardingTaskGroup needs iOS 17.0 / macOS 14.0 (deployment target: iOS 15 / macOS 12)"
)
public struct DiscardingTaskGroup {}

@available(
  *, deprecated,
  message:
    "withDiscardingTaskGroup needs iOS 17.0 / macOS 14.0 (deployment target: iOS 15 / macOS 12)"
)
public func withDiscardingTaskGroup<GroupResult>(
  returning returnType: GroupResult.Type = GroupResult.self,
  body: (inout DiscardingTaskGroup) async -> GroupResult
) async -> GroupResult { fatalError("stub") }

@available(
  *, deprecated,
  message:
    "withThrowingDiscardingTaskGroup needs iOS 17.0 / macOS 14.0 (deployment target: iOS 15 / macOS 12)"
)
public func withThrowingDiscardingTaskGroup<GroupResult>(
  returning returnType: GroupResult.Type = GroupResult.self,
  body: (inout DiscardingTaskGroup) async throws -> GroupResult
) async throws -> GroupResult { fatalError("stub") }
