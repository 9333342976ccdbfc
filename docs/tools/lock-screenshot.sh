#!/bin/sh
# Makes docs/images/lock-two-monitors.png: `gesturelock lock` on two 800x600 monitors side by
# side (one Xvfb screen split with `xrandr --setmonitor`, as the tests do), the pointer on the
# right monitor, so the pad is there and the left one is black; a wrong pattern drawn first.
# Needs Xvfb, x11-xserver-utils (xrandr), xdotool, ImageMagick (all in `make deps`), and a
# built gesturelock.
# Usage: docs/tools/lock-screenshot.sh [path/to/gesturelock]
set -eu
bin=${1:-.build/debug/gesturelock}
dir=$(mktemp -d)
display=:87
Xvfb $display -screen 0 1600x600x24 -noreset -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $lock 2>/dev/null || true; kill $xvfb; rm -rf "$dir"' EXIT
export DISPLAY=$display
until xrandr >/dev/null 2>&1; do sleep 0.1; done
xrandr --setmonitor GL-LEFT 800/211x600/158+0+0 screen
xrandr --setmonitor GL-RIGHT 800/211x600/158+800+0 none
printf '0-1-2-5-8\n0-1-2-5-8\n' | "$bin" --store "$dir/lock.sqlite" enroll >/dev/null 2>&1
xdotool mousemove 1200 300
"$bin" --store "$dir/lock.sqlite" --lang en lock --events "$dir/events.jsonl" &
lock=$!
until grep -q '"ready"' "$dir/events.jsonl" 2>/dev/null; do sleep 0.1; done
# Node centres of the pad on the right monitor (x + 800), from the ready event.
nodes=$(grep '"ready"' "$dir/events.jsonl" | grep -o '"x":[0-9.]*,"y":[0-9.]*' \
  | sed 's/"x":\([0-9]*\)[0-9.]*,"y":\([0-9]*\)[0-9.]*/\1 \2/')
at() { echo "$nodes" | sed -n "$(($1 + 1))p" | awk '{print $1 + 800, $2}'; }
# A wrong pattern, 0-3-6-7: shown in red with the attempts left.
xdotool mousemove $(at 0) mousedown 1
for node in 3 6 7; do sleep 0.05; xdotool mousemove $(at $node); done
xdotool mouseup 1
until grep -q '"state":"error"' "$dir/events.jsonl"; do sleep 0.05; done
import -window root docs/images/lock-two-monitors.png
