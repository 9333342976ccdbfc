// swift-tools-version:6.0
// GestureLock: gesture password, passcode pad, throttling and secure storage.
// Module graph (docs/DESIGN.md, "Module graph"; a test checks that the two agree):
// Core ← Security ← PadFlow ← Window, Terminal, Fingerprint, AppLock ← gesturelock-tool;
// Render under Window and Terminal; Analytics (over Core) under the CLI's `count`;
// System (libc write loop, errno) under Security, Render, PadFlow, Terminal and the CLI.
// Platforms (docs/DESIGN.md, "Platforms"): on Linux every target below; on Apple platforms
// only the portable ones (`portableTargets`), with the SDK's CommonCrypto and SQLite3 instead
// of the Debian C libraries.
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]

/// Whether the manifest is read on Linux: the window, terminal, X11, PAM, fprintd, Cairo, CLI,
/// benchmark and probe targets exist only there.
#if os(Linux)
  let isLinux = true
#else
  let isLinux = false
#endif

/// A dependency on a Debian C library that Apple's SDK replaces (libcrypto by CommonCrypto,
/// libsqlite3 by the SDK's SQLite3 module).
let linuxOnly = TargetDependencyCondition.when(platforms: [Platform.linux])

/// PangoCairo's compile flags: `Sources/CPangoCairo/pangocairo-headers.pc`, Debian's
/// pangocairo.pc without the `-pthread` that SwiftPM refuses with a warning on every build (the
/// file says why nothing is lost); SwiftPM reads a `pkgConfig` given as an absolute path.
/// Debian's own pangocairo.pc where the package's path holds a space (SwiftPM splits
/// `pkgConfig` at spaces): the same build, with the warning.
let pangoCairoFlags: String = {
  let file = Context.packageDirectory + "/Sources/CPangoCairo/pangocairo-headers.pc"
  return file.contains(" ") ? "pangocairo" : file
}()

/// The App Store privacy manifest of a portable product that calls "required reason" APIs
/// (docs/DESIGN.md, "Platforms"): GestureLockSecurity (`stat`, `statvfs`), GestureLockAppLock
/// (`fstat`) and GestureLockUIKit (`systemUptime`) each carry one; GestureLockCore calls none and
/// must stay free of Foundation, which the `Bundle.module` accessor of a resource would import.
let privacyManifest: [Resource] = [.copy("PrivacyInfo.xcprivacy")]

/// The targets declared on every platform; the others are declared only on Linux.
let portableTargets: Set<String> = [
  "GestureLockCore", "GestureLockSystem", "GestureLockSecurity", "GestureLockBiometrics",
  "GestureLockPadFlow", "GestureLockAppLock", "GestureLockAnalytics", "GestureLockUIKit",
  "GestureLockSwiftUI", "COpenSSL", "CSQLite", "CPrctl", "CSpawn", "TestSupport",
  "GestureLockCoreTests",
  "GestureLockSystemTests", "GestureLockSecurityTests", "GestureLockBiometricsTests",
  "GestureLockPadFlowTests", "GestureLockAppLockTests", "GestureLockAnalyticsTests",
  "GestureLockUIKitTests",
]

/// The products whose modules are empty off Apple platforms (every source under
/// `#if canImport(UIKit)`): not offered on Linux.
let appleOnlyProducts: Set<String> = ["GestureLockUIKit", "GestureLockSwiftUI"]

