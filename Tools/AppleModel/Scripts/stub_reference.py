#!/usr/bin/env python3
"""Writes the stub reference: every Apple declaration that the behavioural model's stubs offer, named with its full
type in Swift code that compiles only where the declaration is as the stubs say. Tools/AppleModel/check.sh compiles it
against the stubs (so that the reference itself is right) and against Apple's SDK interfaces (so that the stubs are).

The declarations are read from the symbol graphs of the stub modules (`swiftc -emit-symbol-graph`): each public
declaration whose source is in the stubs' folder, except those that exist only for the model: its controls are
`package`, and a protocol's default bodies for the model's run sit in `#if !_runtime(_ObjC)` blocks. Each becomes a
small function whose isolation is the declaration's own:

- an instance property: its key path, whose value type must be the same (`KeyPath<UITextView, UIEdgeInsets>`), and
  for a settable one a writable key path; a static property: read, and written when settable;
- a method, a function, an initialiser: called with arguments of exactly the declared parameter types, its result
  returned as the declared type, `try` / `await` exactly where declared (so a `throws` that Apple does not have is a
  warning, which the check turns into an error); a protocol's `@objc optional` requirement is called with `?(`, which
  fails on a requirement that is not optional, and a plain requirement without it, which fails on an optional one;
- a type: its superclass as a conversion, each protocol it conforms to as an existential; a typealias: the same type
  as its target (`_exactly(A.self, B.self)`); an enum case: the value.

Declarations that cannot be named this way (operators, subscripts, cases with values, variadic parameters) are counted
as skipped and listed with `--verbose`.

Usage: stub_reference.py --symbols DIR [--symbols DIR ...] --stubs DIR --model-sources DIR --imports A,B,... --out DIR

It writes one Swift file per stub file, each function behind a `#sourceLocation` of its stub declaration, so that a
diagnostic names the stub's file and line.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


@dataclass
class Declaration:
    kind: str
    path: list[str]
    text: str  # the declaration as the symbol graph prints it
    owner_kind: str | None  # swift.class, swift.struct, swift.enum, swift.protocol, or None at file scope
    owner_generics: list[str]  # the owner's generic parameters, with their constraints
    source: str  # file:line in the stubs
    optional_requirement: bool
    supertypes: list[tuple[str, str, dict]]  # (relationship, target, the target's availability) for types
    generics: list[str]  # a type's own generic parameters, with their constraints
    unnameable: str  # why the reference cannot name it, or ""
    availability: dict[str, tuple[int, int, int]]  # per platform, the newest of the declaration's and its types'
    conforms_to_view: bool  # a type conforming to SwiftUI's View, or a member of one


def joined(fragments: list[dict], by_identifier: dict[str, dict]) -> str:
    """The declaration's text, with each type nested in another named by its full path (`NSEvent.ModifierFlags` where
    the symbol graph prints `ModifierFlags`), as it must be outside the type."""
    text = ""
    for fragment in fragments:
        spelling = fragment["spelling"]
        target = by_identifier.get(fragment.get("preciseIdentifier", ""))
        if fragment["kind"] == "typeIdentifier" and target and len(target["pathComponents"]) > 1 \
                and spelling == target["pathComponents"][-1] and not text.endswith("."):
            spelling = ".".join(target["pathComponents"])
        text += spelling
    return text


def split_top_level(text: str, separator: str = ",") -> list[str]:
    """`text` split at `separator` outside brackets; `->` does not close an angle bracket."""
    pieces, depth, start, index = [], 0, 0, 0
    while index < len(text):
        if text.startswith("->", index):
            index += 2
            continue
        char = text[index]
        if char in "([<{":
            depth += 1
        elif char in ")]>}":
            depth -= 1
        elif depth == 0 and text.startswith(separator, index):
            pieces.append(text[start:index])
            index += len(separator)
            start = index
            continue
        index += 1
    pieces.append(text[start:])
    return [piece.strip() for piece in pieces if piece.strip()]


def closing(text: str, open_index: int) -> int:
    """The index of the bracket closing the one at `open_index`."""
    depth, index = 0, open_index
    while index < len(text):
        if text.startswith("->", index):
            index += 2
            continue
        if text[index] in "([<{":
            depth += 1
        elif text[index] in ")]>}":
            depth -= 1
            if depth == 0:
                return index
        index += 1
    raise ValueError(f"unbalanced: {text}")


def plain_type(text: str) -> str:
    """A type as it may stand in a parameter, a result or a generic argument: implicitly unwrapped optionals are
    optionals there."""
    return re.sub(r"!(?=$|[\s,)\]>])", "?", text.strip())


def is_function_type(text: str) -> bool:
    text = text.strip()
    while text.startswith("@"):
        text = re.sub(r"^@\w+(\([^)]*\))?\s*", "", text)
    if text.endswith("?") or not text.startswith("("):
        return False
    return "->" in text[closing(text, 0):]


@dataclass
class Signature:
    generics: str  # `<T: View>` or ""
    parameters: list[tuple[str, str, bool, bool]]  # label, type, inout, variadic
    effects: list[str]  # async, throws
    result: str  # "" for Void
    where: str


def signature(text: str, name: str) -> Signature:
    """The parts of a function or initialiser declaration printed as `... name<G>(params) effects -> R where ...`."""
    start = text.index(name) + len(name)
    while text[start] in "?!":
        start += 1
    generics = ""
    if text[start] == "<":
        end = closing(text, start)
        generics, start = text[start:end + 1], end + 1
    end = closing(text, start)
    parameters = []
    for piece in split_top_level(text[start + 1:end]):
        head, _, type_text = piece.partition(":")
        type_text = split_top_level(type_text, " = ")[0].strip()
        words = [word for word in head.split() if not word.startswith("@")]  # result builders
        label = words[0]
        inout = type_text.startswith("inout ")
        type_text = type_text.removeprefix("inout ").strip()
        variadic = type_text.endswith("...")
        parameters.append((label, type_text, inout, variadic))
    rest = text[end + 1:]
    where = ""
    if " where " in rest:
        rest, where = rest.split(" where ", 1)
        where = "where " + where
    result = ""
    if "->" in rest:
        rest, result = rest.split("->", 1)
    effects = [word for word in ("async", "throws", "rethrows") if re.search(rf"\b{word}\b", rest)]
    return Signature(generics, parameters, effects, result.strip(), where)


# MARK: - Reading the stubs


def model_only_lines(path: Path) -> set[int]:
    """The lines of a stub file inside `#if !_runtime(_ObjC)` blocks: the model's default bodies."""
    lines, inside, depth = set(), False, 0
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        stripped = line.strip()
        if stripped.startswith("#if !_runtime(_ObjC)"):
            inside, depth = True, 1
        elif inside and stripped.startswith("#if"):
            depth += 1
        elif inside and stripped.startswith("#endif"):
            depth -= 1
            inside = depth > 0
        if inside:
            lines.add(number)
    return lines


