/// The bytes of a secret — a passcode being typed, the nodes of a pattern being drawn, a line
/// read from standard input, an account password, the bytes a key-derivation function hashes —
/// in memory this value owns, overwritten with zeros whenever bytes leave it: when they are
/// removed, when the buffer grows (the old buffer), and when the last copy ends.
///
/// A value type with copy-on-write, like `Array`, so it fits in the pads' value types and
/// events; but unlike `Array`, every buffer it ever allocates is its own and is wiped before it
/// is freed, so neither a copy nor a growth leaves an unwiped duplicate in the heap. The wipe is
/// ``wipe(_:)``, a write the optimiser cannot remove (see there). It never shows its bytes:
/// `description`, `debugDescription` and reflection give only the count, so `print`, string
/// interpolation, `dump` and test failures cannot reveal a secret.
///
/// What it cannot do: wipe what a caller copies out of it (`Array(secret)`, a `String` made
/// from its bytes, bytes handed to C). Copy out only where a library needs its own copy, and
/// wipe that copy (`ConstantTime.wipe` in GestureLockSecurity). Equality runs in time that
/// depends on the lengths only. Which secrets use it, and what still passes through a `String`:
/// DESIGN.md "Secrets in memory".
///
/// ```swift
/// var entry = SecretBytes()
/// for byte in "1234".utf8 { entry.append(byte) }
/// entry.removeLast()            // the 4 is overwritten with a zero
/// entry.withUnsafeBytes { bytes in hash(bytes) }
/// entry.removeAll()             // every byte overwritten; the capacity is kept
/// ```
public struct SecretBytes: @unchecked Sendable {
  // @unchecked Sendable: the storage is a class, but every mutation goes through a `mutating`
  // member that first makes it unique (copy-on-write), exactly as `Array`'s buffer does; a
  // storage shared between values (or threads) is only ever read.

  /// The bytes; shared by copies of this value until one of them changes.
  private var storage: Storage

  /// An empty buffer that can take `minimumCapacity` bytes before it first grows.
  ///
  /// - Parameter minimumCapacity: Bytes to allocate now (default 16; at least 1 is allocated).
  public init(minimumCapacity: Int = 16) {
    storage = Storage(capacity: Swift.max(1, minimumCapacity))
  }

  /// A buffer holding a copy of `bytes`. The caller wipes its own copy if it has one.
  ///
  /// - Complexity: O(n); one allocation when `bytes` reports its count (a collection).
  public init(copying bytes: some Sequence<UInt8>) {
    self.init(minimumCapacity: bytes.underestimatedCount)
    append(contentsOf: bytes)
  }

  /// How many bytes it holds.
  public var count: Int { storage.count }

  /// How many bytes it can hold before it next grows.
  public var capacity: Int { storage.capacity }

