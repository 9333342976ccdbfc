import TestSupport
import Testing

@testable import GestureLockCore

/// `SecretBytes` wipes its memory: every test reads the buffer's real memory — the bytes past
/// the count through `withStorageMemory`, and a buffer going back to the allocator through the
/// hook called just before `deallocate` — both debug-only test hooks of the type, so what is
/// read is what the allocator gets back, not a copy.
@Suite("Secret bytes: one buffer, wiped whenever bytes leave it")
struct SecretBytesTests {
  /// The bytes of a buffer freed while a test watched, in the order freed.
  final class FreedBuffers: @unchecked Sendable {
    var buffers: [[UInt8]] = []

    /// Starts watching `secret`'s buffers (and those that replace them).
    func watch(_ secret: inout SecretBytes) {
      secret.observeFreedBuffers { memory in self.buffers.append(Array(memory)) }
    }
  }

  static func memory(_ secret: SecretBytes) -> [UInt8] {
    secret.withStorageMemory { Array($0) }
  }

  @Test("Removing bytes from the end overwrites them with zeros at once")
  func removeLastWipes() {
    var secret = SecretBytes(utf8: "Zebra-Quartz")
    secret.removeLast(6)
    #expect(secret.utf8Text == "Zebra-")
    let memory = Self.memory(secret)
    #expect(Array(memory[..<6]) == Array("Zebra-".utf8))
    #expect(memory[6...].allSatisfy { $0 == 0 }, "\(memory)")
    #expect(memory.count == secret.capacity)
  }

  @Test("removeAll overwrites every byte and keeps the capacity")
  func removeAllWipes() {
    var secret = SecretBytes(utf8: "correct horse battery")
    let capacity = secret.capacity
    secret.removeAll()
    #expect(secret.isEmpty && secret.capacity == capacity)
    #expect(Self.memory(secret).allSatisfy { $0 == 0 })
  }

  @Test("removeFirst moves the rest to the front and zeroes what it leaves")
  func removeFirstWipes() {
    var secret = SecretBytes(utf8: "line one\nline two")
    secret.removeFirst(9)
    #expect(secret.utf8Text == "line two")
    let memory = Self.memory(secret)
    #expect(memory[8...].allSatisfy { $0 == 0 })
  }

  @Test("The last copy's end wipes the buffer before it goes back to the allocator")
  func endWipes() throws {
    let freed = FreedBuffers()
    do {
      var secret = SecretBytes(minimumCapacity: 32)
      freed.watch(&secret)
      secret.append(contentsOf: "AcctPw-Secret-Mango77".utf8)
      let copy = secret  // shares the buffer: not freed when `secret` ends alone
      _ = copy
    }
    try #require(freed.buffers.count == 1)
    #expect(freed.buffers[0].count == 32)
    #expect(freed.buffers[0].allSatisfy { $0 == 0 }, "\(freed.buffers[0])")
  }

  @Test("Growing wipes the old buffer; nothing is left behind by a move")
  func growthWipes() throws {
    let freed = FreedBuffers()
    var secret = SecretBytes(minimumCapacity: 4)
    freed.watch(&secret)
    secret.append(contentsOf: "1234".utf8)
    secret.append(contentsOf: "5678".utf8)  // past the capacity: a new buffer
    try #require(freed.buffers.count == 1)
    #expect(freed.buffers[0] == [0, 0, 0, 0])
    #expect(secret.utf8Text == "12345678" && secret.capacity >= 8)
  }

  @Test("A changed copy gets a buffer of its own; the original keeps its bytes; both are wiped")
  func copyOnWrite() throws {
    let freed = FreedBuffers()
    do {
      var original = SecretBytes(utf8: "2580")
      freed.watch(&original)
      var copy = original
      copy.removeLast()
      copy.append(UInt8(ascii: "1"))
      #expect(original.utf8Text == "2580")
      #expect(copy.utf8Text == "2581")
      original.removeAll()
      #expect(copy.utf8Text == "2581")
    }
    try #require(freed.buffers.count == 2)
    #expect(freed.buffers.allSatisfy { $0.allSatisfy { $0 == 0 } })
  }

  @Test("A fill that writes more than it reports, or fails, leaves no byte past the count")
  func appendFromFill() {
    var secret = SecretBytes(minimumCapacity: 16)
    let kept = secret.append(upTo: 8) { buffer in
      for (index, byte) in "abcdefgh".utf8.enumerated() { buffer[index] = byte }
      return 3
    }
    #expect(kept == 3 && secret.utf8Text == "abc")
    #expect(Self.memory(secret)[3...].allSatisfy { $0 == 0 })
    let failed = secret.append(upTo: 8) { buffer in
      buffer[0] = 0x58
      return -1
    }
    #expect(failed == -1 && secret.utf8Text == "abc")
    #expect(Self.memory(secret)[3...].allSatisfy { $0 == 0 })
  }

  @Test("A C string view ends in the buffer's own zero")
  func cString() {
    var secret = SecretBytes(minimumCapacity: 8)
    secret.append(contentsOf: "pw".utf8)
    let length = secret.withUnsafeCString { strlenOf($0) }
    #expect(length == 2)
  }

  @Test("Printing, interpolation and dump show the count, never the bytes")
  func neverShown() {
    let secret = SecretBytes(utf8: "Zebra-Quartz")
    var dumped = ""
    dump(secret, to: &dumped)
    for shown in [secret.description, "\(secret)", String(reflecting: secret), dumped] {
      #expect(!shown.contains("Zebra") && !shown.contains("90"), "\(shown)")
    }
    #expect(secret.description == "SecretBytes(12 bytes)")
  }

  @Test("Equality compares the bytes; UTF-8 is checked in place")
  func equalityAndUTF8() {
    #expect(SecretBytes(utf8: "1234") == [0x31, 0x32, 0x33, 0x34])
    #expect(SecretBytes(utf8: "1234") != SecretBytes(utf8: "1235"))
    #expect(SecretBytes(utf8: "123") != SecretBytes(utf8: "1234"))
    #expect(SecretBytes(utf8: "café ١٢٣").isValidUTF8)
    #expect(!([0x61, 0xC3] as SecretBytes).isValidUTF8)
    #expect(!([0xFF] as SecretBytes).isValidUTF8)
  }

  /// The length of a C string, without importing the C library into a Core test.
  func strlenOf(_ string: UnsafePointer<CChar>) -> Int {
    var count = 0
    while string[count] != 0 { count += 1 }
    return count
  }
}