def parameters(symbol: dict) -> list[str]:
    """A generic symbol's parameters, each with its conformance or superclass constraint."""
    generics = symbol.get("swiftGenerics", {})
    constraints = {c["lhs"]: c["rhs"] for c in generics.get("constraints", []) if c["kind"] != "sameType"}
    return [f"{p['name']}: {constraints[p['name']]}" if p["name"] in constraints else p["name"]
            for p in generics.get("parameters", [])]


PLATFORMS = ("iOS", "macCatalyst", "macOS", "visionOS", "tvOS", "watchOS")
# Protocols every type of its kind conforms to without saying so.
MARKER_PROTOCOLS = {"Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype"}


def availability(symbol: dict, owners: dict[tuple[str, ...], dict]) -> dict[str, tuple[int, int, int]]:
    """The newest `introduced` per platform of the symbol and the types it is declared in."""
    newest: dict[str, tuple[int, int, int]] = {}
    path = tuple(symbol["pathComponents"])
    for depth in range(len(path), 0, -1):
        holder = symbol if depth == len(path) else owners.get(path[:depth])
        for entry in (holder or {}).get("availability", []):
            introduced = entry.get("introduced")
            if entry.get("domain") in PLATFORMS and introduced:
                version = (introduced["major"], introduced.get("minor", 0), introduced.get("patch", 0))
                newest[entry["domain"]] = max(newest.get(entry["domain"], version), version)
    return newest


