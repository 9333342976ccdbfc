import CAllocationCounter

/// Heap allocations of this process, counted by the benchmark's own `malloc` (see
/// `CAllocationCounter`), so no `LD_PRELOAD` is needed.
enum Allocations {
  /// Allocations made by every thread of this process since it started.
  static var count: UInt64 { gl_allocation_count() }

  /// Whether `count` counts anything: not in sanitizer builds, whose runtimes interpose
  /// `malloc` themselves.
  static var areCounted: Bool { gl_allocations_are_counted() != 0 }
}
