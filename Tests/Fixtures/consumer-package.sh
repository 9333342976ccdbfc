#!/bin/sh
# Builds and runs Tests/Fixtures/ConsumerPackage as a user would: a fresh package in a
# temporary directory that depends on this checkout with `.package(path:)`, in Swift 6 language
# mode with complete concurrency checking and warnings as errors in its own code; it calls
# `verify` from a @MainActor type through `await` (issue 15, "Done when").
# Slow (it builds GestureLock's products from scratch): `make test-consumer`, not `make test`.
# Exit status: 0 when it builds and its run says ok.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/gesturelock-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/Consumer"
# The checkout as it is, whatever its folder is called: the manifest names the dependency
# (`.package(name: "GestureLock", path:)`), as the README's snippet does.
sed "s|@GESTURELOCK@|$root|" "$root/Tests/Fixtures/ConsumerPackage/Package.swift.in" \
  > "$work/Package.swift"
cp "$root/Tests/Fixtures/ConsumerPackage/Sources/Consumer/main.swift" "$work/Sources/Consumer/"
cd "$work"
${SWIFT:-swift} build
./.build/debug/Consumer
