/// Runs a C call that reports failure as a negative result and the reason in `errno`, and
/// turns its result into a value or an `Errno`; with `retryOnInterrupt`, a call interrupted by
/// a signal (`EINTR`) is made again.
///
/// The shape of swift-system's internal `valueOrErrno(retryOnInterrupt:_:)`, so no caller
/// writes its own `if errno == EINTR { continue }` loop.
///
/// ```swift
/// let count = valueOrErrno(retryOnInterrupt: true) { read(0, buffer, 4096) }
/// ```
///
/// - Parameters:
///   - retryOnInterrupt: Whether `EINTR` makes the call again (`true`) or is returned.
///   - call: The C call; a negative result means failure with `errno` set.
/// - Returns: The non-negative result, or the `Errno` of the failure.
@inlinable
public func valueOrErrno<Value: FixedWidthInteger>(
  retryOnInterrupt: Bool, _ call: () -> Value
) -> Result<Value, Errno> {
  while true {
    let result = call()
    if result >= 0 { return .success(result) }
    let error = Errno.current
    if retryOnInterrupt && error == .interrupted { continue }
    return .failure(error)
  }
}
