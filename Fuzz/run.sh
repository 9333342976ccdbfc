#!/usr/bin/env bash
# Builds and runs each libFuzzer target for FUZZ_SECONDS (default 60) from its committed seed
# corpus (Fuzz/<target>/corpus, read only); new inputs go to $FUZZ_BUILD/corpus-<target>, a
# crashing input to $FUZZ_BUILD/artifacts-<target>/. Exits non-zero on the first crash.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${FUZZ_BUILD:-.build-fuzz}
seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-TraceJSON PatternText PHCString Recognizer Passcode}
FUZZ_TARGETS="$targets" Fuzz/build.sh
# Swift's crash backtracer hangs for minutes under ASan after a failed precondition.
export SWIFT_BACKTRACE=enable=no
for target in $targets; do
  mkdir -p "$out/corpus-$target" "$out/artifacts-$target"
  echo "fuzz: Fuzz$target for ${seconds}s"
  log="$out/log-$target.txt"
  # The fuzzer's own status decides; the log is only filtered for reading. (A `… | grep || true`
  # pipeline hid it: `|| true` resets PIPESTATUS, so a crash passed.)
  status=0
  "$out/Fuzz$target" -max_total_time="$seconds" -max_len=4096 -rss_limit_mb=2048 -timeout=10 \
    -print_final_stats=0 -artifact_prefix="$out/artifacts-$target/" \
    "$out/corpus-$target" "Fuzz/$target/corpus" >"$log" 2>&1 || status=$?
  grep -E "^(Done|INFO: seed corpus)|ERROR|SUMMARY|Precondition|Fatal|artifact" "$log" || true
  if [ "$status" -ne 0 ]; then
    echo "fuzz: Fuzz$target failed (exit $status); the crashing input is in $out/artifacts-$target/" >&2
    tail -n 40 "$log" >&2
    exit "$status"
  fi
done
