#!/usr/bin/env python3
"""Prepares sources for the behavioural model's run, which has no Objective-C runtime; used by Tools/AppleModel/check.sh.

The Apple adapters and the SDK stubs are written as Apple code is: delegate protocols are `@objc` with `@objc optional`
requirements, and an optional requirement is called with `?(`. The type-check compiles them so, with Objective-C
interop. The model's run cannot (nothing links Objective-C here), so this script writes a copy of each source for it
with the Objective-C spelling taken out (only of the sources that have any), line for line (compiler messages keep their original file and line):

- `#selector(NSResponder.insertNewline(_:))` becomes `NSSelectorFromString("insertNewline:")`;
- `@objc` and `@objc(name)` attributes go, and `optional` after them: a requirement becomes a plain one, which the
  stub's run-only extension (`#if !_runtime(_ObjC)`) gives a default body, the value the SDK documents for a delegate
  that does not implement it;
- a call of an optional requirement, `delegate?.textViewDidChange?(view)`, becomes a plain call behind the check that
  `?(` makes in Objective-C, `delegate?._respondingTo("textViewDidChange:")?.textViewDidChange(view)`: nil, and the
  caller's fallback, when the delegate does not respond to the selector.

It also writes the model's method table: for every class in the given sources, the selectors it implements that the
Objective-C runtime would list (methods that satisfy an `@objc` protocol requirement of the stubs or override an
`@objc` method, and `@objc` methods), so that `responds(to:)` and the model's message dispatch answer as on a device.
Selectors are named from the Swift name: `textView(_:shouldChangeTextIn:replacementText:)` is
`textView:shouldChangeTextIn:replacementText:`.

Usage: objc_model.py --stubs DIR --out DIR --table FILE MODULE=DIR [MODULE=DIR ...]
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

SELECTOR_EXPRESSION = re.compile(r"#selector\(\s*(?:\w+\.)*(\w+)\(((?:\w+:)*)\)\s*\)")
OBJC_ATTRIBUTE = re.compile(r"@objc(?:\([^)]*\))?\s+(?:optional\s+)?")
OPTIONAL_REQUIREMENT = re.compile(r"@objc\s+optional\s+(?:[\w@]+\s+)*func\s+(\w+)\s*\(")
OBJC_PROTOCOL = re.compile(r"@objc\s+(?:public\s+)?protocol\s+(\w+)")
FUNC = re.compile(r"\bfunc\s+(\w+)\s*(?:<[^>]*>)?\s*\(")
CLASS = re.compile(r"^(?:[\w@()]+\s+)*class\s+(\w+)\b[^{]*\{")
EXTENSION = re.compile(r"^(?:[\w@()]+\s+)*extension\s+(\w+)\b[^{]*\{")


def swift_files(directory: Path) -> list[Path]:
    return sorted(path for path in directory.rglob("*.swift"))


def strip_comments_and_strings(line: str) -> str:
    """The line without its `//` comment and with string literals blanked, for counting braces."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def arguments(text: str, open_paren: int, brackets: str) -> list[str]:
    """The top-level comma-separated pieces of the list opening at `open_paren`; `brackets` is the openers, then as
    many closers, that nest (a parameter list's generic `<>` nests, a call's comparisons must not)."""
    half = len(brackets) // 2
    openers, closers = brackets[:half], brackets[half:]
    depth, start, pieces, index = 0, open_paren + 1, [], open_paren
    while index < len(text):
        char = text[index]
        if char in openers:
            depth += 1
        elif char in closers:
            depth -= 1
            if depth == 0:
                break
        elif char == "," and depth == 1:
            pieces.append(text[start:index])
            start = index + 1
        index += 1
    if text[start:index].strip():
        pieces.append(text[start:index])
    return pieces


def parameters(text: str, open_paren: int) -> list[str]:
    """The argument labels of the parameter list opening at `open_paren` (`_` for an unlabelled parameter)."""
    names = []
    for parameter in arguments(text, open_paren, "([<)]>"):
        head = parameter.split(":", 1)[0].split()
        names.append(head[0] if head else "_")
    return names


def selector(name: str, labels: list[str]) -> str:
    if not labels:
        return name
    first, rest = labels[0], labels[1:]
    head = name if first == "_" else name + first[0].upper() + first[1:]
    return head + ":" + "".join(f"{label}:" for label in rest)