  /// Makes room for `minimumCapacity` bytes in all, so that appending up to that many does not
  /// move the bytes (a move wipes the old buffer, but allocates).
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    makeUnique(minimumCapacity: minimumCapacity)
  }

  /// Adds `byte` at the end.
  ///
  /// - Complexity: Amortised O(1); no allocation while `count < capacity`.
  public mutating func append(_ byte: UInt8) {
    makeUnique(minimumCapacity: storage.count + 1)
    storage.base[storage.count] = byte
    storage.count += 1
  }

  /// Adds `bytes` at the end, in order.
  public mutating func append(contentsOf bytes: some Sequence<UInt8>) {
    reserveCapacity(count + bytes.underestimatedCount)
    for byte in bytes { append(byte) }
  }

  /// Adds up to `maximumCount` bytes at the end, written by `fill` straight into this buffer's
  /// memory (a `read(2)` into a secret without another buffer in between).
  ///
  /// - Parameters:
  ///   - maximumCount: The most bytes `fill` may write.
  ///   - fill: Writes bytes at the start of the buffer it is given (`maximumCount` bytes,
  ///     zero-filled) and returns how many it wrote; a negative or larger result counts as 0.
  ///     The memory is valid only during the call.
  /// - Returns: What `fill` returned (so a negative result, a failed `read`, reaches the caller).
  /// - Throws: What `fill` throws; nothing is appended then.
  @discardableResult
  public mutating func append<Failure: Error>(
    upTo maximumCount: Int, from fill: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int
  ) throws(Failure) -> Int {
    guard maximumCount > 0 else { return 0 }
    makeUnique(minimumCapacity: storage.count + maximumCount)
    let start = storage.base + storage.count
    let spare = UnsafeMutableRawBufferPointer(start: start, count: maximumCount)
    let written: Int
    do {
      written = try fill(spare)
    } catch {
      SecretBytes.wipe(spare)
      throw error
    }
    guard written > 0, written <= maximumCount else {
      SecretBytes.wipe(spare)
      return written
    }
    // What `fill` wrote beyond its result is not kept either.
    SecretBytes.wipe(UnsafeMutableRawBufferPointer(rebasing: spare[written...]))
    storage.count += written
    return written
  }

  /// Removes the last `k` bytes, overwriting them with zeros.
  ///
  /// - Precondition: `0 <= k <= count`.
  public mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= count, "removeLast(\(k)) of \(count) bytes")
    guard k > 0 else { return }
    makeUnique(minimumCapacity: storage.capacity)
    storage.count -= k
    SecretBytes.wipe(UnsafeMutableRawBufferPointer(start: storage.base + storage.count, count: k))
  }

  /// Removes the first `k` bytes: the rest move to the front, and the bytes they leave at the
  /// end are overwritten with zeros.
  ///
  /// - Precondition: `0 <= k <= count`.
  /// - Complexity: O(count).
  public mutating func removeFirst(_ k: Int) {
    precondition(k >= 0 && k <= count, "removeFirst(\(k)) of \(count) bytes")
    guard k > 0 else { return }
    makeUnique(minimumCapacity: storage.capacity)
    let remaining = storage.count - k
    // Raw `copyMemory` is a `memmove`: the two ranges may overlap.
    UnsafeMutableRawPointer(storage.base).copyMemory(from: storage.base + k, byteCount: remaining)
    storage.count = remaining
    SecretBytes.wipe(UnsafeMutableRawBufferPointer(start: storage.base + remaining, count: k))
  }

  /// Removes every byte, overwriting them with zeros; the capacity is kept.
  ///
  /// A buffer shared with a copy is left to that copy (which wipes it when it ends), and this
  /// value takes a fresh one of the same capacity.
  public mutating func removeAll() {
    if isKnownUniquelyReferenced(&storage) {
      SecretBytes.wipe(UnsafeMutableRawBufferPointer(start: storage.base, count: storage.count))
      storage.count = 0
    } else {
      storage = Storage(capacity: storage.capacity, inheriting: storage)
    }
  }

  /// Calls `body` with the bytes, valid only during the call. `body` must not keep them, nor
  /// copy them anywhere that is not wiped.
  public func withUnsafeBytes<Result, Failure: Error>(
    _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withExtendedLifetime(storage) { () throws(Failure) -> Result in
      try body(UnsafeRawBufferPointer(start: storage.base, count: storage.count))
    }
  }

  /// Calls `body` with the bytes followed by a zero byte, a C string when the bytes hold no
  /// zero (an account password for PAM), valid only during the call: the zero is this buffer's
  /// own (every byte past `count` is zero), so nothing is copied.
  ///
  /// - Precondition: `count < capacity`: reserve a byte more than the text needs.
  public func withUnsafeCString<Result, Failure: Error>(
    _ body: (UnsafePointer<CChar>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    precondition(count < capacity, "no room for the terminating zero: reserve a byte more")
    return try withExtendedLifetime(storage) { () throws(Failure) -> Result in
      try UnsafeRawPointer(storage.base).withMemoryRebound(to: CChar.self, capacity: count + 1) {
        (string: UnsafePointer<CChar>) throws(Failure) -> Result in try body(string)
      }
    }
  }

  /// The byte at `position`, in `0..<count`.
  public subscript(position: Int) -> UInt8 {
    get {
      precondition(position >= 0 && position < count, "index \(position) of \(count) bytes")
      return storage.base[position]
    }
    set {
      precondition(position >= 0 && position < count, "index \(position) of \(count) bytes")
      makeUnique(minimumCapacity: storage.capacity)
      storage.base[position] = newValue
    }
  }

  /// Makes the storage this value's own, with room for `minimumCapacity` bytes: a shared
  /// storage is copied, a full one moved to a larger buffer (the old one wiped and freed).
  private mutating func makeUnique(minimumCapacity: Int) {
    let unique = isKnownUniquelyReferenced(&storage)
    if unique && storage.capacity >= minimumCapacity { return }
    let capacity =
      storage.capacity >= minimumCapacity
      ? storage.capacity : Swift.max(minimumCapacity, storage.capacity * 2)
    let copy = Storage(capacity: capacity, inheriting: storage)
    copy.base.update(from: storage.base, count: storage.count)
    copy.count = storage.count
    // The old buffer is wiped when its last owner releases it: now, if it was ours alone.
    storage = copy
  }
}

