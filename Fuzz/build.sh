#!/usr/bin/env bash
# Builds the libFuzzer targets (issue 7) into $FUZZ_BUILD (default .build-fuzz).
#
# SwiftPM can't build these as executable targets: libFuzzer brings its own `main`, and an
# executable target without one does not link under SwiftPM on Linux. So GestureLockCore,
# GestureLockSystem and GestureLockSecurity are compiled here as static libraries with -sanitize=fuzzer,address
# (coverage and ASan in the code under test), and each target is one small file with
# `@_cdecl("LLVMFuzzerTestOneInput")`, linked against them.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${FUZZ_BUILD:-.build-fuzz}
mkdir -p "$out/modules"
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -Onone -g -package-name GestureLock
  -enable-upcoming-feature InternalImportsByDefault -I "$out/modules")
# ld.gold warns about every ASan helper symbol; the warnings say nothing about our code.
quiet() { "$@" 2> >(grep -v "Cannot export local symbol" >&2); }

library() {  # library MODULE EXTRA_FLAGS...
  local module=$1; shift
  echo "fuzz: compiling $module"
  quiet swiftc "${flags[@]}" "$@" -emit-library -static -module-name "$module" \
    -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
    -o "$out/lib$module.a" $(find "Sources/$module" -name '*.swift' | sort)
}

library GestureLockCore
library GestureLockSystem -I Sources/CPrctl -I Sources/CSpawn
library GestureLockSecurity -I Sources/COpenSSL -I Sources/CSQLite -I Sources/CPrctl -I Sources/CSpawn

for target in ${FUZZ_TARGETS:-TraceJSON PatternText PHCString Recognizer Passcode}; do
  echo "fuzz: linking Fuzz$target"
  quiet swiftc "${flags[@]}" -I Sources/COpenSSL -I Sources/CSQLite -I Sources/CPrctl -I Sources/CSpawn \
    "Fuzz/$target/$target.swift" -L "$out" -lGestureLockSecurity -lGestureLockSystem -lGestureLockCore \
    -lcrypto -lsqlite3 -lm -o "$out/Fuzz$target"
done
