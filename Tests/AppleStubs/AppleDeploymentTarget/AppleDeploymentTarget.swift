// STUB for `make check-apple` only: test-only, never shipped, never linked into a product.
// Not an Apple module. The standard-library declarations newer than our deployment target
// (Package.swift: iOS 15, macOS 12), re-declared under the same names with Apple's documented
// availability (the page of each is above it). scripts/check-apple lowers that availability
// into a deprecation (scripts/check-apple-availability.py) and imports this module into every
// file it checks (`-import-module`); a declaration of an imported module shadows the standard
// library's of the same name, so a use of one of these names outside a declaration gated by
// `@available` (or an `if #available` proving the version) fails the check, as it fails on
// Apple platforms. The types are type aliases of the real ones, so that every operation on
// them type-checks as it does on Apple platforms.
//
// What this catches: these names spelled as such (`Duration`, `UInt128`, `ContinuousClock.now`,
// `Task.sleep(for:)`…). What it cannot: a spelling that never names them (`Swift.Duration`, a
// value whose type is inferred from an API not listed here).

// https://developer.apple.com/documentation/swift/uint128 — iOS 18.0+, macOS 15.0+.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
public typealias UInt128 = Swift.UInt128

// https://developer.apple.com/documentation/swift/int128 — iOS 18.0+, macOS 15.0+.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
public typealias Int128 = Swift.Int128

// https://developer.apple.com/documentation/swift/duration — iOS 16.0+, macOS 13.0+.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public typealias Duration = Swift.Duration

// https://developer.apple.com/documentation/swift/durationprotocol — iOS 16.0+, macOS 13.0+.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public typealias DurationProtocol = Swift.DurationProtocol

// https://developer.apple.com/documentation/swift/clock — iOS 16.0+, macOS 13.0+.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public typealias Clock = Swift.Clock

// https://developer.apple.com/documentation/swift/instantprotocol — iOS 16.0+, macOS 13.0+.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public typealias InstantProtocol = Swift.InstantProtocol

// https://developer.apple.com/documentation/swift/continuousclock — iOS 16.0+, macOS 13.0+.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public typealias ContinuousClock = Swift.ContinuousClock

// https://developer.apple.com/documentation/swift/suspendingclock — iOS 16.0+, macOS 13.0+.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public typealias SuspendingClock = Swift.SuspendingClock

extension Task where Success == Never, Failure == Never {
  // https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:) — iOS
  // 16.0+, macOS 13.0+ (the Clock-based sleeps); this is its `Duration` overload,
  // `static func sleep(for duration: Duration) async throws` (same release, SE-0329).
  @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
  public static func sleep(for duration: Swift.Duration) async throws { fatalError("stub") }
}

// https://developer.apple.com/documentation/swift/discardingtaskgroup — iOS 17.0+,
// macOS 14.0+; withDiscardingTaskGroup(returning:isolation:body:), same.
@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
public typealias DiscardingTaskGroup = Swift.DiscardingTaskGroup

// https://developer.apple.com/documentation/swift/throwingdiscardingtaskgroup — iOS 17.0+,
// macOS 14.0+.
@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
public typealias ThrowingDiscardingTaskGroup = Swift.ThrowingDiscardingTaskGroup

// https://developer.apple.com/documentation/swift/withdiscardingtaskgroup(returning:isolation:body:)
@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
public func withDiscardingTaskGroup<GroupResult>(
  returning returnType: GroupResult.Type = GroupResult.self,
  body: (inout Swift.DiscardingTaskGroup) async -> GroupResult
) async -> GroupResult { fatalError("stub") }

// https://developer.apple.com/documentation/swift/withthrowingdiscardingtaskgroup(returning:isolation:body:)
@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
public func withThrowingDiscardingTaskGroup<GroupResult>(
  returning returnType: GroupResult.Type = GroupResult.self,
  body: (inout Swift.ThrowingDiscardingTaskGroup<any Error>) async throws -> GroupResult
) async throws -> GroupResult { fatalError("stub") }
