#!/usr/bin/env python3
"""Generates Sources/ExpandingTextCore/Unicode/Tables/UnicodeTables.swift from the Unicode 15.0 data files.

Core's Unicode decisions (line breaking, display width, the canonical bases completion folds letters to) come only
from this generated file, never from the toolchain's own Unicode data, so that every toolchain gives the same results.

Inputs (Debian's `unicode-data` package installs them under /usr/share/unicode):
  LineBreak.txt, EastAsianWidth.txt, UnicodeData.txt, emoji/emoji-data.txt, ArabicShaping.txt, Scripts.txt,
  IndicSyllabicCategory.txt, DerivedCoreProperties.txt, NameAliases.txt

Usage:
  Scripts/generate-unicode-tables.py [--source DIR] [--output FILE]

Two tables are emitted, each as a three-stage lookup: stage 2 holds one value per code point, in blocks of
2^BLOCK_SHIFT code points (identical blocks are stored once); stage 1 gives each block of a chunk of 2^CHUNK_SHIFT
blocks its block in stage 2 (identical chunks are stored once); stage 0 gives each chunk its chunk in stage 1. All
stages are Swift string literals of printable ASCII, read in place through `StaticString.utf8Start`: no array
literal for the type checker, no tables built at run time. A stage-0 or stage-2 value v is stored as the character
v + 0x20; a stage-1 entry (a block number < 4096) as two such characters holding 6 bits each, high bits first.
The sorted pairs of code points (canonical bases, East Asian ambiguous ranges) are strings of four base-95 digits
per code point, for a binary search in place.

Python 3 standard library only.
"""

import argparse
import os
import re
import sys

UNICODE_VERSION = "15.0.0"
CODE_POINTS = 0x110000

# Line_Break classes after the LB1 resolutions (AI, SG, XX -> AL; SA -> CM or AL; CJ -> NS), in the order of
# the generated `LineBreakClass` raw values.
LINE_BREAK_CLASSES = [
    ("AL", "al", "Alphabetic (also AI, SG, XX and SA other than Mn/Mc after LB1)."),
    ("B2", "b2", "Break opportunity before and after (em dash)."),
    ("BA", "ba", "Break after."),
    ("BB", "bb", "Break before."),
    ("BK", "bk", "Mandatory break (VT, FF, U+2028, U+2029)."),
    ("CB", "cb", "Contingent break opportunity (object replacement)."),
    ("CL", "cl", "Close punctuation."),
    ("CM", "cm", "Combining mark (also SA of category Mn/Mc after LB1, and C0 controls other than 09-0D)."),
    ("CP", "cp", "Close parenthesis."),
    ("CR", "cr", "Carriage return."),
    ("EB", "eb", "Emoji base."),
    ("EM", "em", "Emoji modifier."),
    ("EX", "ex", "Exclamation or interrogation."),
    ("GL", "gl", "Non-breaking glue."),
    ("H2", "h2", "Hangul LV syllable."),
    ("H3", "h3", "Hangul LVT syllable."),
    ("HL", "hl", "Hebrew letter."),
    ("HY", "hy", "Hyphen-minus."),
    ("ID", "id", "Ideographic."),
    ("IN", "inseparable", "Inseparable characters (leaders)."),
    ("IS", "infixNumeric", "Infix numeric separator."),
    ("JL", "jl", "Hangul leading jamo."),
    ("JT", "jt", "Hangul trailing jamo."),
    ("JV", "jv", "Hangul vowel jamo."),
    ("LF", "lf", "Line feed."),
    ("NL", "nl", "Next line (NEL)."),
    ("NS", "ns", "Nonstarter (also CJ after LB1)."),
    ("NU", "nu", "Numeric."),
    ("OP", "op", "Open punctuation."),
    ("PO", "po", "Postfix numeric."),
    ("PR", "pr", "Prefix numeric."),
    ("QU", "qu", "Quotation."),
    ("RI", "ri", "Regional indicator."),
    ("SP", "sp", "Space."),
    ("SY", "sy", "Symbols allowing a break after (solidus)."),
    ("WJ", "wj", "Word joiner."),
    ("ZW", "zw", "Zero width space."),
    ("ZWJ", "zwj", "Zero width joiner."),
]
CLASS_INDEX = {name: index for index, (name, _, _) in enumerate(LINE_BREAK_CLASSES)}
LB1 = {"AI": "AL", "SG": "AL", "XX": "AL", "CJ": "NS"}

