#!/bin/sh
# Makes docs/images/pad-terminal.png: the terminal pad in tmux (80x30, truecolor) showing a
# wrong pattern in red, captured with its colours and drawn cell by cell.
# Needs tmux, rsvg-convert (librsvg2-bin), fonts-dejavu-core, and a built gesturelock.
# Usage: docs/tools/terminal-screenshot.sh [path/to/gesturelock]
set -eu
bin=${1:-.build/debug/gesturelock}
dir=$(mktemp -d)
trap 'tmux kill-session -t gl-shot 2>/dev/null || true; rm -rf "$dir"' EXIT
printf '0-1-2-5\n0-1-2-5\n' | "$bin" --store "$dir/lock.sqlite" enroll >/dev/null 2>&1
tmux new-session -d -s gl-shot -x 80 -y 30 \
  "env -u DISPLAY -u WAYLAND_DISPLAY TERM=xterm-256color COLORTERM=truecolor LANG=C \
   $bin --store $dir/lock.sqlite pad --tui --events $dir/events.jsonl; sleep 30"
until grep -q '"ready"' "$dir/events.jsonl" 2>/dev/null; do sleep 0.1; done
# A wrong pattern by keyboard: 0, 4, 8, 7, then Return.
for key in Space Down Right Space Down Right Space Left Space Enter; do
  tmux send-keys -t gl-shot "$key"
  sleep 0.05
done
until grep -q '"state":"error"' "$dir/events.jsonl"; do sleep 0.05; done
tmux capture-pane -t gl-shot -e -p > "$dir/capture.txt"
python3 "$(dirname "$0")/ansi-to-svg.py" "$dir/capture.txt" 80 30 > "$dir/pad.svg"
rsvg-convert "$dir/pad.svg" > docs/images/pad-terminal.png
echo "wrote docs/images/pad-terminal.png"