def available_attribute(*availabilities: dict[str, tuple[int, int, int]]) -> str:
    """The `@available` arguments for the newest of each platform's versions, or ""."""
    newest: dict[str, tuple[int, int, int]] = {}
    for each in availabilities:
        for domain, version in each.items():
            newest[domain] = max(newest.get(domain, version), version)
    return ", ".join(f"{domain} {'.'.join(str(n) for n in version[:2 if not version[2] else 3])}"
                     for domain, version in sorted(newest.items())) + (", *" if newest else "")


def unnameable(symbol: dict, owners: dict[tuple[str, ...], dict], by_identifier: dict[str, dict]) -> str:
    """Why a reference function cannot name the declaration by its owner's type alone, or ""."""
    path = tuple(symbol["pathComponents"])
    for fragment in symbol["declarationFragments"]:
        target = by_identifier.get(fragment.get("preciseIdentifier", ""))
        target_path = tuple(target["pathComponents"]) if target else ()
        if len(target_path) > 1 and owners.get(target_path[:-1], {}).get("swiftGenerics") \
                and fragment["spelling"] == target_path[-1]:
            return "a declaration naming a type nested in a generic type"
    if symbol.get("swiftExtension", {}).get("constraints"):
        return "a member of a constrained extension"
    if len(path) > 1 and path[:1] not in owners:
        return "a member of an extension of a standard library type"
    if any(owners.get(path[:depth], {}).get("swiftGenerics") for depth in range(1, len(path) - 1)):
        return "a member of a type nested in a generic type"
    return ""


def read_declarations(symbol_dirs: list[Path], stubs: Path, model_sources: Path) -> list[Declaration]:
    graphs = [json.loads(p.read_text(encoding="utf-8")) for d in symbol_dirs for p in sorted(d.glob("*.symbols.json"))]
    by_identifier = {}
    for graph in graphs:
        for symbol in graph["symbols"]:
            by_identifier[symbol["identifier"]["precise"]] = symbol
    relationships: dict[str, list[tuple[str, str]]] = {}
    for graph in graphs:
        for relation in graph["relationships"]:
            if relation["kind"] in ("inheritsFrom", "conformsTo"):
                target = by_identifier.get(relation["target"])
                if relation.get("targetFallback", "").split(".")[-1] in MARKER_PROTOCOLS:
                    continue
                if target and target.get("swiftGenerics", {}).get("parameters"):
                    continue  # a generic supertype's arguments are not in the relationship
                name = ".".join(target["pathComponents"]) if target else relation.get("targetFallback", "")
                relationships.setdefault(relation["source"], []).append(
                    (relation["kind"], name, availability(target, {}) if target else {}))
    owners = {tuple(s["pathComponents"]): s for s in by_identifier.values()}
    model_only: dict[Path, set[int]] = {}
    declarations, seen = [], set()
    for symbol in by_identifier.values():
        uri = symbol.get("location", {}).get("uri", "")
        # A protocol's members are listed again under each conforming type, as it inherits them.
        if not uri.startswith("file://") or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        path = Path(uri.removeprefix("file://"))
        if path.is_absolute() and path.is_relative_to(model_sources):
            path = path.relative_to(model_sources)
            path = path.with_name(path.name.replace(".model.swift", ".swift"))
        if path.is_absolute():
            if not path.is_relative_to(ROOT):
                continue
            path = path.relative_to(ROOT)
        if not path.is_relative_to(stubs.relative_to(ROOT)):
            continue
        line = symbol["location"]["position"]["line"] + 1
        if path not in model_only:
            model_only[path] = model_only_lines(ROOT / path)
        if line in model_only[path]:
            continue
        key = (tuple(symbol["pathComponents"]), symbol["kind"]["identifier"])
        if key in seen:
            continue
        seen.add(key)
        owner = owners.get(tuple(symbol["pathComponents"][:-1]))
        owner_kind = owner["kind"]["identifier"] if owner else symbol.get("swiftExtension", {}).get("typeKind")
        if len(symbol["pathComponents"]) == 1:
            owner_kind = None
        owner_generics = parameters(owner) if owner and owner_kind != "swift.protocol" else []
        source_line = (ROOT / path).read_text(encoding="utf-8").split("\n")[line - 1]
        holder = (owner or symbol)["identifier"]["precise"]
        declarations.append(Declaration(
            kind=symbol["kind"]["identifier"], path=symbol["pathComponents"],
            text=joined(symbol["declarationFragments"], by_identifier), owner_kind=owner_kind,
            owner_generics=owner_generics, source=f"{path}:{line}",
            optional_requirement=bool(re.search(r"\boptional\s+(func|var)\b", source_line)),
            supertypes=relationships.get(symbol["identifier"]["precise"], []), generics=parameters(symbol),
            unnameable=unnameable(symbol, owners, by_identifier), availability=availability(symbol, owners),
            conforms_to_view=any(target == "View" for _, target, _ in relationships.get(holder, []))))
    return sorted(declarations, key=lambda d: (d.path, d.kind))


