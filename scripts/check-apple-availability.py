#!/usr/bin/env python3
"""Apple availability for scripts/check-apple, on a Linux compiler that ignores it.

Swift on Linux ignores every `@available(iOS …)` / `@available(macOS …)` attribute and every
`#available(…)` query, so compiling for Linux never shows a use of an API newer than the
package's deployment target (Package.swift: iOS 15, macOS 12). check-apple makes that
availability visible in three steps, all here:

`lower SRC_DIR OUT_DIR RANGES_JSON` copies every .swift file under SRC_DIR to OUT_DIR,
rewritten ("lowered") so that the Linux compiler reports what Apple's would:
  - An `@available` run (consecutive `@available(…)` attributes of one declaration) naming
    iOS or macOS with a version above the deployment target becomes
    `@available(*, deprecated, message: "check-apple: needs iOS 18.0, macOS 15.0")`: a use of
    the declaration outside such a declaration is then a deprecation warning, and inside one it
    is silent (the compiler does not report deprecated uses inside deprecated declarations), as
    Apple's compiler is silent inside a declaration gated by `@available`.
  - A run that deprecates an API in a version above the target (`deprecated: 18.0`) becomes
    `…message: "check-apple: deprecated from iOS 18.0, macOS 15.0"` (Apple warns only where
    the context is that new: see `filter`); one deprecated at or below the target becomes
    `…message: "check-apple: deprecated in iOS 13.0"` (Apple warns everywhere).
  - In `#if` / `#elseif` conditions, `os(Linux)` and `canImport(Glibc)` become false (the
    Darwin stub re-exports Glibc, so the compiler alone would say true).
  - A regex literal `#/…/#` or a use of the `_StringProcessing` names (`Regex`,
    `firstMatch(of:)`, `wholeMatch(of:)`, `prefixMatch(of:)`, `matches(of:)`,
    `firstRange(of:)`, `ranges(of:)`, `replacing(_:with:)`, `trimmingPrefix`), all iOS 16 /
    macOS 13, is reported as an error here: Linux's Foundation loads that module, so in a file
    importing Foundation the compiler would not see them.
  - Swift 6.2-only spellings (the Mac builds with Swift 6.1, Xcode 16.4) are errors:
    `nonisolated(nonsending)`, `@concurrent`, `InlineArray`, `Span`/`RawSpan`/
    `MutableSpan`, raw identifiers (`` `a b` ``), `weak let`, and an inline-array type
    `[N of T]`.
  Line numbers are kept (a rewritten attribute keeps its newlines), so diagnostics point at the
  original lines. RANGES_JSON receives, per file, the regions where a `#available` query holds
  (the body of `if #available(…)`, the rest of the scope after `guard #available(…) else {…}`,
  the `else` of `if #unavailable(…)`, the `else` of `guard #unavailable(…)`), with the
  versions the query proves.

`filter RANGES_JSON LOWERED_ROOT ORIGINAL_ROOT` reads the compiler's diagnostics (standard
input) and prints the ones that stand, with the original paths; it exits 1 when any stands:
  - "check-apple: needs …" inside a region whose query proves those versions: allowed
    (Apple's compiler accepts it there); anywhere else: an error.
  - "check-apple: deprecated from …" inside a region that proves that version or more: an
    error (Apple warns there); anywhere else: allowed (the deployment target is older).
  - every other warning or error: an error (our code has no warnings).

Limits, said in scripts/check-apple too: versions are compared within `#available` regions
only (a declaration gated at macOS 13 that uses a macOS 15 API is not reported); a use of a
deprecated-from API inside a gated declaration is not reported; the lexer knows comments,
strings (also multi-line, raw and interpolated) and `#/…/#` regex literals, not bare `/…/`
regex literals (their use needs one of the names above, which is reported).
"""

import json
import os
import re
import sys

# Package.swift's `platforms`: the deployment target each Apple platform is checked against.
DEPLOYMENT_TARGET = {"iOS": (15, 0), "macOS": (12, 0)}

