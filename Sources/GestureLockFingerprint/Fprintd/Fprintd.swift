public import GestureLockBiometrics

/// fprintd's D-Bus interface, exactly the calls fingerprint unlock needs.
///
/// Each method is one D-Bus call on the system bus (`net.reactivated.Fprint.Manager` on
/// `/net/reactivated/Fprint/Manager`, `net.reactivated.Fprint.Device` on the reader), except
/// ``nextVerifyStatus(of:until:cancellation:)``, which waits for the `VerifyStatus` signal.
/// fprintd's errors become ``FingerprintUnavailable`` reasons.
///
/// Owns its bus connection. Not `Sendable`: use it from one thread (a verification blocks that
/// thread while it waits; cancel it from another thread with ``FingerprintCancellation``).
///
/// A reader claimed here is released by ``release(_:)``, or at the latest when this object
/// dies (a best-effort `Release`, then the connection closes). If the whole process dies, the
/// kernel closes the connection and fprintd releases the reader by itself when it sees its
/// client leave the bus, so no claim outlives the process.
///
/// ```swift
/// let fprintd = try Fprintd()
/// let reader = try fprintd.defaultDevice()
/// try fprintd.claim(reader)
/// defer { try? fprintd.release(reader) }
/// try fprintd.verifyStart(reader)
/// defer { try? fprintd.verifyStop(reader) }
/// let event = try fprintd.nextVerifyStatus(
///   of: reader, until: .now + .seconds(30), cancellation: FingerprintCancellation())
/// ```
public final class Fprintd {
  private static let service = "net.reactivated.Fprint"
  private static let managerPath = "/net/reactivated/Fprint/Manager"
  private static let managerInterface = "net.reactivated.Fprint.Manager"
  private static let deviceInterface = "net.reactivated.Fprint.Device"

  private let bus: DBusConnection
  /// The `VerifyStatus` subscriptions of the readers claimed here, by object path.
  private var claims: [String: Claim] = [:]

  /// What arrives for one claimed reader, filled by the signal handlers during `process()`.
  private final class Claim {
    let device: FprintdDevice
    var statuses: [(result: String, done: Bool)] = []
    var ownerLeft = false
    var matches: [DBusSignalMatch] = []
    init(_ device: FprintdDevice) { self.device = device }
  }

  /// How long one call waits for fprintd's answer by default: 3 s.
  public static let defaultCallTimeout = Duration.seconds(3)

  /// Connects to the system bus.
  ///
  /// - Parameters:
  ///   - systemBusAddress: A D-Bus address, or `nil` (default) for the system bus, which
  ///     honours `DBUS_SYSTEM_BUS_ADDRESS` as libdbus and GDBus do.
  ///   - callTimeout: How long each call waits for fprintd's answer before it throws
  ///     ``FingerprintUnavailable/noAnswer`` (a frozen fprintd); at least 1 ms is used.
  /// - Throws: ``FingerprintUnavailable/noSystemBus(_:)`` when the bus cannot be reached.
  public init(systemBusAddress: String? = nil, callTimeout: Duration = defaultCallTimeout)
    throws(FingerprintUnavailable)
  {
    do {
      bus = try DBusConnection(address: systemBusAddress)
    } catch {
      throw .noSystemBus(error.fault)
    }
    let (seconds, attoseconds) = callTimeout.components
    let microseconds = max(0, seconds) * 1_000_000 + max(0, attoseconds) / 1_000_000_000_000
    bus.callTimeoutMicroseconds = UInt64(clamping: max(1_000, microseconds))
  }

  /// Best effort: releases what is still claimed, then the connection closes.
  deinit {
    for claim in claims.values {
      _ = try? bus.call(Self.service, claim.device.path, Self.deviceInterface, "Release")
    }
  }

  /// The default reader. D-Bus: `Manager.GetDefaultDevice() -> o`.
  ///
  /// - Throws: ``FingerprintUnavailable/noService`` when fprintd is not on the bus,
  ///   ``FingerprintUnavailable/noReader`` when it has no reader.
  public func defaultDevice() throws(FingerprintUnavailable) -> FprintdDevice {
    let reply = try call(Self.managerPath, Self.managerInterface, "GetDefaultDevice")
    guard let owner = reply.sender else {
      throw .failed(
        DBusError(
          operation: "read the sender of GetDefaultDevice's reply", name: nil, message: nil,
          errno: .invalidArgument
        ).fault)
    }
    do {
      return FprintdDevice(path: try reply.readObjectPath(), owner: owner)
    } catch {
      throw .failed(error.fault)
    }
  }

  /// The fingers enrolled for `username`, by fprintd's names (e.g. `"right-index-finger"`).
  /// D-Bus: `Device.ListEnrolledFingers(s) -> as`. Needs no claim.
  ///
  /// - Parameter username: A user name; `""` means the user running this process.
  /// - Throws: ``FingerprintUnavailable/noEnrolledFingers`` when there is none.
  public func listEnrolledFingers(_ device: FprintdDevice, username: String = "")
    throws(FingerprintUnavailable) -> [String]
  {
    let reply = try call(device.path, Self.deviceInterface, "ListEnrolledFingers", [username])
    do {
      return try reply.readStringArray()
    } catch {
      throw .failed(error.fault)
    }
  }

