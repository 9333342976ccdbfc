// STUB for `make check-apple` only: test-only, never shipped, never linked into a product.
// Not Apple's Synchronization module: it stands in for it (scripts/check-apple builds it into
// the first directory of the import path, so `import Synchronization` finds this one, not the
// toolchain's) to say what Apple's says to a package whose deployment target is iOS 15 /
// macOS 12 (Package.swift's `platforms`): nothing in it can be used there. Every declaration
// of Apple's module is iOS 18.0 / macOS 15.0 or later
// (https://developer.apple.com/documentation/synchronization); the ones we ever used are
// declared here unavailable, with that message; any other name of the module is simply not
// found, which fails the check as well. Use GestureLockSystem's `Locked` instead.

// https://developer.apple.com/documentation/synchronization/mutex — iOS 18.0+, macOS 15.0+:
// `@frozen struct Mutex<Value> where Value : ~Copyable`
@available(
  *, unavailable,
  message:
    "Synchronization.Mutex needs iOS 18.0 / macOS 15.0; the package supports iOS 15 / macOS 12: use GestureLockSystem's Locked"
)
public struct Mutex<Value: ~Copyable>: ~Copyable {
  public init(_ initialValue: consuming sending Value) { fatalError("stub") }
}

// https://developer.apple.com/documentation/synchronization/atomic — iOS 18.0+, macOS 15.0+:
// `@frozen struct Atomic<Value> where Value : AtomicRepresentable`
@available(
  *, unavailable,
  message:
    "Synchronization.Atomic needs iOS 18.0 / macOS 15.0; the package supports iOS 15 / macOS 12: use GestureLockSystem's Locked"
)
public struct Atomic<Value>: ~Copyable {
  public init(_ initialValue: consuming Value) { fatalError("stub") }
}