extension SecretBytes {
  /// Overwrites `bytes` with zeros with stores the optimiser cannot remove, even when the
  /// memory is freed right after (where a plain store, or `memset`, is dead and may be deleted).
  ///
  /// GestureLockCore uses only the standard library, which has no `explicit_bzero`,
  /// `memset_s` or volatile store, so the guarantee comes from how this function is compiled:
  /// `@_optimize(none)` builds it without optimisation (LLVM's `optnone`: its stores are kept as
  /// written, and no analysis of it is shared with callers, so none can prove them dead) and
  /// `@inline(never)` keeps its body out of every caller, so a caller sees an opaque call that
  /// may read the memory. The release build is checked by `SecretMemoryReleaseTests` (the typed
  /// text is absent from the memory of the running release pad after it is cleared).
  ///
  /// - Parameter bytes: The memory to wipe; nothing happens for an empty buffer.
  /// - Complexity: O(n), a byte at a time (n is a secret's size: bytes to a few KiB).
  @inline(never)
  @_optimize(none)
  public static func wipe(_ bytes: UnsafeMutableRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    var index = 0
    while index < bytes.count {
      base.storeBytes(of: 0, toByteOffset: index, as: UInt8.self)
      index += 1
    }
  }
}

extension SecretBytes {
  /// One buffer: `capacity` bytes, the first `count` in use, the rest zero; wiped when freed.
  final class Storage {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    var count = 0

    #if DEBUG
      /// Test hook (debug builds only): called with the buffer's memory just before it is
      /// freed (after the wipe), so a test reads the real bytes that go back to the allocator.
      /// Carried to the buffers that replace this one.
      var willFree: ((UnsafeRawBufferPointer) -> Void)?
    #endif

    init(capacity: Int) {
      self.capacity = capacity
      base = .allocate(capacity: capacity)
      base.initialize(repeating: 0, count: capacity)
    }

    /// A new buffer of `capacity` bytes that replaces `previous` (a growth or a copy).
    convenience init(capacity: Int, inheriting previous: Storage) {
      self.init(capacity: capacity)
      #if DEBUG
        willFree = previous.willFree
      #endif
    }

    deinit {
      let memory = UnsafeMutableRawBufferPointer(start: base, count: capacity)
      SecretBytes.wipe(memory)
      #if DEBUG
        willFree?(UnsafeRawBufferPointer(memory))
      #endif
      base.deallocate()
    }
  }

  #if DEBUG
    /// Test hook (debug builds only): `observer` is called with each buffer this value owns or
    /// will own, just before it is freed and after it was wiped.
    mutating func observeFreedBuffers(_ observer: @escaping (UnsafeRawBufferPointer) -> Void) {
      makeUnique(minimumCapacity: storage.capacity)
      storage.willFree = observer
    }

    /// Test hook (debug builds only): the buffer's whole memory, `capacity` bytes, as it is now.
    func withStorageMemory<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
      withExtendedLifetime(storage) {
        body(UnsafeRawBufferPointer(start: storage.base, count: storage.capacity))
      }
    }
  #endif
}