STRING_PROCESSING_NAMES = {
    "Regex": "Regex (iOS 16.0 / macOS 13.0)",
    "RegexComponent": "RegexComponent (iOS 16.0 / macOS 13.0)",
    "firstMatch": "firstMatch(of:) (iOS 16.0 / macOS 13.0)",
    "wholeMatch": "wholeMatch(of:) (iOS 16.0 / macOS 13.0)",
    "prefixMatch": "prefixMatch(of:) (iOS 16.0 / macOS 13.0)",
    "firstRange": "firstRange(of:) (iOS 16.0 / macOS 13.0)",
    "ranges": "ranges(of:) (iOS 16.0 / macOS 13.0)",
    "trimmingPrefix": "trimmingPrefix(_:) (iOS 16.0 / macOS 13.0)",
}
# Names that are _StringProcessing's only when followed by these argument labels.
STRING_PROCESSING_CALLS = {
    "matches": ("of",),
    "replacing": None,  # replacing(_:with:) and its overloads; Foundation's is replacingOccurrences
}

SWIFT_62_NAMES = {
    "InlineArray": "InlineArray (Swift 6.2; the Mac builds with Swift 6.1)",
    "Span": "Span (Swift 6.2; the Mac builds with Swift 6.1)",
    "RawSpan": "RawSpan (Swift 6.2; the Mac builds with Swift 6.1)",
    "MutableSpan": "MutableSpan (Swift 6.2; the Mac builds with Swift 6.1)",
    "MutableRawSpan": "MutableRawSpan (Swift 6.2; the Mac builds with Swift 6.1)",
    "OutputSpan": "OutputSpan (Swift 6.2; the Mac builds with Swift 6.1)",
    "UTF8Span": "UTF8Span (Swift 6.2; the Mac builds with Swift 6.1)",
}


class Token:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end

    def __repr__(self):
        return f"{self.kind}:{self.text!r}@{self.start}"


class LexError(Exception):
    pass


IDENT_START = re.compile(r"[A-Za-z_\u00c0-\uffff]")
IDENT_BODY = re.compile(r"[A-Za-z0-9_\u00c0-\uffff]*")
RAW_STRING_START = re.compile(r'#+"')
RAW_REGEX_START = re.compile(r"#+/")
HASHES = re.compile(r"#+")
NUMBER = re.compile(r"[0-9][0-9_]*(\.[0-9][0-9_]*)*([eE][+-]?[0-9]+)?|0x[0-9A-Fa-f_.pP+-]+")


def lex(text):
    """Swift tokens without comments and strings' contents (strings are one token each)."""
    tokens = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c in " \t\r\n":
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth = 0
            j = i
            while j < n:
                if text.startswith("/*", j):
                    depth += 1
                    j += 2
                elif text.startswith("*/", j):
                    depth -= 1
                    j += 2
                    if depth == 0:
                        break
                else:
                    j += 1
            i = j
        elif c == '"' or (c == "#" and RAW_STRING_START.match(text, i)):
            j = string_end(text, i)
            tokens.append(Token("string", text[i:j], i, j))
            i = j
        elif c == "#" and RAW_REGEX_START.match(text, i):
            hashes = len(HASHES.match(text, i).group(0))
            close = "/" + "#" * hashes
            j = text.find(close, i + hashes + 1)
            if j < 0:
                raise LexError(f"unterminated regex literal at offset {i}")
            tokens.append(Token("regex", text[i : j + len(close)], i, j + len(close)))
            i = j + len(close)
        elif c in "#@" and i + 1 < n and IDENT_START.match(text[i + 1]):
            m = IDENT_BODY.match(text, i + 2)
            tokens.append(Token("pound" if c == "#" else "at", text[i : m.end()], i, m.end()))
            i = m.end()
        elif c == "`":
            j = text.find("`", i + 1)
            if j < 0:
                raise LexError(f"unterminated backquoted identifier at offset {i}")
            tokens.append(Token("ident", text[i : j + 1], i, j + 1))
            i = j + 1
        elif IDENT_START.match(c) or c == "$":
            m = IDENT_BODY.match(text, i + 1)
            tokens.append(Token("ident", text[i : m.end()], i, m.end()))
            i = m.end()
        elif c.isdigit():
            m = NUMBER.match(text, i)
            tokens.append(Token("number", m.group(0), i, m.end()))
            i = m.end()
        else:
            tokens.append(Token("punct", c, i, i + 1))
            i += 1
    return tokens