# MARK: - Writing the reference


def isolation(declaration: Declaration) -> str:
    if "nonisolated" in declaration.text.split("(")[0]:
        return ""
    return "@MainActor " if "@MainActor" in declaration.text else ""


class Writer:
    def __init__(self) -> None:
        self.files: dict[str, list[str]] = {}  # the references of each stub file
        self.count = 0
        self.skipped: list[tuple[str, Declaration]] = []

    def function(self, declaration: Declaration, generics: list[str], parameters: list[str], body: str,
                 result: str = "", effects: str = "", where: str = "", available: dict | None = None) -> None:
        self.count += 1
        name = f"_reference{self.count}"
        clause = f"<{', '.join(generics)}>" if generics else ""
        arrow = f" -> {result}" if result else ""
        attribute = available_attribute(declaration.availability, available or {})
        file, line = declaration.source.rsplit(":", 1)
        # Diagnostics point at the stub's declaration.
        self.files.setdefault(file, []).extend([
            f'#sourceLocation(file: "{file}", line: {line})',
            *([f"@available({attribute})"] if attribute else []),
            f"{isolation(declaration)}func {name}{clause}({', '.join(parameters)}){effects}{arrow} {where}{{",
            *(f"    {line}" if line and not line.startswith("#") else line for line in body.strip("\n").split("\n")),
            "}",
            "#sourceLocation()",
        ])

    def receiver(self, declaration: Declaration, extra_generics: str = "") -> tuple[list[str], str, str]:
        """The generic parameters, the receiver's type and the expression naming the owner's type."""
        owner = ".".join(declaration.path[:-1])
        if declaration.owner_kind == "swift.protocol":
            return [f"Receiver: {owner}"], "Receiver", "Receiver"
        generics = list(declaration.owner_generics)
        if generics:
            arguments = ", ".join(g.split(":")[0] for g in generics)
            return generics, f"{owner}<{arguments}>", f"{owner}<{arguments}>"
        return [], owner, owner

    def in_context(self, declaration: Declaration, type_text: str) -> str:
        """A type of a member's signature as the reference function spells it: `Self` is the receiver's type."""
        _, receiver, _ = self.receiver(declaration)
        return re.sub(r"\bSelf\b", receiver, type_text)

    def add(self, declaration: Declaration) -> None:
        kind = declaration.kind
        if declaration.unnameable:
            self.skipped.append((declaration.unnameable, declaration))
            return
        if declaration.path[-1] == "body" and len(declaration.path) > 1 and declaration.conforms_to_view:
            # The View requirement itself is checked; Apple's own views keep their bodies out of the public API.
            self.skipped.append(("a SwiftUI view's body, which the model's host needs", declaration))
            return
        handler = {
            "swift.class": self.type_, "swift.struct": self.type_, "swift.enum": self.type_,
            "swift.protocol": self.protocol, "swift.typealias": self.typealias, "swift.enum.case": self.case,
            "swift.property": self.property, "swift.type.property": self.static_property, "swift.var": self.global_var,
            "swift.method": self.method, "swift.type.method": self.method, "swift.func": self.method,
            "swift.init": self.method,
        }.get(kind)
        if handler is None:
            self.skipped.append((f"a {kind.removeprefix('swift.')}", declaration))
            return
        handler(declaration)

    def type_(self, declaration: Declaration) -> None:
        name = ".".join(declaration.path)
        if declaration.generics:
            self.skipped.append(("a generic type (its members are checked)", declaration))
            return
        targets = [target for _, target, _ in declaration.supertypes if target]
        if not targets:
            self.function(declaration, [], [], f"_ = {name}.self")
        for relation, target, target_availability in declaration.supertypes:
            if not target:
                continue
            converted = target if relation == "inheritsFrom" else f"any {target}"
            self.function(declaration, [], [f"_ value: {name}"], "value", result=converted,
                          available=target_availability)

    def protocol(self, declaration: Declaration) -> None:
        self.function(declaration, [], [], f"_ = (any {'.'.join(declaration.path)}).self")

    def typealias(self, declaration: Declaration) -> None:
        if "<" in declaration.text.split("=", 1)[0]:
            self.skipped.append(("a generic typealias", declaration))
            return
        target = self.in_context(declaration, plain_type(declaration.text.split("=", 1)[1]))
        if declaration.owner_kind == "swift.protocol":
            generics, receiver, _ = self.receiver(declaration)
            self.function(declaration, generics, [f"_ type: {receiver}.Type"],
                          f"_exactly({receiver}.{declaration.path[-1]}.self, ({target}).self)")
            return
        name = ".".join(declaration.path)
        self.function(declaration, [], [], f"_exactly({name}.self, ({target}).self)")

    def case(self, declaration: Declaration) -> None:
        if "(" in declaration.text:
            self.skipped.append(("a case with values", declaration))
            return
        generics, receiver, owner = self.receiver(declaration)
        self.function(declaration, generics, [f"_ type: {receiver}.Type"], f"{owner}.{declaration.path[-1]}",
                      result=receiver)

    def value_type(self, declaration: Declaration) -> str:
        head = declaration.text.split("{")[0]
        return self.in_context(declaration, plain_type(head.split(":", 1)[1]))

    @staticmethod
    def settable(declaration: Declaration) -> bool:
        if re.search(r"\blet\b", declaration.text.split(":")[0]):
            return False
        accessors = declaration.text.split("{", 1)[1] if "{" in declaration.text else " get set "
        return bool(re.search(r"\bset\b", accessors))

    def property(self, declaration: Declaration) -> None:
        generics, receiver, _ = self.receiver(declaration)
        value = self.value_type(declaration)
        name = declaration.path[-1]
        if declaration.optional_requirement:
            self.skipped.append(("an optional property requirement", declaration))
            return
        if declaration.owner_kind == "swift.protocol":
            self.function(declaration, generics, [f"_ receiver: {receiver}"], f"receiver.{name}", result=value)
            return
        path = "ReferenceWritableKeyPath" if declaration.owner_kind == "swift.class" else "WritableKeyPath"
        key_path = path if self.settable(declaration) else "KeyPath"
        self.function(declaration, generics, [f"_ receiver: {receiver}"],
                      f"let _: {key_path}<{receiver}, {value}> = \\{receiver}.{name}")

    def static_property(self, declaration: Declaration) -> None:
        generics, receiver, owner = self.receiver(declaration)
        value = self.value_type(declaration)
        name = declaration.path[-1]
        self.function(declaration, generics, [f"_ type: {receiver}.Type"], f"{owner}.{name}", result=value)
        if self.settable(declaration):
            self.function(declaration, generics, [f"_ type: {receiver}.Type", f"_ value: {value}"],
                          f"{owner}.{name} = value")

    def global_var(self, declaration: Declaration) -> None:
        self.function(declaration, [], [], declaration.path[-1], result=self.value_type(declaration))

    def method(self, declaration: Declaration) -> None:
        full_name = declaration.path[-1]
        base = full_name.split("(")[0]
        is_init = declaration.kind == "swift.init"
        keyword = "init" if is_init else base
        if not re.match(r"^[A-Za-z_]", base):
            self.skipped.append(("an operator", declaration))
            return
        try:
            parts = signature(declaration.text, keyword if is_init else f"func {base}")
        except ValueError:
            self.skipped.append(("a declaration this script cannot read", declaration))
            return
        if any(variadic for *_, variadic in parts.parameters):
            self.skipped.append(("a variadic parameter", declaration))
            return
        generics, receiver, owner = self.receiver(declaration)
        if parts.generics:
            generics += split_top_level(parts.generics[1:-1])
        parameters, arguments = [], []
        static = declaration.kind == "swift.type.method"
        if declaration.owner_kind is not None and (static or is_init):
            parameters.append(f"_ type: {receiver}.Type")
        if declaration.owner_kind is not None and not static and not is_init:
            mutating = re.search(r"\bmutating\b", declaration.text.split("(")[0]) is not None
            parameters.append(f"_ receiver: {'inout ' if mutating else ''}{receiver}")
        for index, (label, type_text, inout, _) in enumerate(parts.parameters):
            type_text = self.in_context(declaration, plain_type(type_text))
            if is_function_type(type_text) and "@escaping" not in type_text:
                type_text = f"@escaping {type_text}"
            parameters.append(f"_ p{index}: {'inout ' if inout else ''}{type_text}")
            value = f"&p{index}" if inout else f"p{index}"
            arguments.append(value if label == "_" else f"{label}: {value}")
        call_arguments = ", ".join(arguments)
        failable = "init?" in declaration.text
        if is_init:
            callee = f"{owner}({call_arguments})"
            result = f"{receiver}?" if failable else receiver
        else:
            target = "receiver" if parameters and parameters[0].startswith("_ receiver") else owner
            if declaration.owner_kind is None:
                callee = f"{base}({call_arguments})"
            elif declaration.optional_requirement:
                # The model's run has no Objective-C runtime: its requirements are plain ones.
                callee = (f"\n#if _runtime(_ObjC)\n{target}.{base}?({call_arguments})\n#else\n"
                          f"{target}.{base}({call_arguments})\n#endif")
            else:
                callee = f"{target}.{base}({call_arguments})"
            result = self.in_context(declaration, plain_type(parts.result)) if parts.result not in ("", "Void", "()") \
                else ""
            if declaration.optional_requirement:
                result = f"({result})?" if result else "Void?"
        prefix = ("try " if "throws" in parts.effects or "rethrows" in parts.effects else "") + (
            "await " if "async" in parts.effects else "")
        effects = (" async" if "async" in parts.effects else "") + (
            " throws" if {"throws", "rethrows"} & set(parts.effects) else "")
        # A call of a declared Void function stands alone: where Apple's returns a value, it warns of an unused result.
        body = f"{prefix}{callee}"
        if callee.startswith("\n"):
            body = re.sub(r"\n(?!#)", "\nreturn " if result else "\n", callee)
        self.function(declaration, generics, parameters, body, result=result, effects=effects,
                      where=f"{parts.where} " if parts.where else "")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--symbols", type=Path, action="append", required=True)
    parser.add_argument("--stubs", type=Path, required=True)
    parser.add_argument("--model-sources", type=Path, required=True)
    parser.add_argument("--imports", required=True)
    parser.add_argument("--out", type=Path, required=True, help="the folder to write the reference files into")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    declarations = read_declarations(args.symbols, args.stubs.resolve(), args.model_sources.resolve())
    writer = Writer()
    for declaration in declarations:
        writer.add(declaration)
    header = [
        "// Generated by Tools/AppleModel/Scripts/stub_reference.py from the stubs' symbol graphs: each function names one Apple",
        "// declaration of the stubs with its full type. Compiled against the stubs and against Apple's SDK.",
        *(f"import {module}" for module in args.imports.split(",")),
        "",
    ]
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "Exactly.swift").write_text("\n".join(header + ["func _exactly<T>(_: T.Type, _: T.Type) {}", ""]),
                                            encoding="utf-8")
    for index, (file, lines) in enumerate(sorted(writer.files.items()), 1):
        name = Path(file).with_suffix("").name.replace("+", "_")
        (args.out / f"{index:02}_{name}.swift").write_text("\n".join(header + lines) + "\n", encoding="utf-8")
    kinds = Counter(d.kind.removeprefix("swift.") for d in declarations)
    by_kind = ", ".join(f"{n} {k}" for k, n in kinds.most_common())
    print(f"   stub reference: {len(declarations)} declarations ({by_kind})"
          f" in {writer.count} references; {len(writer.skipped)} skipped "
          f"({', '.join(f'{n} {k}' for k, n in Counter(r for r, _ in writer.skipped).most_common())})")
    if args.verbose:
        for reason, declaration in writer.skipped:
            print(f"   skipped, {reason}: {'.'.join(declaration.path)} ({declaration.source})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
