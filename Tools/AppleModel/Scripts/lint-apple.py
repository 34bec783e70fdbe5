#!/usr/bin/env python3
"""Availability and API lint for the Apple adapters, run by Tools/AppleModel/check.sh.

This lint:

1. checks the stubs (Tools/AppleModel/Stubs): every declaration names its Apple documentation path in a comment right
   above it (attributes may sit in between), and the path is listed in Tools/AppleModel/Stubs/VERIFICATION.tsv, the
   record of what Apple's documentation says; every declaration the record shows as newer than the deployment
   floor (iOS 13.0, Mac Catalyst 13.1, macOS 10.15, visionOS 1.0) carries an `@available` at least that new (its
   own or its enclosing type's), and every declaration the record shows as unavailable on a platform carries
   `@available(<platform>, unavailable)`;
2. checks Sources/ExpandingTextUI and Examples/: every use of a symbol unavailable on visionOS in a file compiled for
   visionOS lies inside `#if !os(visionOS)` (or a declaration annotated unavailable there), as no visionOS SDK is here
   to compile against. What the iOS and macOS SDKs decide — the availability of each use at the floors, the names of
   optional delegate requirements, `@unknown default` in a switch over an enum Apple does not freeze — the compiler
   checks against Apple's own SDK interfaces (Tools/AppleModel/Scripts/apple_sdk.py);
3. rejects what the adapters must not use: `UIScreen`, `layoutManager`, `@objc`, KVO, `@FocusState`,
   `os(...)` gates, and `#selector` outside the two callbacks that hand over a selector; and checks that each
   platform file is wrapped whole in its `#if canImport(...)` gate;
4. checks the behavioural model against Tools/AppleModel/Stubs/BEHAVIOUR.tsv both ways: every switch in a set's
   Model.swift names an alternative variant of a row, every alternative variant has a switch, and every switch is
   read somewhere in the model.

As in Swift, an `@available` or `#available` that names iOS but not Mac Catalyst applies its iOS version to Mac
Catalyst too.

Exit status 1 with one line per problem (`path:line: message`), 0 otherwise.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
STUBS = ROOT / "Tools" / "AppleModel" / "Stubs"
RECORD = STUBS / "VERIFICATION.tsv"
CHECKED = [ROOT / "Sources" / "ExpandingTextUI", ROOT / "Examples"]

FLOORS = {"iOS": (13, 0), "macCatalyst": (13, 1), "macOS": (10, 15), "visionOS": (1, 0)}
FRAMEWORKS = ("UIKit", "AppKit", "SwiftUI", "ObjectiveC", "Foundation", "CoreFoundation", "Dispatch", "Swift")
UIKIT_GATE = "#if canImport(UIKit)"
APPKIT_GATE = "#if canImport(AppKit) && !targetEnvironment(macCatalyst)"
# The places where the platform hands over a selector, for which no closure API exists: AppKit's
# textView(_:doCommandBy:) and UIKit's canPerformAction(_:withSender:), which decides whether Paste is offered.
SELECTOR_ALLOWED = {
    Path("Sources/ExpandingTextUI/AppKit/GrowingTextViewDelegateForwarder.AppKit.swift"),
    Path("Sources/ExpandingTextUI/UIKit/GrowingTextView.UIKit.swift"),
}

DECL = re.compile(
    r"^\s*(?:(?:public|open|private|fileprivate|internal|package|static|class|final|override|convenience|required"
    r"|weak|unowned|mutating|nonmutating|nonisolated|optional|indirect|@[\w.]+(?:\([^)]*\))?)\s+)*"
    r"(func|var|let|init|case|class|struct|enum|protocol|typealias|associatedtype|subscript|extension)\b[\s?!]*"
    r"(`?[\w]+`?)?"
)
ATTRIBUTE_LINE = re.compile(r"^\s*@")
DOC_PATH = re.compile(r"^\s*//\s*((?:%s)/\S+)\s*$" % "|".join(FRAMEWORKS))
AVAILABLE = re.compile(r"@available\(([^)]*)\)")
VERSION = re.compile(r"^\s*(iOS|macOS|macCatalyst|visionOS|tvOS|watchOS)\s+(\d+(?:\.\d+)*)\s*$")
INTRODUCED = re.compile(r"^\s*(iOS|macOS|macCatalyst|visionOS|tvOS|watchOS)\s*,.*?introduced:\s*(\d+(?:\.\d+)*)")
UNAVAILABLE = re.compile(r"@available\(\s*(iOS|macOS|macCatalyst|visionOS|tvOS|watchOS)\s*,\s*unavailable\s*[,)]")
RECORD_PART = re.compile(r"^\s*(iOS|macOS|macCatalyst|visionOS|tvOS|watchOS)\s+(\d+(?:\.\d+)*|unavailable)\s*$")


def version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def parse_available(arguments: str) -> dict[str, tuple[int, ...]]:
    """Platform → introduced version, from the arguments of `@available(...)` or `#available(...)`."""
    result: dict[str, tuple[int, ...]] = {}
    match = INTRODUCED.match(arguments)
    if match:
        result[match.group(1)] = version(match.group(2))
        return with_catalyst(result)
    for part in arguments.split(","):
        match = VERSION.match(part)
        if match:
            result[match.group(1)] = version(match.group(2))
    return with_catalyst(result)


def with_catalyst(availability: dict[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]]:
    """Swift applies an iOS version to Mac Catalyst when no Mac Catalyst version is given."""
    ios = availability.get("iOS")
    if ios is not None and "macCatalyst" not in availability and ios > FLOORS["macCatalyst"]:
        availability["macCatalyst"] = ios
    return availability


def strip_code(text: str) -> str:
    """The text with comments and string literals blanked out (same length, same line breaks)."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out.append(" ")
                i += 1
        elif text.startswith("/*", i):
            while i < n and not text.startswith("*/", i):
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
            out.append("  ")
            i += 2
        elif text.startswith('"""', i):
            out.append('"""')
            i += 3
            while i < n and not text.startswith('"""', i):
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
            out.append('"""')
            i += 3
        elif text[i] == '"':
            out.append('"')
            i += 1
            while i < n and text[i] != '"' and text[i] != "\n":
                if text[i] == "\\":
                    out.append(" ")
                    i += 1
                out.append(" ")
                i += 1
            out.append('"')
            i += 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def matching_brace(code: str, open_index: int) -> int:
    depth = 0
    for index in range(open_index, len(code)):
        if code[index] == "{":
            depth += 1
        elif code[index] == "}":
            depth -= 1
            if depth == 0:
                return index
    return len(code)