def string_end(text, i):
    """The offset just past the string literal starting at `i` (plain, multi-line or raw)."""
    hashes = 0
    while text[i + hashes] == "#":
        hashes += 1
    j = i + hashes
    multiline = text.startswith('"""', j)
    quote = '"""' if multiline else '"'
    close = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    j += len(quote)
    n = len(text)
    while j < n:
        if text.startswith(escape, j):
            k = j + len(escape)
            if k < n and text[k] == "(":
                j = interpolation_end(text, k)
            else:
                j = k + 1
        elif text.startswith(close, j):
            return j + len(close)
        elif not multiline and text[j] == "\n":
            raise LexError(f"unterminated string literal at offset {i}")
        else:
            j += 1
    raise LexError(f"unterminated string literal at offset {i}")


def interpolation_end(text, i):
    """The offset just past the `(…)` of an interpolation starting at `text[i] == "("`."""
    depth = 0
    j = i
    n = len(text)
    while j < n:
        c = text[j]
        if c == '"' or (c == "#" and RAW_STRING_START.match(text, j)):
            j = string_end(text, j)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    raise LexError(f"unterminated interpolation at offset {i}")


def matching(tokens, index, open_char, close_char):
    """The index of the token closing the bracket opened at `tokens[index]`."""
    depth = 0
    for k in range(index, len(tokens)):
        t = tokens[k]
        if t.kind == "punct" and t.text == open_char:
            depth += 1
        elif t.kind == "punct" and t.text == close_char:
            depth -= 1
            if depth == 0:
                return k
    raise LexError(f"unbalanced {open_char} at offset {tokens[index].start}")


def version(text):
    parts = [int(p) for p in text.replace("_", "").split(".")]
    return tuple(parts + [0] * (2 - len(parts)))[:3]


def version_text(v):
    return ".".join(str(p) for p in v[:2]) if len(v) < 3 or v[2] == 0 else ".".join(map(str, v))


def split_arguments(tokens, open_index, close_index):
    """The argument token lists between parentheses, split at top-level commas."""
    items = []
    current = []
    depth = 0
    for t in tokens[open_index + 1 : close_index]:
        if t.kind == "punct" and t.text in "([":
            depth += 1
        elif t.kind == "punct" and t.text in ")]":
            depth -= 1
        if depth == 0 and t.kind == "punct" and t.text == ",":
            items.append(current)
            current = []
        else:
            current.append(t)
    if current:
        items.append(current)
    return items


def parse_available(items):
    """An @available attribute's meaning for iOS and macOS.

    Returns (introduced, deprecated, unavailable) dictionaries from platform to version (the
    last a set), or None when the attribute names no platform (`*`, `swift`, a macro)."""
    if not items or not items[0]:
        return None
    first = items[0]
    head = first[0]
    introduced, deprecated, unavailable = {}, {}, set()
    if head.kind == "ident" and len(first) == 2 and first[1].kind == "number":
        # Shorthand: `@available(macOS 15, iOS 18, *)`.
        for item in items:
            if len(item) == 2 and item[0].kind == "ident" and item[1].kind == "number":
                if item[0].text in DEPLOYMENT_TARGET:
                    introduced[item[0].text] = version(item[1].text)
            elif not (len(item) == 1 and item[0].text == "*"):
                return None
        return introduced, deprecated, unavailable
    if head.kind == "ident" and len(first) == 1 and head.text not in ("swift", "_PackageDescription"):
        platform = head.text
        if platform not in DEPLOYMENT_TARGET:
            return {}, {}, set()
        for item in items[1:]:
            label = item[0].text if item else ""
            value = item[2] if len(item) >= 3 and item[1].text == ":" else None
            if label == "introduced" and value is not None and value.kind == "number":
                introduced[platform] = version(value.text)
            elif label == "deprecated":
                deprecated[platform] = (
                    version(value.text) if value is not None and value.kind == "number" else (0, 0)
                )
            elif label in ("unavailable", "obsoleted"):
                unavailable.add(platform)
        return introduced, deprecated, unavailable
    return None


def platforms_text(versions):
    return ", ".join(f"{p} {version_text(v)}" for p, v in sorted(versions.items()))


def above_target(versions):
    return {p: v for p, v in versions.items() if v > DEPLOYMENT_TARGET[p]}


