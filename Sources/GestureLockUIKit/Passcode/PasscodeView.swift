// The passcode keypad as a UIView: touches and VoiceOver buttons in, the shared Scene drawn
// through Core Graphics.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/uikit/uiview/draw(_:)
// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
// https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
#if canImport(UIKit)
  public import GestureLockAppLock
  public import GestureLockCore
  internal import Foundation
  public import UIKit

  /// The PIN / passcode pad of an `AppLock` as a view, over `AppLockPasscodePad` (the core's
  /// `PasscodeEntry` and `PasscodeScene`): one touch at a time, a cancelled touch presses
  /// nothing, each key a VoiceOver button ("7", "delete", "OK"), the number of characters
  /// entered announced (never which), haptics, dark mode and Dynamic Type as
  /// ``GestureLockView``.
  ///
  /// ```swift
  /// let keypad = PasscodeView(appLock: appLock, mode: .pin(length: 6))
  /// keypad.onStateChange = { state in if state == .unlocked { dismiss() } }
  /// ```
  @MainActor public final class PasscodeView: UIView {
    /// The keypad's model and its app lock.
    public let pad: AppLockPasscodePad
    /// The dark and light styles and the message's base size.
    public var appearance = PadAppearance() { didSet { setNeedsDisplay() } }
    /// Whether key taps and error buzzes play; on by default.
    public var hapticsEnabled: Bool {
      get { haptics.isEnabled }
      set { haptics.isEnabled = newValue }
    }
    /// Called on the main actor with the app lock's state after each checked entry.
    public var onStateChange: ((AppLockState) -> Void)?
    /// Called on the main actor when a check throws (the store failed); the app stays locked.
    public var onError: ((any Error) -> Void)?

    private let haptics = HapticPlayer()
    private let inputs: AsyncStream<Input>.Continuation
    private var consumer: Task<Void, Never>?
    private var holdTimer: Task<Void, Never>?
    private var keyElements: [(key: KeypadKey, element: PadActionElement)] = []

    private enum Input {
      case touch(TouchSample)
      case key(KeypadKey, at: Double)
    }

    /// Creates the keypad of `appLock` for the enrolled secret's `mode`.
    public init(appLock: AppLock, mode: PasscodeMode, frame: CGRect = .zero) {
      pad = AppLockPasscodePad(
        appLock: appLock, mode: mode,
        viewSize: Size(width: Double(frame.width), height: Double(frame.height)))
      let (stream, continuation) = AsyncStream<Input>.makeStream()
      inputs = continuation
      super.init(frame: frame)
      isMultipleTouchEnabled = false
      isExclusiveTouch = true
      isOpaque = true
      isAccessibilityElement = false
      accessibilityContainerType = .semanticGroup
      accessibilityLabel = "Passcode keypad"
      makeKeyElements()
      if #available(iOS 17.0, *) {
        registerForTraitChanges(PadAppearance.traitsDrawnWith) {
          (view: PasscodeView, _: UITraitCollection) in view.setNeedsDisplay()
        }
      }
      consumer = Task { [weak self] in
        for await input in stream {
          guard let self else { return }
          await self.apply(input)
        }
      }
    }

    /// Not available: the keypad needs its app lock.
    deinit { inputs.finish() }

    public required init?(coder: NSCoder) {
      return nil
    }

    public override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      let scene = pad.scene(
        viewSize: Size(width: Double(bounds.width), height: Double(bounds.height)),
        style: appearance.style(for: traitCollection))
      try? CoreGraphicsCanvas(context: context, pixelsPerPoint: Double(contentScaleFactor))
        .draw(scene)
    }

    public override func layoutSubviews() {
      super.layoutSubviews()
      pad.resize(to: Size(width: Double(bounds.width), height: Double(bounds.height)))
      layoutKeyElements()
      setNeedsDisplay()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      // From iOS 17 the registration made in `init` redraws (this method is deprecated there).
      if #unavailable(iOS 17.0) { setNeedsDisplay() }
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      haptics.prepare()
      send(touches, .began)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      send(touches, .moved)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      send(touches, .ended)
    }

    /// The system took the touch away: the pressed key is abandoned, nothing entered.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      send(touches, .cancelled)
    }

    /// A key press needs only the touch's latest point: no coalesced touches here.
    private func send(_ touches: Set<UITouch>, _ phase: TouchSample.Phase) {
      guard let touch = touches.first else { return }
      let location = touch.location(in: self)
      inputs.yield(
        .touch(
          TouchSample(
            location: Point(x: Double(location.x), y: Double(location.y)),
            time: touch.timestamp, phase: phase)))
    }

    private func apply(_ input: Input) async {
      do {
        let state: AppLockState
        switch input {
        case .touch(let sample): state = try await pad.touch(sample)
        case .key(let key, let time): state = try await pad.press(key, at: time)
        }
        react(to: pad.lastEvents)
        if pad.lastEvents.contains(where: { if case .submitted = $0 { true } else { false } }) {
          onStateChange?(state)
        }
      } catch {
        react(to: pad.lastEvents)
        onError?(error)
      }
    }

    private func react(to events: [PadEvent]) {
      for event in events {
        if let haptic = PadHaptic(event) { haptics.play(haptic) }
        if let words = PadAccessibility.announcement(for: event) {
          UIAccessibility.post(notification: .announcement, argument: words)
        }
        if case .stateChanged(.error) = event {
          UIAccessibility.post(
            notification: .announcement, argument: pad.message.text(in: pad.language))
        }
      }
      setNeedsDisplay()
      holdTimer?.cancel()
      guard let deadline = pad.entry.nextDeadline else { return }
      let wait = max(0, deadline - ProcessInfo.processInfo.systemUptime)
      holdTimer = Task { [weak self] in
        try? await Task.sleep(nanoseconds: UInt64(wait * 1e9))  // iOS 15: no `sleep(for:)`
        guard !Task.isCancelled, let self else { return }
        self.pad.advance(to: ProcessInfo.processInfo.systemUptime)
        self.setNeedsDisplay()
      }
    }

    private func makeKeyElements() {
      let submitLabel = PadMessage.submitKey.text(in: pad.language)
      keyElements = pad.entry.keypad.keys.map { _, key in
        let element = PadActionElement(accessibilityContainer: self)
        element.accessibilityLabel = PadAccessibility.label(of: key, submitLabel: submitLabel)
        element.accessibilityTraits = .button
        element.action = { [weak self] in
          self?.inputs.yield(.key(key, at: ProcessInfo.processInfo.systemUptime))
        }
        return (key, element)
      }
      accessibilityElements = keyElements.map(\.element)
    }

    private func layoutKeyElements() {
      let keypad = pad.entry.keypad
      let radius = CGFloat(keypad.keyRadius.isFinite ? keypad.keyRadius : 0)
      for (key, element) in keyElements {
        guard let center = keypad.center(of: key) else { continue }
        element.accessibilityFrameInContainerSpace = CGRect(
          x: CGFloat(center.x) - radius, y: CGFloat(center.y) - radius, width: 2 * radius,
          height: 2 * radius)
      }
    }
  }
#endif