def line_of(code: str, index: int) -> int:
    return code.count("\n", 0, index) + 1


@dataclass
class Recorded:
    """What the record says of one documentation path: introduced versions, and platforms it is unavailable on."""

    introduced: dict[str, tuple[int, ...]]
    unavailable: set[str]


@dataclass
class Symbol:
    name: str
    labels: tuple[str, ...] | None  # argument labels of a function, None for other declarations
    kind: str
    framework: str
    availability: dict[str, tuple[int, ...]]
    doc_path: str
    location: str
    # Whether using the name needs the availability: types and top-level declarations always; members only when they
    # are newer than their type (using a member of a newer type already needed the type).
    checks_use: bool = True
    # Platforms the declaration itself (not only its enclosing type) is marked unavailable on.
    unavailable: set[str] = field(default_factory=set)
    # The type, protocol or extended type the declaration sits in ("" at the top level).
    container: str = ""


@dataclass
class Report:
    problems: list[str] = field(default_factory=list)

    def add(self, path: Path, line: int, message: str) -> None:
        problem = f"{path.relative_to(ROOT)}:{line}: {message}"
        if problem not in self.problems:
            self.problems.append(problem)


def function_labels(code: str, start: int) -> tuple[str, ...] | None:
    """Argument labels of the declaration or call whose parameter list opens at `start` (a '(')."""
    depth = 0
    end = start
    for index in range(start, len(code)):
        if code[index] in "([":
            depth += 1
        elif code[index] in ")]":
            depth -= 1
            if depth == 0:
                end = index
                break
    inner = code[start + 1 : end]
    parts, depth, current = [], 0, []
    for char in inner:
        if char in "([<{":
            depth += 1
        elif char in ")]>}":
            depth -= 1
        if char == "," and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    if "".join(current).strip():
        parts.append("".join(current))
    labels = []
    for part in parts:
        part = part.strip()
        declaration = re.match(r"^(?:@\w+\s+)*(`?\w+`?)\s+(`?\w+`?)\s*:", part)
        labelled = re.match(r"^(`?\w+`?)\s*:", part)
        if declaration:
            labels.append(declaration.group(1).strip("`"))
        elif labelled:
            labels.append(labelled.group(1).strip("`"))
        else:
            labels.append("_")
    return tuple(labels)


