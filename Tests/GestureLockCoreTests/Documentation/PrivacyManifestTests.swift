import Foundation
import Testing

/// The App Store's privacy manifests (`PrivacyInfo.xcprivacy`) of the portable modules: each
/// module that calls a "required reason" API declares its category with an approved reason,
/// declares nothing it does not call, and ships the file as a resource (Package.swift), so that
/// an app uploading it is not flagged. The APIs and reasons are Apple's ("Describing use of
/// required reason API",
/// https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
@Suite("Privacy manifests of the portable modules")
struct PrivacyManifestTests {
  /// A category of required-reason APIs: its manifest name, the reasons that fit our use, and
  /// how the APIs are spelled in Swift sources.
  struct Category: Sendable {
    let name: String
    let reasons: Set<String>
    let spellings: [String]
  }

  /// The categories, with the one reason each that describes what the package does:
  /// - boot time, 35F9.1: time between events in the app (the pads' hold timers);
  /// - file timestamps, C617.1: metadata of files in the app's container (the store's and the
  ///   grace file's owner, mode and type, read with `stat`/`fstat`);
  /// - disk space, E174.1: whether files can be written (the store's file system read-only);
  /// - user defaults and active keyboards: not used.
  static let categories: [Category] = [
    Category(
      name: "NSPrivacyAccessedAPICategorySystemBootTime", reasons: ["35F9.1"],
      spellings: ["systemUptime", "mach_absolute_time("]),
    Category(
      name: "NSPrivacyAccessedAPICategoryFileTimestamp", reasons: ["C617.1"],
      spellings: [
        "stat(", "fstatat(", "getattrlist", "creationDate", "modificationDate",
        "contentModificationDateKey",
      ]),
    Category(
      name: "NSPrivacyAccessedAPICategoryDiskSpace", reasons: ["E174.1"],
      spellings: [
        "statfs(", "statvfs(", "volumeAvailableCapacity", "volumeTotalCapacity",
        "systemFreeSize", "systemSize",
      ]),
    Category(
      name: "NSPrivacyAccessedAPICategoryUserDefaults", reasons: ["CA92.1"],
      spellings: ["UserDefaults"]),
    Category(
      name: "NSPrivacyAccessedAPICategoryActiveKeyboards", reasons: ["3EC4.1"],
      spellings: ["activeInputModes"]),
  ]

  /// The modules Apple platforms build as products or their parts (Package.swift's
  /// `portableTargets`, test targets aside).
  static let portableModules = [
    "GestureLockCore", "GestureLockSystem", "GestureLockSecurity", "GestureLockPadFlow",
    "GestureLockAppLock", "GestureLockAnalytics", "GestureLockUIKit", "GestureLockSwiftUI",
  ]

  /// The categories `module`'s sources call, from their code (comments left out).
  static func calledCategories(of module: String) throws -> Set<String> {
    let folder = DesignDocumentTests.root.appendingPathComponent("Sources/\(module)")
    var called: Set<String> = []
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let code = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        .filter { !$0.drop(while: \.isWhitespace).hasPrefix("//") }
        .joined(separator: "\n")
      for category in categories
      where category.spellings.contains(where: { code.range(of: $0) != nil }) {
        called.insert(category.name)
      }
    }
    return called
  }

  /// The declared categories and reasons of `module`'s manifest, or `nil` when it has none.
  static func declared(by module: String) throws -> [String: Set<String>]? {
    let url = DesignDocumentTests.root.appendingPathComponent(
      "Sources/\(module)/PrivacyInfo.xcprivacy")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let plist = try PropertyListSerialization.propertyList(
      from: try Data(contentsOf: url), options: [], format: nil)
    let root = try #require(plist as? [String: Any])
    #expect(root["NSPrivacyTracking"] as? Bool == false, "\(module) tracks nobody")
    let types = try #require(root["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
    var declared: [String: Set<String>] = [:]
    for entry in types {
      let name = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
      let reasons = try #require(entry["NSPrivacyAccessedAPITypeReasons"] as? [String])
      declared[name] = Set(reasons)
    }
    return declared
  }

  @Test(
    "Each portable module declares exactly the required-reason APIs it calls, with an approved reason",
    arguments: portableModules)
  func manifestMatchesTheCode(module: String) throws {
    let called = try Self.calledCategories(of: module)
    let declared = try Self.declared(by: module)
    #expect(Set(declared.map { Array($0.keys) } ?? []) == called, "\(module)")
    for category in Self.categories {
      if let reasons = declared?[category.name] {
        #expect(!reasons.isEmpty && reasons.isSubset(of: category.reasons), "\(module)")
      }
    }
    // Shipped: the manifest is the target's resource in Package.swift.
    let manifest = try DesignDocumentTests.read("Package.swift")
    let declaration = try #require(
      DesignDocumentTests.suffixes(of: manifest, after: ".target(").first {
        DesignDocumentTests.quoted(afterLabel: "name:", in: $0) == module[...]
      })
    let end = DesignDocumentTests.nextDeclaration(in: declaration) ?? declaration.endIndex
    let body = declaration[..<end]
    #expect(
      body.contains("resources: privacyManifest") == (declared != nil),
      "\(module): the manifest and Package.swift's resources agree")
  }

  @Test("The three modules that call such APIs are the ones with a manifest; Core has none")
  func whoCarriesOne() throws {
    var carriers: [String] = []
    for module in Self.portableModules where try Self.declared(by: module) != nil {
      carriers.append(module)
    }
    #expect(carriers == ["GestureLockSecurity", "GestureLockAppLock", "GestureLockUIKit"])
  }
}
