// The gesture pad as a UIView: touches in, the shared Scene drawn through Core Graphics.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/uikit/uiview/draw(_:)
// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
// https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
// https://developer.apple.com/documentation/uikit/uievent/coalescedtouches(for:)
// https://developer.apple.com/documentation/uikit/getting-high-fidelity-input-with-coalesced-touches
// https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled
// https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch
// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
#if canImport(UIKit)
  public import GestureLockAppLock
  internal import GestureLockCore
  internal import Foundation
  public import UIKit

  /// The pattern pad of an `AppLock` as a view: the same `PadModel`, `PadScene` and verdicts as
  /// every other front end (through `AppLockPad`), drawn with ``CoreGraphicsCanvas``.
  ///
  /// - One touch at a time (`isMultipleTouchEnabled = false`, `isExclusiveTouch = true`); every
  ///   coalesced touch becomes a `TouchSample`, so a fast swipe selects every node it crosses.
  ///   A cancelled touch (a call, a system gesture) discards the attempt: nothing is counted.
  /// - A pan that starts on the pad belongs to the pad: a parent scroll view's pan (or any
  ///   other pan not attached to this view) is refused in `gestureRecognizerShouldBegin(_:)`.
  /// - VoiceOver: the grid is a container of one element per node ("row 1, column 2"); a
  ///   double-tap selects that node (through the pad's keyboard path, skipped-node rule
  ///   included) and a "Done" element submits. Each selection and each new message is
  ///   announced (not in stealth mode).
  /// - Haptics: a light impact per node, the error notification on a wrong or too-short
  ///   pattern (`hapticsEnabled`).
  /// - Dark mode and Dynamic Type: `appearance` picks the style from the traits and scales the
  ///   message.
  ///
  /// ```swift
  /// let padView = try GestureLockView(appLock: appLock)
  /// padView.onStateChange = { state in if state == .unlocked { dismiss() } }
  /// view.addSubview(padView)
  /// ```
  @MainActor public final class GestureLockView: UIView {
    /// The pad's model and its app lock.
    public let pad: AppLockPad
    /// The dark and light styles and the message's base size.
    public var appearance = PadAppearance() { didSet { setNeedsDisplay() } }
    /// Whether node taps and error buzzes play; on by default.
    public var hapticsEnabled: Bool {
      get { haptics.isEnabled }
      set { haptics.isEnabled = newValue }
    }
    /// Called on the main actor with the app lock's state after each checked pattern.
    public var onStateChange: ((AppLockState) -> Void)?
    /// Called on the main actor when a check throws (the store failed); the app stays locked.
    public var onError: ((any Error) -> Void)?

    private let haptics = HapticPlayer()
    private let samples: AsyncStream<Input>.Continuation
    private var consumer: Task<Void, Never>?
    private var holdTimer: Task<Void, Never>?
    private var nodeElements: [PadNodeElement] = []
    private var doneElement: PadActionElement?
    private var announcedMessage: PadMessage?

    /// What reaches the pad, in order: touches and VoiceOver's key commands.
    private enum Input {
      case touch(TouchSample)
      case key(KeyCommand, at: Double)
    }

    /// Creates the pad of `appLock`.
    ///
    /// - Parameters:
    ///   - appLock: The app lock the pad opens.
    ///   - frame: The view's frame; the pad follows the view's later size.
    /// - Throws: `GestureLockError.invalidLayout` when the layout cannot be made.
    public init(appLock: AppLock, frame: CGRect = .zero) throws {
      pad = try AppLockPad(appLock: appLock, viewSize: Self.size(of: frame.size))
      let (stream, continuation) = AsyncStream<Input>.makeStream()
      samples = continuation
      super.init(frame: frame)
      isMultipleTouchEnabled = false
      isExclusiveTouch = true
      isOpaque = true
      isAccessibilityElement = false
      accessibilityContainerType = .semanticGroup
      accessibilityLabel = "Unlock pattern"
      makeAccessibilityElements()
      if #available(iOS 17.0, *) {
        registerForTraitChanges(PadAppearance.traitsDrawnWith) {
          (view: GestureLockView, _: UITraitCollection) in view.setNeedsDisplay()
        }
      }
      // One consumer, so inputs reach the pad in order even while a check awaits the KDF. It
      // ends with the view: `deinit` finishes the stream (dropping the continuation alone
      // would leave the task waiting for ever).
      consumer = Task { [weak self] in
        for await input in stream {
          guard let self else { return }
          await self.apply(input)
        }
      }
    }

    /// Not available: the pad needs its app lock.
    deinit { samples.finish() }

    public required init?(coder: NSCoder) {
      return nil
    }

    // MARK: - Drawing

    public override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      let scene = pad.scene(
        viewSize: Self.size(of: bounds.size), style: appearance.style(for: traitCollection))
      let canvas = CoreGraphicsCanvas(
        context: context, pixelsPerPoint: Double(contentScaleFactor))
      // A text failure leaves the frame without its message; the pad still works.
      try? canvas.draw(scene)
    }

    public override func layoutSubviews() {
      super.layoutSubviews()
      try? pad.resize(to: Self.size(of: bounds.size))
      layoutAccessibilityElements()
      setNeedsDisplay()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      // From iOS 17 the registration made in `init` redraws (this method is deprecated there).
      if #unavailable(iOS 17.0) { setNeedsDisplay() }
    }

    // MARK: - Touches

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      haptics.prepare()
      send(touches, event, .began)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      send(touches, event, .moved)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      send(touches, event, .ended)
    }

    /// The system took the touch away: the attempt is discarded, nothing counted.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      send(touches, event, .cancelled)
    }

    /// Refuses pans that are not this view's own (a parent scroll view's), so dragging across
    /// the pad draws instead of scrolling.
    public override func gestureRecognizerShouldBegin(
      _ gestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      if gestureRecognizer is UIPanGestureRecognizer, gestureRecognizer.view !== self {
        return false
      }
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Each touch with its coalesced touches, oldest first, as samples (one pointer).
    private func send(_ touches: Set<UITouch>, _ event: UIEvent?, _ phase: TouchSample.Phase) {
      guard let touch = touches.first else { return }
      let all = event?.coalescedTouches(for: touch) ?? [touch]
      let points = all.map { coalesced in
        let location = coalesced.location(in: self)
        return (Point(x: Double(location.x), y: Double(location.y)), coalesced.timestamp)
      }
      for sample in TouchSample.coalesced(points, phase: phase) {
        samples.yield(.touch(sample))
      }
    }

    // MARK: - The pad

    /// Feeds one input, then plays, announces and redraws what it did.
    private func apply(_ input: Input) async {
      do {
        let state: AppLockState
        switch input {
        case .touch(let sample): state = try await pad.touch(sample)
        case .key(let command, let time): state = try await pad.press(command, at: time)
        }
        react(to: pad.lastEvents)
        if pad.lastEvents.contains(where: { if case .completed = $0 { true } else { false } }) {
          onStateChange?(state)
        }
      } catch {
        react(to: pad.lastEvents)
        onError?(error)
      }
    }

    /// Haptics, VoiceOver and the next frame for `events`; the hold timer re-armed.
    private func react(to events: [PadEvent]) {
      let grid = pad.pad.layout.grid
      let stealth = pad.pad.stealth
      for event in events {
        if let haptic = PadHaptic(event, stealth: stealth) { haptics.play(haptic) }
        if let words = PadAccessibility.announcement(for: event, in: grid, stealth: stealth) {
          UIAccessibility.post(notification: .announcement, argument: words)
        }
      }
      if pad.message != announcedMessage {
        announcedMessage = pad.message
        UIAccessibility.post(
          notification: .announcement, argument: pad.message.text(in: pad.language))
      }
      setNeedsDisplay()
      scheduleHoldEnd()
    }

    /// Clears the error or success hold when it ends (the pad's own deadline, on the touches'
    /// clock: seconds since boot, as `UITouch.timestamp` and `systemUptime` count).
    private func scheduleHoldEnd() {
      holdTimer?.cancel()
      guard let deadline = pad.pad.nextDeadline else { return }
      let wait = max(0, deadline - ProcessInfo.processInfo.systemUptime)
      holdTimer = Task { [weak self] in
        try? await Task.sleep(nanoseconds: UInt64(wait * 1e9))  // iOS 15: no `sleep(for:)`
        guard !Task.isCancelled, let self else { return }
        self.pad.advance(to: ProcessInfo.processInfo.systemUptime)
        self.setNeedsDisplay()
      }
    }

    // MARK: - VoiceOver

    /// Selects `node` from VoiceOver: the key commands that move the focus there and select.
    func activate(node: Int) {
      let now = ProcessInfo.processInfo.systemUptime
      let commands = PadAccessibility.commands(
        toSelect: node, from: pad.pad.focusedNode, in: pad.pad.layout.grid)
      for command in commands { samples.yield(.key(command, at: now)) }
    }

    /// Submits the nodes selected through VoiceOver.
    func submitFromVoiceOver() {
      samples.yield(.key(.submit, at: ProcessInfo.processInfo.systemUptime))
    }

    /// Whether `node` is on the path on show, for its element's value.
    func value(ofNode node: Int) -> String? {
      PadAccessibility.value(ofNode: node, in: pad.pad)
    }

    private func makeAccessibilityElements() {
      let grid = pad.pad.layout.grid
      nodeElements = (0..<grid.count).map { node in
        let element = PadNodeElement(accessibilityContainer: self)
        element.node = node
        element.padView = self
        element.accessibilityLabel = PadAccessibility.label(ofNode: node, in: grid)
        element.accessibilityTraits = .button
        return element
      }
      let done = PadActionElement(accessibilityContainer: self)
      done.accessibilityLabel = "Done"
      done.accessibilityTraits = .button
      done.action = { [weak self] in self?.submitFromVoiceOver() }
      doneElement = done
      accessibilityElements = nodeElements + [done]
      layoutAccessibilityElements()
    }

    private func layoutAccessibilityElements() {
      let layout = pad.pad.layout
      let radius = CGFloat(layout.nodeRadius.isFinite ? layout.nodeRadius : 0)
      for element in nodeElements {
        let center = layout.center(of: element.node)
        element.accessibilityFrameInContainerSpace = CGRect(
          x: CGFloat(center.x) - radius, y: CGFloat(center.y) - radius, width: 2 * radius,
          height: 2 * radius)
      }
      doneElement?.accessibilityFrameInContainerSpace = CGRect(
        x: 0, y: bounds.height * 0.94, width: bounds.width, height: bounds.height * 0.06)
    }

    private static func size(of size: CGSize) -> Size {
      Size(width: Double(size.width), height: Double(size.height))
    }
  }
#endif