def load_record(report: Report) -> dict[str, Recorded]:
    record: dict[str, Recorded] = {}
    if not RECORD.exists():
        report.add(RECORD, 1, "missing verification record")
        return record
    for number, line in enumerate(RECORD.read_text().splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        columns = line.split("\t")
        if len(columns) < 4:
            report.add(RECORD, number, "expected 4 tab-separated columns: path, availability, status, source")
            continue
        entry = Recorded({}, set())
        for part in columns[1].split(";") if columns[1] != "-" else []:
            match = RECORD_PART.match(part)
            if not match:
                report.add(RECORD, number, f"unreadable availability '{part.strip()}': use e.g. 'iOS 13.4; visionOS 1.0'")
            elif match.group(2) == "unavailable":
                entry.unavailable.add(match.group(1))
            else:
                entry.introduced[match.group(1)] = version(match.group(2))
        record[columns[0]] = entry
    return record


def scan_stubs(report: Report, record: dict[str, Recorded]) -> list[Symbol]:
    symbols: list[Symbol] = []
    for path in sorted(STUBS.rglob("*.swift")):
        framework = path.relative_to(STUBS).parts[0]
        text = path.read_text()
        lines = text.splitlines()
        code = strip_code(text)
        code_lines = code.splitlines()
        # Enclosing declarations: (closing brace index, availability).
        offsets = [0]
        for line in lines:
            offsets.append(offsets[-1] + len(line) + 1)
        stack: list[tuple[int, dict[str, tuple[int, ...]], str, set[str], bool, str]] = []
        for number, line in enumerate(code_lines):
            start = offsets[number]
            while stack and stack[-1][0] < start:
                stack.pop()
            match = DECL.match(line)
            if not match or line.strip().startswith(("return", "fatalError")):
                continue
            kind, name = match.group(1), (match.group(2) or "").strip("`")
            # Attributes and the doc path comment above the declaration.
            own: dict[str, tuple[int, ...]] = {}
            own_unavailable = {match.group(1) for match in UNAVAILABLE.finditer(line)}
            for attribute in AVAILABLE.finditer(line):
                own.update(parse_available(attribute.group(1)))
            above = number - 1
            doc_path = None
            while above >= 0:
                raw = lines[above]
                if ATTRIBUTE_LINE.match(raw):
                    own_unavailable.update(match.group(1) for match in UNAVAILABLE.finditer(raw))
                    for attribute in AVAILABLE.finditer(raw):
                        for platform, value in parse_available(attribute.group(1)).items():
                            own.setdefault(platform, value)
                    above -= 1
                    continue
                comment = DOC_PATH.match(raw)
                if comment:
                    doc_path = comment.group(1)
                break
            inherited: dict[str, tuple[int, ...]] = {}
            inherited_unavailable: set[str] = set()
            for _, availability, _, unavailable, _, _ in stack:
                inherited.update(availability)
                inherited_unavailable |= unavailable
            in_protocol = bool(stack) and stack[-1][2] == "protocol"
            is_api = bool(re.search(r"\b(public|open)\b", line)) or in_protocol or kind in ("case", "associatedtype")
            effective = dict(inherited)
            effective.update(own)
            brace = code.find("{", start + len(line) - len(line.lstrip()))
            next_line_end = offsets[min(number + 1, len(lines))]
            opens_body = kind in ("class", "struct", "enum", "protocol", "extension") and 0 <= brace
            # `package` declarations (and everything inside them) are the behavioural model's own controls, not Apple
            # API: the adapters are built in another package and cannot see them.
            is_model = bool(re.search(r"\bpackage\b", line)) or any(entry[4] for entry in stack)
            # An extension whose path is a standard-library protocol's page (`// Swift/BinaryFloatingPoint`) holds
            # that protocol's requirements: their documentation is the protocol's.
            if kind == "extension" and doc_path and doc_path.startswith("Swift/"):
                is_model = True
            if kind == "enum" and not is_model:
                attributes = [line]
                above = number - 1
                while above >= 0 and ATTRIBUTE_LINE.match(lines[above]):
                    attributes.append(lines[above])
                    above -= 1
                if not any("@frozen" in attribute for attribute in attributes):
                    NON_FROZEN.add(name)
            if opens_body:
                stack.append(
                    (
                        matching_brace(code, brace),
                        effective,
                        kind,
                        own_unavailable | inherited_unavailable,
                        is_model,
                        name,
                    )
                )
            if kind == "extension" or not is_api or is_model:
                continue
            if kind == "case" and name == "":
                continue
            if doc_path is None:
                report.add(path, number + 1, f"stub declaration '{name}' has no documentation path comment above it")
                continue
            if doc_path not in record:
                report.add(path, number + 1, f"documentation path {doc_path} is not in {RECORD.name}")
            else:
                for platform in sorted(record[doc_path].unavailable - own_unavailable - inherited_unavailable):
                    report.add(
                        path,
                        number + 1,
                        f"'{name}' is unavailable on {platform} per {doc_path}; the stub must carry"
                        f" @available({platform}, unavailable)",
                    )
                for platform, introduced in record[doc_path].introduced.items():
                    floor = FLOORS.get(platform)
                    if floor is None or introduced <= floor:
                        continue
                    declared = effective.get(platform)
                    if declared is None or declared < introduced:
                        report.add(
                            path,
                            number + 1,
                            f"'{name}' is {platform} {'.'.join(map(str, introduced))}+ per {doc_path}; the stub must"
                            f" carry @available({platform} {'.'.join(map(str, introduced))}, …)",
                        )
            labels = None
            if kind in ("func", "init", "subscript"):
                paren = code.find("(", start + match.end(0) - 1 if kind != "init" else start + match.start(1))
                labels = function_labels(code, paren) if paren >= 0 and paren < next_line_end + 400 else ()
                if kind == "init":
                    name = "init"
            is_type = kind in ("class", "struct", "enum", "protocol", "typealias", "associatedtype")
            newer_than_type = any(
                platform not in inherited or value > inherited[platform] for platform, value in own.items()
            )
            symbols.append(
                Symbol(
                    name,
                    labels,
                    kind,
                    framework,
                    effective,
                    doc_path,
                    f"{path.relative_to(ROOT)}:{number + 1}",
                    checks_use=is_type or not stack or newer_than_type,
                    unavailable=own_unavailable,
                    container=stack[-1][5] if stack else "",
                )
            )
            del next_line_end
    return symbols


# Stub enums Apple does not freeze, filled in by scan_stubs. The stubs are built without library evolution, so the
# compiler here accepts a switch over them without `@unknown default`; the SDK's are not, and a device build warns.
NON_FROZEN: set[str] = set()





def file_platforms(text: str, path: Path, report: Report) -> set[str]:
    """The platforms a checked file is compiled for, from its whole-file gate."""
    lines = [line for line in text.splitlines() if line.strip() and not line.strip().startswith("//")]
    first = lines[0].strip() if lines else ""
    last = lines[-1].strip() if lines else ""
    relative = path.relative_to(ROOT)
    in_uikit = "UIKit" in relative.parts
    in_appkit = "AppKit" in relative.parts
    if in_uikit and not first.startswith(UIKIT_GATE):
        report.add(path, 1, f"UIKit code must be wrapped whole in `{UIKIT_GATE}`")
    if in_appkit and not first.startswith(APPKIT_GATE):
        report.add(path, 1, f"AppKit code must be wrapped whole in `{APPKIT_GATE}`")
    if first.startswith("#if") and last != "#endif":
        report.add(path, len(text.splitlines()), "the file's `#if` gate must close at the end of the file")
    if first.startswith(APPKIT_GATE):
        return {"macOS"}
    if first.startswith(UIKIT_GATE):
        return {"iOS", "macCatalyst", "visionOS"}
    return {"iOS", "macCatalyst", "visionOS", "macOS"}



def without_platform_ranges(code: str, platform: str) -> list[tuple[int, int]]:
    """Regions of code not compiled for `platform`: the branch of an `#if !os(<platform>)` (up to its `#else`,
    `#elseif` or `#endif`), and declarations annotated `@available(<platform>, unavailable)`."""
    regions = []
    # Open conditional blocks: (excludes the platform, start of the current branch).
    blocks: list[tuple[bool, int]] = []
    offset = 0
    for line in code.splitlines(keepends=True):
        stripped = line.strip()
        if stripped.startswith("#if"):
            blocks.append((f"!os({platform})" in stripped.replace(" ", ""), offset))
        elif stripped.startswith(("#else", "#elseif", "#endif")) and blocks:
            excludes, start = blocks.pop()
            if excludes:
                regions.append((start, offset))
            if not stripped.startswith("#endif"):
                blocks.append((False, offset))
        offset += len(line)
    for match in UNAVAILABLE.finditer(code):
        if match.group(1) == platform:
            brace = code.find("{", match.end())
            end = matching_brace(code, brace) if brace >= 0 else code.find("\n", match.end())
            regions.append((match.start(), end))
    return regions


def check_sources(report: Report, symbols: list[Symbol]) -> None:
    for root in CHECKED:
        for path in sorted(root.rglob("*.swift")):
            text = path.read_text()
            code = strip_code(text)
            relative = path.relative_to(ROOT)
            platforms = file_platforms(text, path, report)
            imports = set(re.findall(r"^\s*import\s+(\w+)", code, re.MULTILINE))
            frameworks = {name for name in ("UIKit", "AppKit", "SwiftUI") if name in imports} | {"ObjectiveC"}
            for pattern, message in (
                (r"\bUIScreen\b", "UIScreen is unavailable on visionOS: use the trait collection"),
                (r"\blayoutManager\b", "layoutManager forces TextKit 1 compatibility mode"),
                (r"@objc\b", "no @objc in adapters: use closure-based APIs"),
                (r"\.observe\(\\|addObserver\(\s*self\b", "no KVO or selector-based observers: use closures"),
                (r"@FocusState\b", "@FocusState needs iOS 15 and does not drive wrapped views"),
                (r"#if\s+os\(|\bos\((?:iOS|macOS)\)", "gate with canImport(...), never os(...)"),
            ):
                for match in re.finditer(pattern, code):
                    report.add(path, line_of(code, match.start()), message)
            if relative not in SELECTOR_ALLOWED:
                for match in re.finditer(r"#selector\(", code):
                    report.add(path, line_of(code, match.start()), "no #selector where a closure API exists")
            if "visionOS" in platforms:
                excluded = without_platform_ranges(code, "visionOS")
                for symbol in symbols:
                    if "visionOS" not in symbol.unavailable or symbol.framework not in frameworks:
                        continue
                    for match in re.finditer(r"(?<![\w$])%s\b" % re.escape(symbol.name), code):
                        if not any(start <= match.start() <= end for start, end in excluded):
                            report.add(
                                path,
                                line_of(code, match.start()),
                                f"'{symbol.name}' is unavailable on visionOS ({symbol.doc_path}): use it inside"
                                " `#if !os(visionOS)`",
                            )


def check_model_switches(report: Report) -> None:
    """The model's switches and BEHAVIOUR.tsv agree both ways, and every switch is read.

    Each switch names a row of BEHAVIOUR.tsv and one of that row's alternative variants; each alternative variant of
    a UIKit or AppKit row has a switch in that set's Model.swift (a SwiftUI row's, in the Model.swift of either set:
    its variants name the platform they belong to); and each switch is read somewhere in the model that set's
    scenarios run on (the set's folder, Shared/ and SwiftUI/), since a switch nothing reads makes every scenario run
    twice under the same behaviour and claims a variant that is not modelled."""
    behaviour = STUBS / "BEHAVIOUR.tsv"
    variants: dict[str, list[str]] = {}
    frameworks: dict[str, str] = {}
    lines: dict[str, int] = {}
    for number, line in enumerate(behaviour.read_text().splitlines(), start=1):
        if line.startswith("#") or not line.strip():
            continue
        columns = line.split("\t")
        variants[columns[0]] = columns[5].split("|") if len(columns) > 5 and columns[5] else []
        frameworks[columns[0]] = columns[1] if len(columns) > 1 else ""
        lines[columns[0]] = number
    switched: dict[str, set[str]] = {}
    for model in sorted(STUBS.glob("*/Model.swift")):
        framework = model.parent.name
        code = model.read_text()
        sources = [
            path
            for folder in (model.parent, STUBS / "Shared", STUBS / "SwiftUI")
            for path in sorted(folder.rglob("*.swift"))
        ]
        readers = {path: strip_code(path.read_text()) for path in sources}
        for match in re.finditer(r'case (\w+) = "([^"]+)"', code):
            name, value = match.group(1), match.group(2)
            row, _, variant = value.partition(":")
            switched.setdefault(value, set()).add(framework)
            if variant not in variants.get(row, [])[1:]:
                report.add(
                    model,
                    line_of(code, match.start()),
                    f"switch '{value}' is not an alternative variant of a BEHAVIOUR.tsv row",
                )
            reads = re.compile(r"(?<![\w$])\.%s\b" % re.escape(name))
            if not any(reads.search(text) for text in readers.values()):
                report.add(
                    model,
                    line_of(code, match.start()),
                    f"switch '{name}' ({value}) is never read in the {framework} model: the scenarios would run twice"
                    " under one behaviour",
                )
    for row, alternatives in variants.items():
        framework = frameworks[row]
        for variant in alternatives[1:]:
            sets = switched.get(f"{row}:{variant}", set())
            if framework in ("UIKit", "AppKit") and framework not in sets or not sets:
                where = f"{framework}/Model.swift" if framework in ("UIKit", "AppKit") else "a set's Model.swift"
                report.add(
                    behaviour,
                    lines[row],
                    f"variant '{row}:{variant}' has no switch in {where}: the scenarios never run under it",
                )


def main() -> int:
    report = Report()
    record = load_record(report)
    symbols = scan_stubs(report, record)
    check_sources(report, symbols)
    check_model_switches(report)
    for problem in report.problems:
        print(problem)
    restricted = sum(
        1
        for symbol in symbols
        if any(p in FLOORS and v > FLOORS[p] for p, v in symbol.availability.items())
    )
    print(
        f"lint-apple: {len(symbols)} stub declarations, {len(record)} documentation paths on record,"
        f" {restricted} declarations newer than the deployment floor, {len(report.problems)} problem(s)"
    )
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