# Extra line-break table symbols beyond the classes, for the rules that need one more property:
# LB30 excludes East Asian (F, W, H) OP and CP (Unicode 15.0 has East Asian OP, but its only CP are ")" and "]");
# LB30b lets an unassigned Extended_Pictographic (class ID) join EM.
SYMBOL_OP_EAST_ASIAN = len(LINE_BREAK_CLASSES)
SYMBOL_CP_EAST_ASIAN = SYMBOL_OP_EAST_ASIAN + 1
SYMBOL_ID_UNASSIGNED_PICTOGRAPHIC = SYMBOL_OP_EAST_ASIAN + 2
SYMBOL_COUNT = SYMBOL_OP_EAST_ASIAN + 3

# Display-width flags.
WIDTH_ZERO = 1           # General_Category Mn, Me or Cf, except U+00AD SOFT HYPHEN
WIDTH_WIDE = 2           # East_Asian_Width W or F
WIDTH_EMOJI_PRESENTATION = 4
WIDTH_EMOJI = 8
WIDTH_EMOJI_MODIFIER_BASE = 16
WIDTH_UNASSIGNED_PICTOGRAPHIC = 32   # Extended_Pictographic and General_Category Cn
WIDTH_NON_JOINER_SCRIPT = 64   # a letter or sign of a script in which U+200C ZERO WIDTH NON-JOINER has an effect
# Indic_Syllabic_Category values that are not letters or signs of a script of their own.
INDIC_NOT_SCRIPT = {"Consonant_Placeholder", "Syllable_Modifier", "Number", "Non_Joiner", "Joiner", "Other"}

