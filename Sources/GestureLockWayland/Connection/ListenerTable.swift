/// A listener struct (`wl_*_listener`: the C functions libwayland calls for an object's
/// events) in memory that is never freed, so that its address stays valid for as long as any
/// proxy may use it. One per interface, made once.
enum ListenerTable {
  /// `table` copied to memory of its own, never freed.
  static func make<Table>(_ table: Table) -> UnsafeMutablePointer<Table> {
    let memory = UnsafeMutablePointer<Table>.allocate(capacity: 1)
    memory.initialize(to: table)
    return memory
  }
}