class Lowering:
    def __init__(self, path, text):
        self.path = path
        self.text = text
        self.tokens = lex(text)
        self.edits = []  # (start, end, replacement)
        self.regions = []  # (start offset, end offset, {platform: version}, kind)
        self.errors = []  # (offset, message)

    def position(self, offset):
        """1-based line and UTF-8 column of `offset`, as the compiler reports them."""
        line = self.text.count("\n", 0, offset) + 1
        line_start = self.text.rfind("\n", 0, offset) + 1
        column = len(self.text[line_start:offset].encode("utf-8")) + 1
        return line, column

    def replace(self, start, end, replacement):
        removed_newlines = self.text.count("\n", start, end)
        self.edits.append((start, end, replacement + "\n" * removed_newlines))

    def run(self):
        tokens = self.tokens
        k = 0
        while k < len(tokens):
            t = tokens[k]
            if t.kind == "at" and t.text == "@available" and self.next_is(k, "("):
                k = self.lower_available_run(k)
                continue
            if t.kind == "pound" and t.text in ("#if", "#elseif"):
                self.lower_condition(k)
            elif t.kind == "pound" and t.text in ("#available", "#unavailable"):
                self.record_query(k)
            elif t.kind == "regex":
                self.errors.append(
                    (t.start, "a regex literal needs iOS 16.0 / macOS 13.0 (_StringProcessing)")
                )
            elif t.kind == "ident":
                self.check_name(k)
            elif t.kind == "at" and t.text == "@concurrent":
                self.errors.append((t.start, "@concurrent is Swift 6.2 (the Mac builds with 6.1)"))
            k += 1
        return self

    def next_is(self, k, text):
        return k + 1 < len(self.tokens) and self.tokens[k + 1].text == text

    def check_name(self, k):
        tokens = self.tokens
        t = tokens[k]
        name = t.text
        previous = tokens[k - 1] if k > 0 else None
        after_dot = previous is not None and previous.text == "." and previous.end == t.start
        declared = previous is not None and previous.text in ("func", "var", "let", "case")
        if name in STRING_PROCESSING_NAMES and (name[0].isupper() or after_dot) and not declared:
            self.errors.append((t.start, f"{STRING_PROCESSING_NAMES[name]} (_StringProcessing)"))
        elif name in STRING_PROCESSING_CALLS and after_dot and self.next_is(k, "("):
            labels = STRING_PROCESSING_CALLS[name]
            first_label = tokens[k + 2].text if k + 3 < len(tokens) and tokens[k + 3].text == ":" else "_"
            if labels is None or first_label in labels:
                self.errors.append(
                    (t.start, f"{name}(…) is _StringProcessing's (iOS 16.0 / macOS 13.0)")
                )
        elif name in SWIFT_62_NAMES and not after_dot:
            self.errors.append((t.start, SWIFT_62_NAMES[name]))
        elif name.startswith("`") and not re.fullmatch(r"`[A-Za-z_][A-Za-z0-9_]*`", name):
            self.errors.append(
                (t.start, f"raw identifier {name} is Swift 6.2 (the Mac builds with 6.1)")
            )
        elif name == "nonisolated" and self.next_is(k, "(") and k + 2 < len(tokens) and tokens[k + 2].text == "nonsending":
            self.errors.append((t.start, "nonisolated(nonsending) is Swift 6.2 (the Mac builds with 6.1)"))
        elif name == "weak" and k + 1 < len(tokens) and tokens[k + 1].text == "let":
            self.errors.append((t.start, "weak let is Swift 6.2 (the Mac builds with 6.1)"))
        elif name == "of" and previous is not None and previous.kind == "number":
            before = tokens[k - 2] if k >= 2 else None
            if before is not None and before.text == "[":
                self.errors.append(
                    (t.start, "an inline-array type [N of T] is Swift 6.2 (the Mac builds with 6.1)")
                )

    def lower_available_run(self, k):
        tokens = self.tokens
        run = []  # (start token index, close token index, meaning)
        j = k
        while j < len(tokens) and tokens[j].text == "@available" and self.next_is(j, "("):
            close = matching(tokens, j + 1, "(", ")")
            run.append((j, close, parse_available(split_arguments(tokens, j + 1, close))))
            j = close + 1
        platform_attrs = [(a, b, m) for a, b, m in run if m is not None]
        introduced, deprecated = {}, {}
        for _, _, (intro, depr, _unavail) in platform_attrs:
            introduced.update(intro)
            deprecated.update(depr)
        needs = above_target(introduced)
        deprecated_later = above_target(deprecated)
        deprecated_now = {p: v for p, v in deprecated.items() if p not in deprecated_later}
        if needs:
            message = f"check-apple: needs {platforms_text(needs)}"
        elif deprecated_now:
            message = f"check-apple: deprecated in {platforms_text(deprecated_now)}"
        elif deprecated_later:
            message = f"check-apple: deprecated from {platforms_text(deprecated_later)}"
        else:
            return j
        first = True
        for a, b, _ in platform_attrs:
            replacement = f'@available(*, deprecated, message: "{message}")' if first else ""
            self.replace(tokens[a].start, tokens[b].end, replacement)
            first = False
        return j

    def lower_condition(self, k):
        """`os(Linux)` and `canImport(Glibc)` false in an #if condition (to the end of its line)."""
        tokens = self.tokens
        line_end = self.text.find("\n", tokens[k].end)
        line_end = len(self.text) if line_end < 0 else line_end
        j = k + 1
        while j + 3 < len(tokens) and tokens[j].start < line_end:
            name, paren, argument, close = tokens[j : j + 4]
            if paren.text == "(" and close.text == ")":
                if (name.text, argument.text) in (("os", "Linux"), ("canImport", "Glibc")):
                    self.replace(name.start, close.end, "CHECK_APPLE_NOT_ON_APPLE_PLATFORMS")
            j += 1

    def record_query(self, k):
        tokens = self.tokens
        query = tokens[k]
        if not self.next_is(k, "("):
            return
        close = matching(tokens, k + 1, "(", ")")
        versions = {}
        for item in split_arguments(tokens, k + 1, close):
            if len(item) == 2 and item[0].text in DEPLOYMENT_TARGET and item[1].kind == "number":
                versions[item[0].text] = version(item[1].text)
        # The statement: `if` or `guard` before the query (conditions may precede it).
        j = k - 1
        depth = 0
        while j >= 0:
            t = tokens[j]
            if t.text in (")", "]"):
                depth += 1
            elif t.text in ("(", "["):
                depth -= 1
            elif depth == 0 and t.text in ("if", "guard", "while", "{", "}", ";"):
                break
            j -= 1
        keyword = tokens[j].text if j >= 0 else ""
        if keyword not in ("if", "guard"):
            self.errors.append((query.start, f"{query.text} outside `if` or `guard` is not checked"))
            return
        # The body: the first `{` at parenthesis depth 0 after the query.
        b = close + 1
        depth = 0
        while b < len(tokens):
            t = tokens[b]
            if t.text in ("(", "["):
                depth += 1
            elif t.text in (")", "]"):
                depth -= 1
            elif depth == 0 and t.text == "{":
                break
            b += 1
        body_close = matching(tokens, b, "{", "}")
        available = query.text == "#available"
        if keyword == "if" and available:
            self.regions.append((tokens[b].start, tokens[body_close].end, versions))
        elif keyword == "if":
            if body_close + 2 < len(tokens) and tokens[body_close + 1].text == "else":
                e = body_close + 2
                if tokens[e].text != "{":
                    self.errors.append(
                        (query.start, "#unavailable with `else if` is not checked: use `else {`")
                    )
                    return
                self.regions.append((tokens[e].start, tokens[matching(tokens, e, "{", "}")].end, versions))
        elif available:
            # `guard #available(…) else { … }`: the rest of the enclosing scope.
            scope_end = self.scope_end(body_close + 1)
            self.regions.append((tokens[body_close].end, scope_end, versions))
        else:
            self.regions.append((tokens[b].start, tokens[body_close].end, versions))

    def scope_end(self, index):
        depth = 0
        for j in range(index, len(self.tokens)):
            t = self.tokens[j]
            if t.text == "{":
                depth += 1
            elif t.text == "}":
                if depth == 0:
                    return t.start
                depth -= 1
        return len(self.text)

    def lowered_text(self):
        out = []
        last = 0
        for start, end, replacement in sorted(self.edits):
            out.append(self.text[last:start])
            out.append(replacement)
            last = end
        out.append(self.text[last:])
        return "".join(out)

    def region_records(self):
        records = []
        for start, end, versions in self.regions:
            records.append(
                {
                    "from": list(self.position(start)),
                    "to": list(self.position(end)),
                    "versions": {p: list(v) for p, v in versions.items()},
                }
            )
        return records