# Defaults that the data files give only in their header comments (applied to unassigned code points first;
# the explicit data lines then override them).
LINE_BREAK_DEFAULTS = [
    (0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"), (0xF900, 0xFAFF, "ID"),
    (0x20000, 0x2FFFD, "ID"), (0x30000, 0x3FFFD, "ID"),
    (0x1F000, 0x1FAFF, "ID"), (0x1FC00, 0x1FFFD, "ID"),
    (0x20A0, 0x20CF, "PR"),
]
EAST_ASIAN_WIDTH_DEFAULTS = [
    (0x3400, 0x4DBF, "W"), (0x4E00, 0x9FFF, "W"), (0xF900, 0xFAFF, "W"),
    (0x20000, 0x2FFFD, "W"), (0x30000, 0x3FFFD, "W"),
]

# Code points that show nothing although they are not Default_Ignorable_Code_Point: the blank fillers (Hangul
# fillers are default-ignorable already; the blank Braille pattern is not) and the interlinear annotation
# characters, between which a whole annotation can sit unseen.
HIDDEN_EXTRA = [(0x2800, 0x2800), (0xFFF9, 0xFFFB)]
# The tag characters a marker shows decoded (as the ASCII character 0x20 below each) rather than by name.
TAG_PRINTABLE = (0xE0020, 0xE007E)

BLOCK_SHIFT_CANDIDATES = [5, 6, 7, 8]
CHUNK_SHIFT_CANDIDATES = [3, 4, 5, 6]
LINE_LENGTH = 116


def fail(message):
    sys.stderr.write("generate-unicode-tables: " + message + "\n")
    sys.exit(1)


def read_lines(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read().splitlines()
    except OSError as error:
        fail("cannot read %s: %s (install Debian's unicode-data package)" % (path, error.strerror))


def check_version(path, lines, expected_first_line):
    if not lines or lines[0].strip() != expected_first_line:
        fail("%s is not %s (first line: %r)" % (path, expected_first_line, lines[0] if lines else ""))


def parse_range(field):
    field = field.strip()
    if ".." in field:
        first, last = field.split("..")
        return int(first, 16), int(last, 16)
    value = int(field, 16)
    return value, value


def data_lines(lines):
    """Yields the fields of each non-comment line."""
    for line in lines:
        content = line.split("#", 1)[0].strip()
        if content:
            yield [field.strip() for field in content.split(";")]


def parse_general_categories(path):
    """General_Category per code point; None for unassigned (Cn)."""
    lines = read_lines(path)
    categories = [None] * CODE_POINTS
    range_start = None
    for line in lines:
        fields = line.split(";")
        code = int(fields[0], 16)
        name, category = fields[1], fields[2]
        if name.endswith(", First>"):
            range_start = code
            continue
        if name.endswith(", Last>"):
            if range_start is None:
                fail("%s: range end without start at %04X" % (path, code))
            for value in range(range_start, code + 1):
                categories[value] = category
            range_start = None
            continue
        categories[code] = category
    if categories[0x41] != "Lu" or categories[0x4E00] != "Lo" or categories[0x0378] is not None:
        fail("%s: unexpected contents" % path)
    return categories


def parse_names(path):
    """The name of each assigned code point that has one of its own (not the ranges of CJK ideographs and the like)."""
    names = {}
    for line in read_lines(path):
        fields = line.split(";")
        if not fields[1].startswith("<"):
            names[int(fields[0], 16)] = fields[1]
    return names


def parse_canonical_bases(path, categories):
    """Each code point whose full canonical decomposition is another starter followed by nonspacing marks only (é,
    Å, ǖ, が, the Kelvin sign), with that starter: what completion matches it as once the marks are dropped."""
    decompositions = {}
    for line in read_lines(path):
        fields = line.split(";")
        if fields[5] and not fields[5].startswith("<"):
            decompositions[int(fields[0], 16)] = [int(value, 16) for value in fields[5].split()]

    def full(code):
        return [part for value in decompositions[code] for part in full(value)] if code in decompositions else [code]

    bases = {}
    for code in decompositions:
        scalars = full(code)
        if categories[scalars[0]][0] != "M" and all(categories[value] == "Mn" for value in scalars[1:]):
            bases[code] = scalars[0]
    if bases.get(0xE9) != 0x65 or bases.get(0x212A) != 0x4B or bases.get(0x1D6) != 0x75 or 0xD8 in bases:
        fail("%s: unexpected decompositions" % path)
    return bases


def parse_abbreviations(path):
    """The first abbreviation NameAliases.txt gives each code point."""
    lines = read_lines(path)
    check_version(path, lines, "# NameAliases-%s.txt" % UNICODE_VERSION)
    abbreviations = {}
    for fields in data_lines(lines):
        if fields[2] == "abbreviation":
            abbreviations.setdefault(int(fields[0], 16), fields[1])
    return abbreviations


def parse_default_ignorable(path):
    lines = read_lines(path)
    check_version(path, lines, "# DerivedCoreProperties-%s.txt" % UNICODE_VERSION)
    codes = set()
    for fields in data_lines(lines):
        if fields[1] == "Default_Ignorable_Code_Point":
            first, last = parse_range(fields[0])
            codes.update(range(first, last + 1))
    if 0x200B not in codes or 0xE0020 not in codes or 0x0041 in codes:
        fail("%s: unexpected Default_Ignorable_Code_Point contents" % path)
    return codes


def hidden_code_points(default_ignorable):
    codes = set(default_ignorable)
    for first, last in HIDDEN_EXTRA:
        codes.update(range(first, last + 1))
    return codes


def ranges_of(codes):
    """Sorted [first, last] pairs covering `codes`."""
    ranges = []
    for code in sorted(codes):
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    return ranges


def hidden_names(hidden, names, abbreviations):
    """(first, last, prefix, number of first) for each run of names: a numbered run (VS1-VS16) is one entry with its
    first number, any other name one entry with number None. Tag characters shown decoded and unassigned code
    points have no entry."""
    entries = []
    for code in sorted(hidden):
        if TAG_PRINTABLE[0] <= code <= TAG_PRINTABLE[1]:
            continue
        name = abbreviations.get(code) or names.get(code)
        if name is None:
            continue
        match = re.fullmatch(r"([A-Z]+)([0-9]+)", name)
        if match:
            prefix, number = match.group(1), int(match.group(2))
            last = entries[-1] if entries else None
            if last and last[3] is not None and last[2] == prefix and last[1] == code - 1 \
                    and last[3] + (code - last[0]) == number:
                entries[-1] = (last[0], code, prefix, last[3])
                continue
            entries.append((code, code, prefix, number))
        else:
            entries.append((code, code, name, None))
    return entries


def parse_line_break(path, categories):
    lines = read_lines(path)
    check_version(path, lines, "# LineBreak-%s.txt" % UNICODE_VERSION)
    classes = ["XX"] * CODE_POINTS
    for first, last, value in LINE_BREAK_DEFAULTS:
        for code in range(first, last + 1):
            if categories[code] is None:
                classes[code] = value
    for fields in data_lines(lines):
        first, last = parse_range(fields[0])
        for code in range(first, last + 1):
            classes[code] = fields[1]
    resolved = []
    for code, value in enumerate(classes):
        if value == "SA":
            value = "CM" if categories[code] in ("Mn", "Mc") else "AL"
        value = LB1.get(value, value)
        if value not in CLASS_INDEX:
            fail("%s: unknown Line_Break value %s at %04X" % (path, value, code))
        resolved.append(value)
    return resolved


def parse_east_asian_width(path, categories):
    lines = read_lines(path)
    check_version(path, lines, "# EastAsianWidth-%s.txt" % UNICODE_VERSION)
    widths = ["N"] * CODE_POINTS
    for first, last, value in EAST_ASIAN_WIDTH_DEFAULTS:
        for code in range(first, last + 1):
            if categories[code] is None:
                widths[code] = value
    for fields in data_lines(lines):
        first, last = parse_range(fields[0])
        if fields[1] not in ("A", "F", "H", "N", "Na", "W"):
            fail("%s: unknown East_Asian_Width value %s" % (path, fields[1]))
        for code in range(first, last + 1):
            widths[code] = fields[1]
    return widths


def parse_emoji(path):
    lines = read_lines(path)
    if not lines or lines[0].strip() != "# emoji-data.txt":
        fail("%s: not an emoji-data.txt file" % path)
    if not any(line.startswith("# Used with Emoji Version 15.0") for line in lines[:12]):
        fail("%s: not Emoji version 15.0" % path)
    properties = {}
    for fields in data_lines(lines):
        first, last = parse_range(fields[0])
        properties.setdefault(fields[1], set()).update(range(first, last + 1))
    for name in ("Emoji", "Emoji_Presentation", "Emoji_Modifier", "Emoji_Modifier_Base", "Extended_Pictographic"):
        if name not in properties:
            fail("%s: no %s property" % (path, name))
    return properties


def parse_non_joiner_scripts(source):
    """The code points after which U+200C does something: those that join cursively (Joining_Type D, L, R, C or T
    in ArabicShaping.txt: the non-joiner stops the join) and the letters and signs of the Brahmic scripts (an
    Indic_Syllabic_Category of their own, in a script other than Common or Inherited: it stops a conjunct)."""
    shaping_path = os.path.join(source, "ArabicShaping.txt")
    shaping = read_lines(shaping_path)
    check_version(shaping_path, shaping, "# ArabicShaping-%s.txt" % UNICODE_VERSION)
    codes = set()
    for fields in data_lines(shaping):
        if fields[2] in ("D", "L", "R", "C", "T"):
            codes.add(int(fields[0], 16))
    scripts_path = os.path.join(source, "Scripts.txt")
    scripts_lines = read_lines(scripts_path)
    check_version(scripts_path, scripts_lines, "# Scripts-%s.txt" % UNICODE_VERSION)
    shared = set()
    for fields in data_lines(scripts_lines):
        if fields[1] in ("Common", "Inherited"):
            first, last = parse_range(fields[0])
            shared.update(range(first, last + 1))
    indic_path = os.path.join(source, "IndicSyllabicCategory.txt")
    indic = read_lines(indic_path)
    check_version(indic_path, indic, "# IndicSyllabicCategory-%s.txt" % UNICODE_VERSION)
    for fields in data_lines(indic):
        if fields[1] not in INDIC_NOT_SCRIPT:
            first, last = parse_range(fields[0])
            codes.update(code for code in range(first, last + 1) if code not in shared)
    return codes


def line_break_symbols(classes, widths, categories, emoji):
    pictographic = emoji["Extended_Pictographic"]
    symbols = bytearray(CODE_POINTS)
    for code in range(CODE_POINTS):
        value = classes[code]
        symbol = CLASS_INDEX[value]
        east_asian = widths[code] in ("F", "W", "H")
        if value == "OP" and east_asian:
            symbol = SYMBOL_OP_EAST_ASIAN
        elif value == "CP" and east_asian:
            symbol = SYMBOL_CP_EAST_ASIAN
        if code in pictographic and categories[code] is None:
            if value != "ID":
                fail("unassigned Extended_Pictographic %04X has class %s, expected ID" % (code, value))
            symbol = SYMBOL_ID_UNASSIGNED_PICTOGRAPHIC
        symbols[code] = symbol
    return symbols


def width_flags(classes, widths, categories, emoji, non_joiner_scripts):
    if emoji["Emoji_Modifier"] != {code for code in range(CODE_POINTS) if classes[code] == "EM"}:
        fail("Emoji_Modifier differs from Line_Break EM; the width code uses the EM class for modifiers")
    for name in ("EM", "RI"):
        if any(classes[code] == name and code not in emoji["Emoji_Presentation"] for code in range(CODE_POINTS)):
            fail("a code point of class %s lacks Emoji_Presentation; DisplayWidth relies on it" % name)
    flags = bytearray(CODE_POINTS)
    for code in range(CODE_POINTS):
        value = 0
        if categories[code] in ("Mn", "Me", "Cf") and code != 0x00AD:
            value |= WIDTH_ZERO
        if widths[code] in ("W", "F"):
            value |= WIDTH_WIDE
        if code in emoji["Emoji_Presentation"]:
            value |= WIDTH_EMOJI_PRESENTATION
        if code in emoji["Emoji"]:
            value |= WIDTH_EMOJI
        if code in emoji["Emoji_Modifier_Base"]:
            value |= WIDTH_EMOJI_MODIFIER_BASE
        if code in emoji["Extended_Pictographic"] and categories[code] is None:
            value |= WIDTH_UNASSIGNED_PICTOGRAPHIC
        if code in non_joiner_scripts:
            value |= WIDTH_NON_JOINER_SCRIPT
        flags[code] = value
    return flags


def two_stage(values, shift):
    """Returns (the block numbers of the code points' blocks, the distinct blocks' bytes in order of first use)."""
    size = 1 << shift
    blocks = {}
    stage1 = []
    stage2 = bytearray()
    for start in range(0, CODE_POINTS, size):
        block = bytes(values[start:start + size])
        if block not in blocks:
            blocks[block] = len(blocks)
            stage2 += block
        stage1.append(blocks[block])
    if len(blocks) >= 4096:
        fail("too many distinct blocks (%d) for two 6-bit digits" % len(blocks))
    return stage1, stage2


def chunked(stage1, chunk_shift):
    """Stage 1 split into chunks of 2**chunk_shift block numbers, each distinct chunk kept once: (stage 0 chunk
    numbers, the distinct chunks' block numbers in order)."""
    size = 1 << chunk_shift
    chunks = {}
    stage0 = []
    for start in range(0, len(stage1), size):
        chunk = tuple(stage1[start:start + size])
        chunks.setdefault(chunk, len(chunks))
        stage0.append(chunks[chunk])
    return stage0, [block for chunk in chunks for block in chunk]


def best_three_stage(values, ascii_first):
    """The smallest three-stage table: (block shift, chunk shift, stage 0, stage 1, stage 2). Stage 1 of a two-stage
    table repeats whole runs of blocks (the planes of unassigned code points, the ideographs); stage 0 folds them.
    With `ascii_first`, stage 2 must begin with the values of code points 0-127, for a lookup that reads ASCII
    there directly."""
    best = None
    for shift in BLOCK_SHIFT_CANDIDATES:
        blocks, stage2 = two_stage(values, shift)
        for chunk_shift in CHUNK_SHIFT_CANDIDATES:
            stage0, stage1 = chunked(blocks, chunk_shift)
            size = len(stage0) + 2 * len(stage1) + len(stage2)
            fits = max(stage0) < 0x5F and (not ascii_first or stage2[:0x80] == bytes(values[:0x80]))
            if fits and (best is None or size < best[0]):
                best = (size, shift, chunk_shift, stage0, stage1, stage2)
    if best is None:
        fail("no block and chunk size gives fewer than 95 distinct chunks%s" % (
            " with ASCII first in stage 2" if ascii_first else ""))
    return best[1:]


def encode_value(value):
    if not 0 <= value < 0x5F:
        fail("value %d does not fit one printable character" % value)
    character = chr(0x20 + value)
    return "\\" + character if character in ('"', "\\") else character


def swift_literal(tokens, indent):
    """A multi-line string literal whose lines end in `\\` (no newline): the bytes are the tokens, unbroken."""
    lines = []
    current = ""
    for token in tokens:
        if len(indent) + len(current) + len(token) + 1 > LINE_LENGTH:
            lines.append(indent + current + "\\")
            current = ""
        current += token
    # The last line has no `\\` (Swift forbids it there), and a space ending it is escaped so that it is not
    # trailing whitespace.
    if current.endswith(" "):
        current = current[:-1] + "\\u{20}"
    lines.append(indent + current)
    return '"""\n' + "\n".join(lines) + "\n" + indent + '"""'


def stage1_tokens(stage1):
    return [encode_value(block >> 6) + encode_value(block & 63) for block in stage1]


def stage2_tokens(stage2):
    return [encode_value(value) for value in stage2]


def emit_table(name, summary, values, ascii_first):
    shift, chunk_shift, stage0, stage1, stage2 = best_three_stage(values, ascii_first)
    indent = "        "
    return shift, chunk_shift, len(stage2) >> shift, (
        "    /// %s: stage 0, one character per chunk of %d code points: the chunk's number in stage 1.\n"
        "    static var %sStage0: StaticString {\n"
        "        %s\n"
        "    }\n\n"
        "    /// %s: stage 1, %d blocks per chunk, two characters per block: the block's number in stage 2.\n"
        "    static var %sStage1: StaticString {\n"
        "        %s\n"
        "    }\n\n"
        "    /// %s: stage 2, one character per code point.\n"
        "    static var %sStage2: StaticString {\n"
        "        %s\n"
        "    }\n"
        % (summary, 1 << (shift + chunk_shift), name, swift_literal(stage2_tokens(stage0), indent),
           summary, 1 << chunk_shift, name, swift_literal(stage1_tokens(stage1), indent),
           summary, name, swift_literal(stage2_tokens(stage2), indent))
    )


def emit_hidden(hidden, names):
    """The hidden code points as a switch over their ranges, and their names as a switch."""
    ranges = ranges_of(hidden)
    patterns = ["0x%X" % first if first == last else "0x%X...0x%X" % (first, last) for first, last in ranges]
    lines = []
    line = "        case"
    for index, pattern in enumerate(patterns):
        token = " " + pattern + ("," if index < len(patterns) - 1 else ":")
        if len(line) + len(token) > LINE_LENGTH:
            lines.append(line)
            line = "            "
            token = token[1:]
        line += token
    lines.append(line)
    # swift-format puts the body of a case whose patterns take several lines on a line of its own.
    if len(lines) > 1:
        lines.append("            true")
    else:
        lines[-1] += " true"
    cases = []
    for first, last, name, number in names:
        pattern = "0x%X" % first if first == last else "0x%X...0x%X" % (first, last)
        if number is None:
            cases.append('        case %s: "%s"' % (pattern, name))
        elif first == last:
            cases.append('        case %s: "%s%d"' % (pattern, name, number))
        else:
            cases.append('        case %s: "%s\\(value - 0x%X)"' % (pattern, name, first - number))
    return (
        "    // MARK: - Hidden characters\n\n"
        "    /// Whether a code point is one a box shows as a marker: a Default_Ignorable_Code_Point, a blank filler\n"
        "    /// (U+115F, U+1160, U+3164, U+FFA0, U+2800) or an interlinear annotation character (U+FFF9-FFFB); %d ranges.\n"
        "    static func isHidden(_ value: UInt32) -> Bool {\n"
        "        switch value {\n%s\n        default: false\n        }\n    }\n\n"
        "    /// The name a marker gives a hidden code point: its first abbreviation in NameAliases.txt, else its name in\n"
        "    /// UnicodeData.txt; nil for an unassigned one and for the tag characters U+E0020-E007E (shown decoded).\n"
        "    static func hiddenName(_ value: UInt32) -> String? {\n"
        "        switch value {\n%s\n        default: nil\n        }\n    }\n"
        % (len(ranges), "\n".join(lines), "\n".join(cases)))


def emit(source, line_break_symbols_table, width_table, widths, hidden_code, bases_code):
    lb_shift, lb_chunk_shift, lb_blocks, lb_code = emit_table(
        "lineBreak", "Line-break symbols (a `LineBreakClass` raw value or one of the extra symbols)",
        line_break_symbols_table, ascii_first=True)
    width_shift, width_chunk_shift, width_blocks, width_code = emit_table(
        "width", "Display-width flags", width_table, ascii_first=False)
    cases = "\n".join(
        "    /// %s: %s\n    case %s" % (name, doc, swift_name) for name, swift_name, doc in LINE_BREAK_CLASSES)
    header = """\
// GENERATED FILE: DO NOT EDIT.
//
// Generated by Scripts/generate-unicode-tables.py from the Unicode %(version)s Character Database files
// LineBreak.txt, EastAsianWidth.txt, UnicodeData.txt, ArabicShaping.txt, Scripts.txt, IndicSyllabicCategory.txt,
// DerivedCoreProperties.txt, NameAliases.txt and emoji/emoji-data.txt (Unicode %(version)s, Emoji 15.0), as
// installed by Debian's unicode-data package under %(source)s.
// Change the script and run it again instead of editing this file.
//
// Unicode data files: Copyright (c) 1991-2022 Unicode, Inc. Distributed under the Unicode License
// (https://www.unicode.org/license.txt).

/// A Unicode 15.0 Line_Break class (UAX #14), after the LB1 resolutions: AI, SG and XX are `al`; SA is `cm`
/// for general categories Mn and Mc and `al` otherwise; CJ is `ns`. Unassigned code points have the defaults
/// `LineBreak.txt` gives in its header (ID in the CJK blocks, planes 2 and 3 and U+1F000-1FAFF, U+1FC00-1FFFD;
/// PR in U+20A0-20CF).
package enum LineBreakClass: UInt8, Sendable, CaseIterable {
%(cases)s
}

/// The generated Unicode %(version)s tables. Read them through `UnicodeTables.lineBreakSymbol(_:)` and
/// `UnicodeTables.widthFlags(_:)`.
enum UnicodeTables {
    /// The Unicode version of the data the tables were generated from.
    static let unicodeVersion = "%(version)s"

    /// Line-break symbol: an OP whose East_Asian_Width is F, W or H (LB30 does not join it).
    static let symbolOPEastAsian: UInt8 = %(op_ea)d
    /// Line-break symbol: a CP whose East_Asian_Width is F, W or H (LB30 does not join it).
    static let symbolCPEastAsian: UInt8 = %(cp_ea)d
    /// Line-break symbol: an unassigned Extended_Pictographic code point, class ID (LB30b joins EM to it).
    static let symbolUnassignedPictographic: UInt8 = %(id_epu)d
    /// The number of line-break symbols: the classes, then the three extra symbols.
    static let lineBreakSymbolCount = %(count)d

    /// Width flag: General_Category Mn, Me or Cf, except U+00AD SOFT HYPHEN.
    static let widthZero: UInt8 = %(w_zero)d
    /// Width flag: East_Asian_Width W or F.
    static let widthWide: UInt8 = %(w_wide)d
    /// Width flag: Emoji_Presentation.
    static let widthEmojiPresentation: UInt8 = %(w_ep)d
    /// Width flag: Emoji.
    static let widthEmoji: UInt8 = %(w_emoji)d
    /// Width flag: Emoji_Modifier_Base.
    static let widthEmojiModifierBase: UInt8 = %(w_emb)d
    /// Width flag: Extended_Pictographic and unassigned (General_Category Cn).
    static let widthUnassignedPictographic: UInt8 = %(w_epu)d
    /// Width flag: a letter or sign of a script in which U+200C ZERO WIDTH NON-JOINER has an effect (cursive
    /// joining, or a Brahmic script's conjuncts).
    static let widthNonJoinerScript: UInt8 = %(w_zwnj)d

    /// log2 of the number of code points per block of the line-break table (%(lb_blocks)d distinct blocks).
    static let lineBreakBlockShift: UInt32 = %(lb_shift)d
    /// log2 of the number of code points per block of the width table (%(width_blocks)d distinct blocks).
    static let widthBlockShift: UInt32 = %(width_shift)d
    /// log2 of the number of blocks per chunk of the line-break table.
    static let lineBreakChunkShift: UInt32 = %(lb_chunk_shift)d
    /// log2 of the number of blocks per chunk of the width table.
    static let widthChunkShift: UInt32 = %(width_chunk_shift)d

"""
    return header % {
        "version": UNICODE_VERSION, "source": source, "cases": cases,
        "op_ea": SYMBOL_OP_EAST_ASIAN, "cp_ea": SYMBOL_CP_EAST_ASIAN,
        "id_epu": SYMBOL_ID_UNASSIGNED_PICTOGRAPHIC, "count": SYMBOL_COUNT,
        "w_zero": WIDTH_ZERO, "w_wide": WIDTH_WIDE, "w_ep": WIDTH_EMOJI_PRESENTATION, "w_emoji": WIDTH_EMOJI,
        "w_emb": WIDTH_EMOJI_MODIFIER_BASE, "w_epu": WIDTH_UNASSIGNED_PICTOGRAPHIC,
        "w_zwnj": WIDTH_NON_JOINER_SCRIPT,
        "lb_shift": lb_shift, "lb_blocks": lb_blocks, "width_shift": width_shift, "width_blocks": width_blocks,
        "lb_chunk_shift": lb_chunk_shift, "width_chunk_shift": width_chunk_shift,
    } + "    // MARK: - Line break\n\n" + lb_code + "\n    // MARK: - Width\n\n" + width_code + "\n" \
        + emit_ambiguous(widths) + "\n" + hidden_code + "\n" + bases_code + "}\n"


def packed_code_points(values):
    """Code points as tokens of four printable characters each: base 95, high digit first."""
    if any(not 0 <= value < 95 ** 4 for value in values):
        fail("a code point does not fit four printable characters")
    return ["".join(encode_value(value // 95 ** power % 95) for power in (3, 2, 1, 0)) for value in values]


def emit_pairs(name, doc, pairs):
    """Sorted pairs of code points as a packed string: a binary search reads them in place, and the source stays a
    few dozen lines."""
    tokens = packed_code_points([value for pair in pairs for value in pair])
    return (
        "    /// %s.\n"
        "    ///\n"
        "    /// Four characters per code point, high digit first: base 95, a digit d written as the character 0x20 + d.\n"
        "    static var %s: StaticString {\n"
        "        %s\n"
        "    }\n" % (doc, name, swift_literal(tokens, "        ")))


def emit_canonical_bases(bases):
    """The canonical bases as sorted code point, base pairs: a binary search over a thousand pairs, at the rare
    non-ASCII scalar of a completion label."""
    return "    // MARK: - Canonical bases\n\n" + emit_pairs(
        "canonicalBases",
        "The code points whose full canonical decomposition is another starter followed by nonspacing marks\n"
        "    /// (%d): each code point, then that starter, in the code points' order" % len(bases),
        [(code, bases[code]) for code in sorted(bases)])


def emit_ambiguous(widths):
    """The East_Asian_Width A code points as sorted first, last pairs: too few ranges for a two-stage table, and
    the width flags have no bit left."""
    ranges = []
    for code in range(CODE_POINTS):
        if widths[code] != "A":
            continue
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    return "    // MARK: - East Asian Ambiguous\n\n" + emit_pairs(
        "eastAsianAmbiguousRanges",
        "The code points whose East_Asian_Width is A (%d ranges): first and last of each range, in order" % len(ranges),
        ranges)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description="Generate Core's Unicode tables.")
    parser.add_argument("--source", default="/usr/share/unicode", help="the Unicode data directory")
    parser.add_argument(
        "--output",
        default=os.path.join(root, "Sources", "ExpandingTextCore", "Unicode", "Tables", "UnicodeTables.swift"),
        help="the Swift file to write")
    arguments = parser.parse_args()
    source = arguments.source
    readme = os.path.join(source, "ReadMe.txt")
    if not any("Version %s of the Unicode Standard" % UNICODE_VERSION in line for line in read_lines(readme)):
        fail("%s does not describe Unicode %s" % (readme, UNICODE_VERSION))
    categories = parse_general_categories(os.path.join(source, "UnicodeData.txt"))
    classes = parse_line_break(os.path.join(source, "LineBreak.txt"), categories)
    widths = parse_east_asian_width(os.path.join(source, "EastAsianWidth.txt"), categories)
    emoji = parse_emoji(os.path.join(source, "emoji", "emoji-data.txt"))
    symbols = line_break_symbols(classes, widths, categories, emoji)
    flags = width_flags(classes, widths, categories, emoji, parse_non_joiner_scripts(source))
    hidden = hidden_code_points(parse_default_ignorable(os.path.join(source, "DerivedCoreProperties.txt")))
    names = hidden_names(
        hidden, parse_names(os.path.join(source, "UnicodeData.txt")),
        parse_abbreviations(os.path.join(source, "NameAliases.txt")))
    bases = emit_canonical_bases(parse_canonical_bases(os.path.join(source, "UnicodeData.txt"), categories))
    text = emit(source, symbols, flags, widths, emit_hidden(hidden, names), bases)
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write(text)
    print("wrote %s (%d bytes)" % (os.path.relpath(arguments.output), len(text.encode("utf-8"))))


if __name__ == "__main__":
    main()