def objc_requirements(stub_sources: list[Path]) -> tuple[set[str], set[str]]:
    """The base names of `@objc optional` requirements, and the selectors of every `@objc` protocol's requirements."""
    optional: set[str] = set()
    selectors: set[str] = set()
    for path in stub_sources:
        text = path.read_text()
        optional.update(OPTIONAL_REQUIREMENT.findall(text))
        for match in OBJC_PROTOCOL.finditer(text):
            body_start = text.index("{", match.end())
            depth, index = 0, body_start
            while index < len(text):
                depth += {"{": 1, "}": -1}.get(text[index], 0)
                if depth == 0:
                    break
                index += 1
            body = text[body_start:index]
            for func in FUNC.finditer(body):
                labels = parameters(body, func.end() - 1)
                selectors.add(selector(func.group(1), labels))
    return optional, selectors


def call_labels(text: str, open_paren: int) -> list[str]:
    """The argument labels of the call whose argument list opens at `open_paren` (`_` for an unlabelled one)."""
    labels = []
    for argument in arguments(text, open_paren, "([{)]}"):
        label = re.match(r"\s*(\w+)\s*:(?!:)", argument)
        labels.append(label.group(1) if label else "_")
    return labels


def selector_literal(match: re.Match[str]) -> str:
    name, labels = match.group(1), match.group(2)
    return f'NSSelectorFromString("{selector(name, [label for label in labels.split(":") if label])}")'


def model_copy(text: str, optional: set[str]) -> str:
    text = OBJC_ATTRIBUTE.sub("", text)
    text = SELECTOR_EXPRESSION.sub(selector_literal, text)
    if not optional:
        return text
    calls = re.compile(r"\.(%s)\?\(" % "|".join(sorted(optional)))
    pieces, last = [], 0
    for match in calls.finditer(text):
        name = match.group(1)
        found = selector(name, call_labels(text, match.end() - 1))
        pieces.append(text[last : match.start()])
        pieces.append(f'._respondingTo("{found}")?.{name}(')
        last = match.end()
    pieces.append(text[last:])
    return "".join(pieces)


def method_table(module: str, sources: list[Path], known: set[str]) -> dict[str, set[str]]:
    """Class name → selectors, for classes declared at the top level of the sources (and their extensions)."""
    table: dict[str, set[str]] = {}
    classes: set[str] = set()
    bodies: list[tuple[str, str, bool]] = []
    for path in sources:
        lines = path.read_text().splitlines()
        index = 0
        while index < len(lines):
            line = lines[index]
            match = CLASS.match(line) or EXTENSION.match(line)
            if match and not line.startswith((" ", "\t")):
                depth, body = 0, []
                while index < len(lines):
                    body.append(lines[index])
                    code = strip_comments_and_strings(lines[index])
                    depth += code.count("{") - code.count("}")
                    if depth <= 0:
                        break
                    index += 1
                is_class = bool(CLASS.match(line)) and not EXTENSION.match(line)
                bodies.append((match.group(1), "\n".join(body), is_class))
                if is_class:
                    classes.add(match.group(1))
            index += 1
    for name, body, _ in bodies:
        if name not in classes:
            continue
        for func in FUNC.finditer(body):
            labels = parameters(body, func.end() - 1)
            found = selector(func.group(1), labels)
            prefix = body[max(0, body.rfind("\n", 0, func.start())) : func.start()]
            if found in known or "@objc" in prefix or "override" in prefix:
                table.setdefault(f"{module}.{name}", set()).add(found)
    return table


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--stubs", required=True, type=Path)
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--table", required=True, type=Path)
    parser.add_argument("modules", nargs="+")
    arguments = parser.parse_args()

    stub_sources = swift_files(arguments.stubs)
    optional, known = objc_requirements(stub_sources)
    table: dict[str, set[str]] = {}
    groups = [("", arguments.stubs)] + [tuple(group.split("=", 1)) for group in arguments.modules]
    for module, directory in groups:
        directory = Path(directory)
        sources = swift_files(directory)
        for path in sources:
            text = path.read_text()
            copy = model_copy(text, optional)
            if copy == text:
                continue
            # Another file name than the original's, so the copy's own `#fileID` differs from the one it reports.
            target = arguments.out / path.parent / f"{path.stem}.model.swift"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(f'#sourceLocation(file: "{path}", line: 1)\n{copy}\n#sourceLocation()\n')
        if module:
            table.update(method_table(module, sources, known))
    lines = [
        "// Generated by Tools/AppleModel/Scripts/objc_model.py: the selectors each class implements, as the runtime lists them.",
        "import ObjectiveC",
        "",
        "func registerObjCMethodTable() {",
    ]
    for name in sorted(table):
        selectors = ", ".join(f'"{entry}"' for entry in sorted(table[name]))
        lines.append(f'    ObjCMethodTable.register("{name}", [{selectors}])')
    lines.append("}")
    arguments.table.write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
