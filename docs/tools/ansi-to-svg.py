#!/usr/bin/env python3
"""Turns a terminal capture with SGR colours (`tmux capture-pane -e -p`) into an SVG of
character cells: one background rectangle and one glyph per cell, truecolor, 256-colour and
16-colour foregrounds and backgrounds, bold and faint. Double-width characters take two cells.

Usage: ansi-to-svg.py CAPTURE.txt COLUMNS ROWS > OUT.svg   (then rsvg-convert OUT.svg > OUT.png)
"""
import html, re, sys, unicodedata

CELL_W, CELL_H, FONT = 10, 20, 16
DEFAULT_FG, DEFAULT_BG = (229, 229, 229), (24, 24, 27)
BASIC = [(0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188),
         (17, 168, 205), (229, 229, 229), (102, 102, 102), (241, 76, 76), (35, 209, 139),
         (245, 245, 67), (59, 142, 234), (214, 112, 214), (41, 184, 219), (255, 255, 255)]

def palette(n):
    if n < 16: return BASIC[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return (steps[n // 36], steps[(n // 6) % 6], steps[n % 6])
    g = 8 + 10 * (n - 232)
    return (g, g, g)

def width(ch):
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1

def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    columns, rows = int(sys.argv[2]), int(sys.argv[3])
    cells = [[None] * columns for _ in range(rows)]
    fg, bg, bold, faint = None, None, False, False
    for row, line in enumerate(text.split("\n")[:rows]):
        col = 0
        for token in re.findall(r"\x1b\[[0-9;]*m|\x1b\[[^a-zA-Z]*[a-zA-Z]|.", line):
            if token.startswith("\x1b["):
                if not token.endswith("m"): continue
                params = [int(p) if p else 0 for p in token[2:-1].split(";")]
                i = 0
                while i < len(params):
                    p = params[i]
                    if p == 0: fg, bg, bold, faint = None, None, False, False
                    elif p == 1: bold = True
                    elif p == 2: faint = True
                    elif p == 22: bold = faint = False
                    elif 30 <= p <= 37: fg = BASIC[p - 30]
                    elif 90 <= p <= 97: fg = BASIC[p - 90 + 8]
                    elif 40 <= p <= 47: bg = BASIC[p - 40]
                    elif 100 <= p <= 107: bg = BASIC[p - 100 + 8]
                    elif p == 39: fg = None
                    elif p == 49: bg = None
                    elif p in (38, 48) and i + 1 < len(params):
                        if params[i + 1] == 2 and i + 4 < len(params):
                            colour = tuple(params[i + 2:i + 5]); i += 4
                        elif params[i + 1] == 5 and i + 2 < len(params):
                            colour = palette(params[i + 2]); i += 2
                        else:
                            colour = None
                        if p == 38: fg = colour
                        else: bg = colour
                    i += 1
                continue
            if col >= columns: continue
            cells[row][col] = (token, fg, bg, bold, faint)
            col += width(token)
    # The pad paints its background on every cell, but capture-pane leaves out the attributes
    # of trailing blanks: take the first background seen as the whole screen's.
    screen = next((c[2] for line in cells for c in line if c and c[2]), DEFAULT_BG)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{columns * CELL_W}" '
           f'height="{rows * CELL_H}">',
           f'<rect width="100%" height="100%" fill="rgb{tuple(screen)}"/>']
    for row in range(rows):
        for col in range(columns):
            cell = cells[row][col]
            if not cell: continue
            ch, f, b, bold, faint = cell
            w = width(ch)
            if b:
                out.append(f'<rect x="{col * CELL_W}" y="{row * CELL_H}" width="{w * CELL_W}" '
                           f'height="{CELL_H}" fill="rgb{tuple(b)}"/>')
            if ch == " ": continue
            colour = f or DEFAULT_FG
            if faint: colour = tuple(int(c * 0.6 + d * 0.4) for c, d in zip(colour, screen))
            weight = ' font-weight="bold"' if bold else ""
            out.append(f'<text x="{col * CELL_W}" y="{row * CELL_H + FONT}" '
                       f'textLength="{w * CELL_W}" lengthAdjust="spacingAndGlyphs" '
                       f'fill="rgb{tuple(colour)}"{weight}>{html.escape(ch)}</text>')
    out.append("</svg>")
    header = (f'<style>text {{ font-family: "DejaVu Sans Mono", "Noto Sans Mono CJK SC", '
              f'monospace; font-size: {FONT}px; white-space: pre; }}</style>')
    out.insert(1, header)
    print("\n".join(out))

main()