  /// Claims the reader for `username`, and starts listening for its `VerifyStatus` signals.
  /// D-Bus: `Device.Claim(s)`.
  ///
  /// - Parameter username: A user name; `""` means the user running this process.
  /// - Throws: ``FingerprintUnavailable/readerBusy`` when another client holds it,
  ///   ``FingerprintUnavailable/permissionDenied`` when polkit refuses.
  public func claim(_ device: FprintdDevice, username: String = "")
    throws(FingerprintUnavailable)
  {
    let claim = Claim(device)
    do {
      // Subscribe first, so no signal can come between the claim and the subscription.
      claim.matches.append(
        try bus.matchSignal(
          sender: device.owner, path: device.path, interface: Self.deviceInterface,
          member: "VerifyStatus"
        ) { [unowned claim] message in
          do {
            let result = try message.readString()
            claim.statuses.append((result, try message.readBoolean()))
          } catch {
            claim.statuses.append(("", true))  // A malformed signal ends the verification.
          }
        })
      claim.matches.append(
        try bus.matchSignal(
          sender: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
          interface: "org.freedesktop.DBus", member: "NameOwnerChanged"
        ) { [unowned claim] message in
          // (name, old owner, new owner): the unique name losing its owner means it left.
          if let name = try? message.readString(), name == claim.device.owner,
            (try? message.readString()) != nil, (try? message.readString()) == ""
          {
            claim.ownerLeft = true
          }
        })
    } catch {
      throw .failed(error.fault)
    }
    _ = try call(device.path, Self.deviceInterface, "Claim", [username])
    claims[device.path] = claim
  }

  /// Starts verifying any enrolled finger of the claiming user. D-Bus:
  /// `Device.VerifyStart(s)` with `"any"`.
  ///
  /// - Throws: ``FingerprintUnavailable/noEnrolledFingers`` when the user has none.
  public func verifyStart(_ device: FprintdDevice) throws(FingerprintUnavailable) {
    claims[device.path]?.statuses.removeAll()
    _ = try call(device.path, Self.deviceInterface, "VerifyStart", ["any"])
  }

  /// Waits for the next `VerifyStatus` signal of a claimed reader, at most until `deadline`,
  /// and no longer than until `cancellation` is requested.
  ///
  /// - Throws: ``FingerprintUnavailable/noService`` when fprintd left the bus meanwhile;
  ///   ``FingerprintUnavailable/failed(_:)`` when the reader is not claimed here or the bus
  ///   connection failed.
  public func nextVerifyStatus(
    of device: FprintdDevice, until deadline: ContinuousClock.Instant,
    cancellation: FingerprintCancellation
  ) throws(FingerprintUnavailable) -> FprintdVerifyEvent {
    guard let claim = claims[device.path] else {
      throw .failed(
        DBusError(
          operation: "wait for VerifyStatus of an unclaimed reader", name: nil, message: nil,
          errno: .invalidArgument
        ).fault)
    }
    let until = MonotonicTime.deadline(after: deadline - .now)
    let signal = CancellationSignal()
    while true {
      do {
        try bus.process()
      } catch {
        throw FingerprintUnavailable(error)
      }
      if !claim.statuses.isEmpty {
        let status = claim.statuses.removeFirst()
        return .status(FingerprintScan(fprintdResult: status.result), done: status.done)
      }
      if claim.ownerLeft { throw .noService }
      if cancellation.isRequested { return .cancelled }
      let waited: DBusConnection.WaitResult
      do {
        waited = try cancellation.whileWaiting(onRequest: { [signal] in signal.raise() }) {
          () throws(DBusError) -> DBusConnection.WaitResult in
          try bus.wait(until: until, orReadable: signal.fileDescriptor)
        }
      } catch {
        throw .failed(error.fault)
      }
      switch waited {
      case .ready: continue
      case .deadlinePassed: return .timedOut
      case .interrupted: return .cancelled
      }
    }
  }

  /// Stops the running verification (also due after a final status). D-Bus:
  /// `Device.VerifyStop()`.
  public func verifyStop(_ device: FprintdDevice) throws(FingerprintUnavailable) {
    _ = try call(device.path, Self.deviceInterface, "VerifyStop")
  }

  /// Releases the reader and stops listening to it. D-Bus: `Device.Release()`.
  public func release(_ device: FprintdDevice) throws(FingerprintUnavailable) {
    claims[device.path] = nil
    _ = try call(device.path, Self.deviceInterface, "Release")
  }

  /// One method call on fprintd, its error mapped to a reason.
  private func call(
    _ path: String, _ interface: String, _ member: String, _ arguments: [String] = []
  ) throws(FingerprintUnavailable) -> DBusMessage {
    do {
      return try bus.call(Self.service, path, interface, member, arguments)
    } catch {
      throw FingerprintUnavailable(error)
    }
  }
}