let package = Package(
  name: "GestureLock",
  platforms: [.iOS(.v15), .macOS(.v12)],
  // What a SwiftPM consumer may depend on (docs/DESIGN.md, "Products"): the portable libraries
  // everywhere; on Linux also the Linux front ends (Cairo, the SDL window, the terminal pad,
  // fprintd) and the two executables; on Apple platforms the iOS views (empty modules
  // elsewhere, so not offered on Linux). The modules of the screen locker, PAM and the libc
  // calls serve the CLI and the other modules only: they are no products.
  products: [
    .library(name: "GestureLockCore", targets: ["GestureLockCore"]),
    .library(name: "GestureLockAnalytics", targets: ["GestureLockAnalytics"]),
    .library(name: "GestureLockSecurity", targets: ["GestureLockSecurity"]),
    .library(name: "GestureLockBiometrics", targets: ["GestureLockBiometrics"]),
    .library(name: "GestureLockPadFlow", targets: ["GestureLockPadFlow"]),
    .library(name: "GestureLockAppLock", targets: ["GestureLockAppLock"]),
    .library(name: "GestureLockRender", targets: ["GestureLockRender"]),
    .library(name: "GestureLockWindow", targets: ["GestureLockWindow"]),
    .library(name: "GestureLockTerminal", targets: ["GestureLockTerminal"]),
    .library(name: "GestureLockFingerprint", targets: ["GestureLockFingerprint"]),
    .library(name: "GestureLockUIKit", targets: ["GestureLockUIKit"]),
    .library(name: "GestureLockSwiftUI", targets: ["GestureLockSwiftUI"]),
    .executable(name: "gesturelock", targets: ["gesturelock"]),
    .executable(name: "gesturelock-tool", targets: ["gesturelock-tool"]),
  ].filter { product in
    isLinux
      ? !appleOnlyProducts.contains(product.name) : portableTargets.contains(product.name)
  },
  targets: [
    // C libraries from Debian, one thin system-library target each.
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: pangoCairoFlags, providers: [.apt(["libpango1.0-dev"])]),
    // SDL2 without pkg-config: sdl2.pc's only C flags are -I/usr/include/SDL2, which the shim
    // does without (`#include <SDL2/SDL.h>`; SDL's own headers include each other by quoted
    // names), and -D_REENTRANT, which SwiftPM refuses with a warning on every build (no SDL
    // header tests it). The module map links SDL2, as sdl2.pc's `Libs: -lSDL2` did.
    .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
    .systemLibrary(
      name: "COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CPAM", pkgConfig: "pam", providers: [.apt(["libpam0g-dev"])]),
    .systemLibrary(
      name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
    .systemLibrary(
      name: "CXRandR", pkgConfig: "xrandr", providers: [.apt(["libxrandr-dev"])]),
    // The X Shape extension (libXext): undoing a shape another client set on the cover.
    .systemLibrary(
      name: "CXExt", pkgConfig: "xext", providers: [.apt(["libxext-dev"])]),
    // The X Composite extension: the cover drawn in the Composite overlay window.
    .systemLibrary(
      name: "CXComposite", pkgConfig: "xcomposite", providers: [.apt(["libxcomposite-dev"])]),
    // glibc's posix_spawn_file_actions_addclosefrom_np, declared only under _GNU_SOURCE: the
    // lock screen's pad process gets no descriptor but its own four.
    .systemLibrary(name: "CSpawn"),
    .systemLibrary(
      name: "CSystemdBus", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
    .systemLibrary(
      name: "CWaylandClient", pkgConfig: "wayland-client", providers: [.apt(["libwayland-dev"])]),
    .systemLibrary(
      name: "CXkbCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
    // The glue of the Wayland protocols beyond the core (ext-session-lock-v1), generated by
    // wayland-scanner before the build (`make protocols`; scripts/wayland-protocols says why).
    .target(name: "CWaylandProtocols", dependencies: ["CWaylandClient"]),
    // glibc's <sys/prctl.h> (no library, no pkg-config): PR_SET_DUMPABLE for ProcessProtection.
    .systemLibrary(name: "CPrctl"),

    // The C library's system calls as the package uses them (errno values, the write loop,
    // the process's protection from core dumps and tracing).
    .target(
      name: "GestureLockSystem",
      dependencies: [
        .target(name: "CPrctl", condition: linuxOnly),
        .target(name: "CSpawn", condition: linuxOnly),
      ],
      swiftSettings: strict),
    // The platform-free engine: standard library only.
    .target(
      name: "GestureLockCore",
      swiftSettings: strict,
      linkerSettings: [.linkedLibrary("m")]),
    // Pattern analytics over Core's patterns: exact counts by length, rank and unrank,
    // enumeration (SPEC.md §6). Used by the CLI's `count` and the benchmarks, not by a pad.
    .target(
      name: "GestureLockAnalytics",
      dependencies: ["GestureLockCore"],
      swiftSettings: strict),
    .target(
      name: "GestureLockSecurity",
      dependencies: [
        "GestureLockCore", "GestureLockSystem", .target(name: "COpenSSL", condition: linuxOnly),
        .target(name: "CSQLite", condition: linuxOnly),
      ],
      resources: privacyManifest,
      swiftSettings: strict),
    .target(
      name: "GestureLockRender",
      dependencies: ["GestureLockCore", "GestureLockSystem", "CCairo", "CPangoCairo"],
      swiftSettings: strict),
    // Biometric unlock as any platform sees it, below the flow: the unlocker protocol (fprintd on
    // Linux, LocalAuthentication on Apple platforms) and its results. `Locked` from System.
    .target(
      name: "GestureLockBiometrics",
      dependencies: ["GestureLockSystem"],
      swiftSettings: strict),
    // The pad's flow shared by every front end: no window, no terminal, no C.
    .target(
      name: "GestureLockPadFlow",
      dependencies: [
        "GestureLockCore", "GestureLockSecurity", "GestureLockSystem", "GestureLockBiometrics",
      ],
      swiftSettings: strict),
    .target(
      name: "GestureLockWindow",
      dependencies: [
        "GestureLockCore", "GestureLockRender", "GestureLockSecurity", "GestureLockPadFlow",
        "CSDL2",
      ],
      swiftSettings: strict),
    // The terminal pad: raw mode, SGR mouse, the scene drawn into character cells.
    .target(
      name: "GestureLockTerminal",
      dependencies: [
        "GestureLockCore", "GestureLockRender", "GestureLockSecurity", "GestureLockPadFlow",
        "GestureLockSystem",
      ],
      swiftSettings: strict),
    // The account password through PAM (SPEC.md §9): the system's own check of the user's
    // password, a second way into the screen locker. Knows nothing of the stored secret; the
    // typed password is Core's wiped `SecretBytes`.
    .target(
      name: "GestureLockAccount",
      dependencies: ["GestureLockCore", "CPAM"],
      swiftSettings: strict),
    // The X11 screen lock: grabs, the covering window kept on top, RandR monitors.
    .target(
      name: "GestureLockScreenLock",
      dependencies: ["GestureLockCore", "CX11", "CXRandR", "CXExt", "CXComposite"],
      swiftSettings: strict),
    // `gesturelock lock`: the grab holder (cover, grabs, input forwarded over a pipe) and the
    // lock screen's pad in a process of its own, drawn into a pane of the cover (issue 14).
    // The grab holder of `gesturelock lock` (the xsecurelock split): the cover and the grabs,
    // input forwarded to the pad's process over a pipe, the pad restarted if it dies. Small on
    // purpose (no store, no drawing): the `gesturelock` front links only this to lock fast.
    .target(
      name: "GestureLockGrabHolder",
      dependencies: ["GestureLockCore", "GestureLockScreenLock", "GestureLockSystem", "CSpawn"],
      swiftSettings: strict),
    .target(
      name: "GestureLockLocker",
      dependencies: [
        "GestureLockCore", "GestureLockSecurity", "GestureLockRender", "GestureLockPadFlow",
        "GestureLockScreenLock", "GestureLockAccount", "GestureLockSystem", "GestureLockGrabHolder",
        "GestureLockWayland",
      ],
      swiftSettings: strict),
    // Fingerprint unlock through fprintd over D-Bus (sd-bus): the Linux implementation of
    // GestureLockBiometrics' BiometricUnlocker.
    .target(
      name: "GestureLockFingerprint",
      dependencies: ["GestureLockBiometrics", "GestureLockSystem", "CSystemdBus"],
      swiftSettings: strict),
    // The Wayland session lock (ext-session-lock-v1, issue 23): lock surfaces on every output
    // drawn from a Scene, pointer, touch and keyboard (xkbcommon) as typed events; no pad flow.
    .target(
      name: "GestureLockWayland",
      dependencies: [
        "GestureLockCore", "GestureLockRender", "GestureLockSystem", "CWaylandClient",
        "CWaylandProtocols", "CXkbCommon",
      ],
      swiftSettings: strict),
    // The app-lock lifecycle (issue 15): cold start, background grace period, idle timeout,
    // privacy cover; platform-free, time injected.
    .target(
      name: "GestureLockAppLock",
      dependencies: [
        "GestureLockCore", "GestureLockSecurity", "GestureLockPadFlow", "GestureLockSystem",
        "GestureLockBiometrics",
      ],
      resources: privacyManifest,
      swiftSettings: strict),
    // The iOS views (issue 16): UIView pads drawing the shared Scene through Core Graphics,
    // VoiceOver, haptics, Face ID / Touch ID through LocalAuthentication. Every view and
    // framework call is inside `#if canImport(UIKit)` (or LocalAuthentication), type-checked
    // against stubs by `make check-apple`; only the platform-free tables of the Apple codes
    // (Biometric/Tables) are compiled on Linux, for their tests.
    .target(
      name: "GestureLockUIKit",
      dependencies: ["GestureLockCore", "GestureLockBiometrics", "GestureLockAppLock"],
      resources: privacyManifest,
      swiftSettings: strict),
    // SwiftUI wrappers of the UIKit views and the app lock as an observable cover source;
    // empty on Linux, like GestureLockUIKit.
    .target(
      name: "GestureLockSwiftUI",
      dependencies: ["GestureLockUIKit", "GestureLockAppLock", "GestureLockCore"],
      swiftSettings: strict),
    // The `gesturelock` command: a small front that runs `lock` itself (grabs and cover in
    // milliseconds, linking no store, drawing or window library) and hands every other command,
    // and any lock it cannot start, to `gesturelock-tool` by exec.
    .executableTarget(
      name: "gesturelock",
      dependencies: ["GestureLockGrabHolder", "GestureLockScreenLock", "GestureLockSystem"],
      swiftSettings: strict),
    // Every command of the CLI (SPEC.md §7), run through the front.
    .executableTarget(
      name: "gesturelock-tool",
      dependencies: [
        "GestureLockCore", "GestureLockSecurity", "GestureLockRender", "GestureLockPadFlow",
        "GestureLockWindow", "GestureLockTerminal", "GestureLockSystem", "GestureLockFingerprint",
        "GestureLockScreenLock", "GestureLockLocker", "GestureLockAccount",
        "GestureLockGrabHolder", "GestureLockAnalytics", "GestureLockBiometrics",
      ],
      path: "Sources/gesturelock-tool",
      swiftSettings: strict),

    // Benchmarks (`make bench`, issue 6): run in release builds; not a product. The C target
    // counts heap allocations by defining malloc in the benchmark executable.
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "GestureLockBenchmarks",
      dependencies: [
        "GestureLockCore", "GestureLockRender", "GestureLockSecurity", "GestureLockTerminal",
        "GestureLockSystem", "GestureLockPadFlow", "GestureLockFingerprint",
        "GestureLockScreenLock", "GestureLockAnalytics", "GestureLockBiometrics", "COpenSSL",
        "CAllocationCounter", "TestSupport",
      ],
      swiftSettings: strict),

    // Test-only (not a product): one PAM transaction in a process of its own, because
    // pam_wrapper must be preloaded (LD_PRELOAD) when a process starts.
    .executableTarget(
      name: "GestureLockPAMProbe",
      dependencies: ["GestureLockAccount"],
      path: "Tests/GestureLockPAMProbe",
      swiftSettings: strict),
    .target(
      name: "TestSupport",
      dependencies: ["GestureLockCore", "GestureLockSecurity"],
      path: "Tests/TestSupport",
      swiftSettings: strict),
    // A test-only locker process driven by GestureLockScreenLockTests (not a product).
    .executableTarget(
      name: "ScreenCoverProbe",
      dependencies: ["GestureLockCore", "GestureLockScreenLock"],
      path: "Tests/ScreenCoverProbe",
      swiftSettings: strict),
    // Test-only: wlroots' virtual pointer protocol (its XML kept in the folder; MIT) and a
    // client on it that moves and clicks a pointer in a headless sway for the Wayland tests.
    .target(
      name: "CWaylandTestProtocols", dependencies: ["CWaylandClient"],
      path: "Tests/CWaylandTestProtocols", exclude: ["protocols"]),
    .executableTarget(
      name: "WaylandPointerProbe",
      dependencies: ["CWaylandClient", "CWaylandTestProtocols"],
      path: "Tests/WaylandPointerProbe",
      swiftSettings: strict),
    // A test-only locker process driven by GestureLockWaylandTests (not a product).
    .executableTarget(
      name: "WaylandLockProbe",
      dependencies: ["GestureLockWayland", "GestureLockCore"],
      path: "Tests/WaylandLockProbe",
      swiftSettings: strict),
    .testTarget(
      name: "GestureLockCoreTests",
      dependencies: ["GestureLockCore", "TestSupport"],
      resources: [.copy("Strength/Fixtures")],
      swiftSettings: strict),
    .testTarget(
      name: "GestureLockAnalyticsTests",
      dependencies: ["GestureLockAnalytics", "GestureLockCore", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "GestureLockSecurityTests",
      dependencies: ["GestureLockSecurity", "GestureLockCore", "TestSupport"],
      resources: [.copy("Fixtures")],
      swiftSettings: strict),
    .testTarget(
      name: "GestureLockRenderTests",
      dependencies: ["GestureLockRender", "GestureLockCore", "TestSupport"],
      exclude: ["__Snapshots__"],
      swiftSettings: strict),
    .testTarget(
      name: "GestureLockBiometricsTests",
      dependencies: ["GestureLockBiometrics"],
      swiftSettings: strict),
    // The Apple codes' tables of GestureLockUIKit (platform-free, so tested on Linux too).
    .testTarget(
      name: "GestureLockUIKitTests",
      dependencies: [
        "GestureLockUIKit", "GestureLockBiometrics", "GestureLockSecurity", "GestureLockCore",
        "TestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "GestureLockPadFlowTests",
      dependencies: [
        "GestureLockPadFlow", "GestureLockSecurity", "GestureLockCore", "GestureLockBiometrics",
        "TestSupport",
      ] + (isLinux ? ["GestureLockFingerprint"] : []),
      swiftSettings: strict),
    .testTarget(
      name: "GestureLockTerminalTests",
      dependencies: [
        "GestureLockTerminal", "GestureLockPadFlow", "GestureLockCore", "GestureLockRender",
        "GestureLockSecurity", "GestureLockFingerprint", "GestureLockSystem", "TestSupport",
      ],
      swiftSettings: strict),
    // Runs the built binary end to end; imports the executable's module (@testable) only to
    // walk its message catalog.
    .testTarget(
      name: "GestureLockCLITests",
      dependencies: [
        "GestureLockCore", "GestureLockRender", "GestureLockSecurity", "GestureLockWindow",
        "GestureLockTerminal", "GestureLockFingerprint", "GestureLockScreenLock", "TestSupport",
        "GestureLockBiometrics", "gesturelock", "gesturelock-tool",
      ],
      swiftSettings: strict),
    // The real libpam under pam_wrapper (pam_matrix users), through the probe; `make install`.
    .testTarget(
      name: "GestureLockAccountTests",
      dependencies: ["GestureLockAccount", "GestureLockPAMProbe", "TestSupport"],
      swiftSettings: strict),
    // The screen cover under Xvfb with real X clients; drives ScreenCoverProbe.
    .testTarget(
      name: "GestureLockScreenLockTests",
      dependencies: [
        "GestureLockScreenLock", "GestureLockCore", "TestSupport", "ScreenCoverProbe",
        "gesturelock", "gesturelock-tool",
      ],
      swiftSettings: strict),
    // The screen locker's pieces that need no display: messages, keys, blanking, the counter.
    .testTarget(
      name: "GestureLockLockerTests",
      dependencies: [
        "GestureLockLocker", "GestureLockGrabHolder", "GestureLockCore", "GestureLockSecurity",
        "TestSupport",
      ],
      swiftSettings: strict),
    // Against the real fprintd on a private system bus with libfprint's virtual reader.
    .testTarget(
      name: "GestureLockFingerprintTests",
      dependencies: ["GestureLockFingerprint", "GestureLockBiometrics", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "GestureLockAppLockTests",
      dependencies: [
        "GestureLockAppLock", "GestureLockSecurity", "GestureLockCore", "GestureLockBiometrics",
        "GestureLockUIKit", "TestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "GestureLockSystemTests",
      dependencies: ["GestureLockSystem"],
      swiftSettings: strict),
    // Against a real headless sway ≥ 1.8 (skipped, saying why, when none is found): the
    // session lock, lock surfaces per output, frames seen by grim, pointer and keys.
    .testTarget(
      name: "GestureLockWaylandTests",
      dependencies: [
        "GestureLockWayland", "GestureLockCore", "GestureLockRender", "TestSupport",
        "WaylandLockProbe", "WaylandPointerProbe", "CXkbCommon", "gesturelock", "gesturelock-tool",
      ],
      swiftSettings: strict),
    // Whole-process tests of the lock: kill -9, parallel processes, libfaketime.
    .testTarget(
      name: "GestureLockLockProcessTests",
      dependencies: ["GestureLockSecurity", "TestSupport"],
      swiftSettings: strict),
  ].filter { isLinux || portableTargets.contains($0.name) },
  swiftLanguageModes: [.v6]
)
