public import GestureLockCore

/// A message that speaks every `Language`: `PadMessage`, the CLI's `CLIMessage`.
public protocol TranslatedMessage: Sendable {
  /// The message's text in `language`.
  func text(in language: Language) -> String
}

/// A translation test's key for each case of a message catalogue, with sample messages.
///
/// The test's `init(_:)` switches over the catalogue's cases without a `default`, so a new
/// message case fails to compile until it has a key; `representatives` switches over the keys,
/// so a key cannot be added without samples. The checks every catalogue shares are here once.
///
/// ```swift
/// enum Key: String, MessageCatalogKey { case drawPattern; … }
/// #expect(Key.translationProblems().isEmpty)
/// @Test(arguments: Key.samples) func sameNumbers(_ sample: MessageSample<Key>) { … }
/// ```
public protocol MessageCatalogKey: CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue == String {
  /// The catalogue's message type.
  associatedtype Message: TranslatedMessage
  /// The key of `message`'s case.
  init(_ message: Message)
  /// Messages of this key with arguments at and around each branch of the text.
  var representatives: [Message] { get }
}

extension MessageCatalogKey {
  /// Every key's representatives, each with its key: the arguments of a test that runs once
  /// per message.
  public static var samples: [MessageSample<Self>] {
    allCases.flatMap { key in key.representatives.map { MessageSample(key: key, message: $0) } }
  }

  /// What is wrong with the catalogue, sample by sample: a key without samples, a sample that
  /// is a message of another key, and every `TranslationText.problems(english:chinese:extra:)`
  /// of each sample's two texts. Empty when the whole catalogue is translated.
  ///
  /// - Parameter extraLeftovers: More text that must not appear in a message (type names that
  ///   would show a value formatted by Swift instead of a message).
  public static func translationProblems(extraLeftovers: [String] = []) -> [String] {
    allCases.flatMap { key in
      (key.representatives.isEmpty ? ["\(key.rawValue): no samples"] : [])
        + key.representatives.filter { Self($0) != key }.map { "\(key.rawValue): \($0)" }
    }
      + samples.flatMap { sample in
        TranslationText.problems(
          english: sample.message.text(in: .english),
          chinese: sample.message.text(in: .simplifiedChinese), extra: extraLeftovers
        ).map { "\(sample): \($0)" }
      }
  }
}

/// One message of a catalogue with its key, shown in test results as the key and the English
/// text.
public struct MessageSample<Key: MessageCatalogKey>: Sendable, CustomStringConvertible {
  /// The message's key.
  public let key: Key
  /// The message.
  public let message: Key.Message

  /// `key: English text`.
  public var description: String { "\(key.rawValue): \(message.text(in: .english))" }
}
