#!/usr/bin/env bash
# no-warnings-in-our-code.sh BUILD_LOG: fails (exit 1, the warnings listed) when the compiler's
# log has a warning about a file of this repository's Sources/ or Tests/ — the house rule on
# Linux (no warnings in our code), applied to the Apple builds (.github/workflows/apple.yml).
# Warnings about other files (the SDK, Xcode's own notes) do not count.
set -euo pipefail
log=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
warnings=$(mktemp)
trap 'rm -f "$warnings"' EXIT
grep -E "^(${root}/)?(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u >"$warnings" ||
  true
if [ -s "$warnings" ]; then
  echo "::error::the compiler warned about our code:"
  cat "$warnings"
  exit 1
fi
echo "no compiler warning about Sources/ or Tests/"
