#!/usr/bin/env python3
"""Generates Sources/CollectionCanvas/Text/UnicodeWidthTable.swift from the Unicode
Character Database, so that no range is typed by hand.

Input: the UCD text files of Debian's `unicode-data` package (`apt-get install unicode-data`,
installed in /usr/share/unicode), or any UCD folder given as the first argument:
  extracted/DerivedEastAsianWidth.txt, extracted/DerivedGeneralCategory.txt,
  emoji/emoji-data.txt, emoji/emoji-variation-sequences.txt,
  auxiliary/GraphemeBreakProperty.txt.

Usage: python3 Scripts/generate-unicode-width.py [/usr/share/unicode]

Each code point gets one byte of flags (see UnicodeWidthTable.swift):
  bits 0-1  display width of the code point alone: 0 (Mn, Me, Cf except U+00AD, Cc),
            2 (East Asian Wide or Fullwidth, including the unassigned code points that
            default to Wide), otherwise 1
  bit 2     accepts VS15/VS16 (emoji-variation-sequences.txt)
  bit 3     Extended_Pictographic
  bit 4     Emoji_Modifier_Base
  bit 5     Emoji_Modifier
  bit 6     extends the cluster before it (Grapheme_Cluster_Break Extend, ZWJ, SpacingMark, V, T)
  bit 7     may join what follows (Grapheme_Cluster_Break other than Other, LV and LVT)
            Both bits are set for unassigned code points, which a newer Unicode may give any
            property. A code point without bit 7 followed by one without bit 6 always ends a
            grapheme cluster, which lets drawing skip the standard library's grapheme breaking.
Code points with the default (width 1, no flags) are left out; the rest are written as runs.
"""
import os
import re
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources/CollectionCanvas/Text/UnicodeWidthTable.swift")
MAX = 0x110000


def ranges(path, missing=False):
    """Yields (first, last, value) for each data line (and each @missing line when asked)."""
    with open(os.path.join(UCD, path), encoding="utf-8") as f:
        for line in f:
            m = re.match(r"#\s*@missing:\s*([0-9A-F]+)\.\.([0-9A-F]+)\s*;\s*(\w+)", line)
            if m and missing:
                yield int(m[1], 16), int(m[2], 16), m[3]
                continue
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            cps = fields[0].split("..")
            first = int(cps[0], 16)
            last = int(cps[-1], 16)
            yield first, last, fields[1]


def version():
    with open(os.path.join(UCD, "extracted/DerivedEastAsianWidth.txt"), encoding="utf-8") as f:
        m = re.search(r"DerivedEastAsianWidth-([\d.]+)\.txt", f.readline())
        return m[1] if m else "unknown"


width = bytearray([1]) * MAX
flags = bytearray(MAX)

# East Asian Width: the @missing lines come first in the file and are overridden by data lines.
for first, last, value in ranges("extracted/DerivedEastAsianWidth.txt", missing=True):
    if value in ("W", "F", "Wide", "Fullwidth"):
        width[first:last + 1] = b"\x02" * (last - first + 1)
    elif value in ("N", "Na", "A", "H", "Neutral", "Narrow", "Ambiguous", "Halfwidth"):
        width[first:last + 1] = b"\x01" * (last - first + 1)

for first, last, value in ranges("extracted/DerivedGeneralCategory.txt"):
    if value in ("Mn", "Me", "Cc") or (value == "Cf"):
        for cp in range(first, last + 1):
            if cp != 0x00AD:
                width[cp] = 0

emoji_presentation = set()
for first, last, value in ranges("emoji/emoji-data.txt"):
    bit = {"Extended_Pictographic": 8, "Emoji_Modifier_Base": 16, "Emoji_Modifier": 32}.get(value)
    for cp in range(first, last + 1):
        if bit:
            flags[cp] |= bit
        if value == "Emoji_Presentation":
            emoji_presentation.add(cp)

for first, last, value in ranges("auxiliary/GraphemeBreakProperty.txt"):
    for cp in range(first, last + 1):
        if value in ("Extend", "ZWJ", "SpacingMark", "V", "T"):
            flags[cp] |= 64
        if value not in ("LV", "LVT"):
            flags[cp] |= 128

for first, last, value in ranges("extracted/DerivedGeneralCategory.txt"):
    if value == "Cn":
        for cp in range(first, last + 1):
            flags[cp] |= 64 | 128

with open(os.path.join(UCD, "emoji/emoji-variation-sequences.txt"), encoding="utf-8") as f:
    for line in f:
        line = line.split("#", 1)[0].strip()
        if line:
            flags[int(line.split()[0], 16)] |= 4

# Emoji presentation characters are East Asian Wide by UAX #11, except the regional
# indicators (which are 2 columns as a flag pair). Check it rather than assume it.
odd = sorted(cp for cp in emoji_presentation if width[cp] != 2 and not 0x1F1E6 <= cp <= 0x1F1FF)
if odd:
    sys.exit("Emoji_Presentation code points that are not Wide: " + ", ".join("%04X" % c for c in odd))

runs = []
start = 0
for cp in range(1, MAX + 1):
    if cp == MAX or width[cp] != width[start] or flags[cp] != flags[start]:
        value = width[start] | flags[start]
        if value != 1:
            runs.append((start, cp - 1, value))
        start = cp

lines = []
for i in range(0, len(runs), 4):
    chunk = runs[i:i + 4]
    lines.append("    " + " ".join("0x%013X," % ((a << 29) | (b << 8) | v) for a, b, v in chunk))

with open(OUT, "w", encoding="utf-8") as out:
    out.write(f"""// GENERATED by Scripts/generate-unicode-width.py from the Unicode Character Database
// {version()} (DerivedEastAsianWidth, DerivedGeneralCategory, emoji-data,
// emoji-variation-sequences). Do not edit by hand: change the script and run it again.

/// The Unicode version the width table was generated from.
let unicodeWidthTableVersion = "{version()}"

/// Runs of code points whose width or emoji flags differ from the default (width 1, no flags),
/// sorted by first code point. Each entry packs `first << 29 | last << 8 | flags`; see
/// ``UnicodeWidth`` for the meaning of the flag bits.
let unicodeWidthRuns: [UInt64] = [
""")
    out.write("\n".join(lines))
    out.write("\n]\n")
print(f"{len(runs)} runs written to {os.path.relpath(OUT, ROOT)}")