def lower(source_root, out_root, ranges_path):
    ranges = {}
    failures = 0
    for directory, _, files in sorted(os.walk(source_root)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            try:
                lowering = Lowering(path, text).run()
            except LexError as error:
                print(f"{path}: error: check-apple could not read this file: {error}", file=sys.stderr)
                failures += 1
                continue
            for offset, message in lowering.errors:
                line, column = lowering.position(offset)
                print(f"{path}:{line}:{column}: error: {message}", file=sys.stderr)
                failures += 1
            relative = os.path.relpath(path, source_root)
            target = os.path.join(out_root, relative)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                f.write(lowering.lowered_text())
            if lowering.regions:
                ranges[os.path.abspath(target)] = lowering.region_records()
    existing = {}
    if os.path.exists(ranges_path):
        with open(ranges_path, encoding="utf-8") as f:
            existing = json.load(f)
    existing.update(ranges)
    with open(ranges_path, "w", encoding="utf-8") as f:
        json.dump(existing, f, indent=1)
    return 1 if failures else 0


DIAGNOSTIC = re.compile(r"^(?P<path>[^:\s][^:]*):(?P<line>\d+):(?P<column>\d+): (?P<kind>warning|error): (?P<message>.*)$")
MARKER = re.compile(r"check-apple: (?P<what>needs|deprecated from|deprecated in) (?P<versions>[^\]\"']*)")


def parse_versions(text):
    versions = {}
    for part in text.split(","):
        m = re.match(r"\s*(iOS|macOS) ([0-9.]+)", part)
        if m:
            versions[m.group(1)] = version(m.group(2))
    return versions


def proves(region_versions, needed):
    return all(p in region_versions and tuple(region_versions[p]) >= v for p, v in needed.items())


EXPANSION = re.compile(r"^(?P<path>[^:\s][^:]*):(?P<line>\d+):(?P<column>\d+): note: in expansion of macro")


def read_diagnostics(lines):
    """The compiler's warnings and errors, each with the lines that follow it (notes, source)."""
    records = []
    for raw in lines:
        line = raw.rstrip("\n")
        m = DIAGNOSTIC.match(line)
        if m:
            records.append((m, [line]))
        elif records:
            records[-1][1].append(line)
    return records


def filter_diagnostics(ranges_path, lowered_root, original_root):
    with open(ranges_path, encoding="utf-8") as f:
        ranges = json.load(f)
    lowered_root = os.path.abspath(lowered_root)
    original_root = os.path.abspath(original_root)
    standing = 0
    for m, lines in read_diagnostics(sys.stdin):
        path = os.path.abspath(m.group("path"))
        position = (int(m.group("line")), int(m.group("column")))
        if "swift-generated-sources" in path:
            # Inside a macro's expansion (`#expect(…)`): judged where the macro is used.
            for line in lines[1:]:
                e = EXPANSION.match(line)
                if e:
                    path = os.path.abspath(e.group("path"))
                    position = (int(e.group("line")), int(e.group("column")))
                    break
        regions = [
            r for r in ranges.get(path, []) if tuple(r["from"]) <= position <= tuple(r["to"])
        ]
        marker = MARKER.search(m.group("message"))
        stands = True
        if marker and m.group("kind") == "warning":
            needed = parse_versions(marker.group("versions"))
            proven = any(proves(r["versions"], needed) for r in regions)
            if marker.group("what") == "needs":
                stands = not proven
            elif marker.group("what") == "deprecated from":
                stands = proven
        if not stands:
            continue
        standing += 1
        relative_lowered = os.path.relpath(lowered_root)
        relative_original = os.path.relpath(original_root)
        for line in lines:
            line = line.replace(lowered_root, original_root)
            print(line.replace(relative_lowered, relative_original))
    return 1 if standing else 0


def main(argv):
    if len(argv) == 5 and argv[1] == "lower":
        return lower(argv[2], argv[3], argv[4])
    if len(argv) == 5 and argv[1] == "filter":
        return filter_diagnostics(argv[2], argv[3], argv[4])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
