/// The one path every throttled attempt takes (SPEC.md §4): the secret's (`attempt`, behind
/// `verify`, `change` and `remove`) and the account password's (`verifyAccountPassword`).
extension LockService {
  /// How the first transaction may end an attempt before it is counted.
  enum Admission<Outcome> {
    /// An answer without checking anything; what the transaction changed so far is stored.
    case decided(Outcome)
    /// The caller gave up: nothing is written.
    case cancelled
    /// Count it, then check it.
    case count
  }

  /// What the first transaction decided.
  enum FirstStep<Entry, Outcome> {
    /// An answer without checking anything.
    case decided(Outcome)
    /// The caller gave up before the attempt was counted: nothing was written.
    case cancelled
    /// The attempt is counted and committed.
    case counted(Counted<Entry>)
  }

  /// A counted attempt's entry: as it was, and as the count committed it.
  struct Counted<Entry> {
    /// Before the count.
    let before: Entry
    /// As committed by the first transaction.
    let counted: Entry
  }

  /// Counts an attempt and stores the count before anything is checked, checks it, then
  /// records the verdict: killing the process at any moment costs a try and never gives one.
  ///
  /// 1. One transaction on `ledger`'s entry: `gate` may answer first (nothing enrolled,
  ///    damage, a permanent lock); then a lockout in force answers `lockedOut` with its end
  ///    (a lockout of another boot is restarted in full and stored); then `admit` may answer
  ///    (too short, another kind) or give up (`.cancelled`: nothing is written). Otherwise the
  ///    counter is raised with the lockout the schedule sets, `onCount` adds what else the
  ///    count causes, and it commits.
  /// 2. `check`, outside any transaction, on the entry as counted (the KDF, PAM).
  /// 3. One transaction: `settle` records the verdict on the entry as it is now (another
  ///    process may have counted meanwhile): clear the counter on a success, keep the count on
  ///    a failure, `AttemptCounter.undoCount` when it was not one after all.
  ///
  /// - Parameters:
  ///   - ledger: Where the entry is kept.
  ///   - counter: The entry's counter; read only once `gate` let the attempt through.
  ///   - gate: Before the lockout; an answer, or `nil` to go on. What it changes is stored
  ///     with any answer but `.cancelled`.
  ///   - lockedOut: The answer during a lockout, given its end (wall clock, to show).
  ///   - admit: After the lockout, right before counting.
  ///   - onCount: What the count changes besides the counter, at the attempt's start.
  ///   - check: The check, on the entry as committed.
  ///   - settle: The verdict's transaction, with the check's result, the entry before and as
  ///     counted, and the instant after the check.
  /// - Returns: The answer, or `nil` when `admit` gave up (`.cancelled`).
  /// - Throws: What the closures or the ledger throw; nothing is accepted then.
  func countThenCheck<Ledger: AttemptLedger, Checked, Outcome>(
    on ledger: Ledger,
    counter: WritableKeyPath<Ledger.Entry, AttemptCounter>,
    gate: (inout Ledger.Entry, LockInstant) throws(SecurityError) -> Outcome? = { _, _ in nil },
    lockedOut: (Double) -> Outcome,
    admit: (inout Ledger.Entry) throws(SecurityError) -> Admission<Outcome> = { _ in .count },
    onCount: (inout Ledger.Entry, LockInstant) -> Void = { _, _ in },
    check: (Ledger.Entry) throws(SecurityError) -> Checked,
    settle: (inout Ledger.Entry, Checked, Counted<Ledger.Entry>, LockInstant) throws(SecurityError)
      -> Outcome
  ) throws(SecurityError) -> Outcome? {
    let throttle = policy.throttle
    let start = clock.instant()
    let first = try ledger.update {
      (entry: inout Ledger.Entry) throws(SecurityError) -> FirstStep<Ledger.Entry, Outcome> in
      let original = entry
      if let answer = try gate(&entry, start) { return .decided(answer) }
      if let lockout = entry[keyPath: counter].lockoutInForce(at: start, on: throttle) {
        return .decided(lockedOut(lockout.end))
      }
      switch try admit(&entry) {
      case .decided(let answer): return .decided(answer)
      case .cancelled:
        entry = original
        return .cancelled
      case .count: break
      }
      let before = entry
      entry[keyPath: counter].count(at: start, on: throttle)
      onCount(&entry, start)
      return .counted(Counted(before: before, counted: entry))
    }
    let counting: Counted<Ledger.Entry>
    switch first {
    case .decided(let answer): return answer
    case .cancelled: return nil
    case .counted(let counted): counting = counted
    }
    let checked = try check(counting.counted)
    let end = clock.instant()
    return try ledger.update { (entry: inout Ledger.Entry) throws(SecurityError) -> Outcome in
      try settle(&entry, checked, counting, end)
    }
  }
}
