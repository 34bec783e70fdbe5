#!/usr/bin/env python3
"""Compiles the package's products against Apple's own SDK interfaces, as Xcode builds a package; run by
Tools/AppleModel/check.sh.

The SDK folder holds the public interfaces of the iOS 17.0 and macOS 14.0 SDKs (headers, module maps, API notes, Swift
interfaces; no binaries) and `prepare-modules.sh`, which builds their Swift modules once per toolchain into a cache
folder. Against them, each module is compiled the way SwiftPM builds it for an app: at the package's own floor
(`arm64-apple-ios13.0`, `x86_64-apple-macos10.15`), Swift 6 language mode, `-package-name ExpandingText`, whole
module, to object code (Swift 6's data-race diagnostics come only when compiling), warnings as errors, each module's
dependencies emitted before it.

- iOS: the products an iOS app adds (ExpandingTextCore, ExpandingTextUI) with their dependencies, `Examples/` and the
  documentation's Apple examples.
- macOS: every target of the package but the tests (they import Testing, a module no SDK has), `Examples/` and the
  documentation's Apple examples.

Targets, their sources and dependencies come from `swift package describe --type json`, so a new target is compiled
without a change here. Every diagnostic fails the check unless the exceptions table names it (TSV: platform, file, the
exact diagnostic, the reason, the source that shows it is an artifact of these SDKs); an exception that no longer
fires fails the check too, so the table cannot rot. An excepted error still stops the compile before its data-race
diagnostics, so a module that fails only by exceptions is compiled again without the files they fired in (a
documentation example is a file of its own), and must then compile clean. A module that has errors is still emitted
(`-experimental-allow-module-with-compiler-errors`), so that the modules after it are compiled and report their own.

After a platform compiled clean, faults are put into copies of its modules (an API newer than the floor in Core, the
tool and the benchmark, an optional delegate requirement called directly, a C type in a form only Glibc accepts, a
stub member typed otherwise than Apple's), and each must fail the compile: every run shows that the check can fail.

The stub reference of each platform (Tools/AppleModel/Scripts/stub_reference.py: every Apple declaration the behavioural model's
stubs offer, named with its full type) is compiled against the real SDK in the same step.

Usage: apple_sdk.py --sdk DIR --cache DIR --exceptions FILE [--reference ios|macos=DIR ...] [--keep]
                    [--platform ios|macos ...]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import csv
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PACKAGE_NAME = "ExpandingText"
TARGETS = {"ios": "arm64-apple-ios13.0", "macos": "x86_64-apple-macos10.15"}
FRAMEWORKS = {"ios": "uikit", "macos": "appkit"}
# The products an iOS app adds; the terminal library and the tools are for Linux and macOS.
IOS_PRODUCTS = ("ExpandingTextCore", "ExpandingTextUI")
DIAGNOSTIC = re.compile(r"^(?:(?P<file>[^:\n]+):(?P<line>\d+):(?:\d+:)?\s)?(?P<severity>error|warning):\s(?P<text>.*)$")


@dataclass(frozen=True)
class Diagnostic:
    file: str
    line: int
    severity: str
    text: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}: " if self.file else ""
        return f"{where}{self.severity}: {self.text}"


@dataclass
class Exception_:
    platform: str
    file: str
    text: str
    reason: str
    source: str
    fired: set[str] = field(default_factory=set)

    def matches(self, platform: str, diagnostic: Diagnostic) -> bool:
        return self.platform in (platform, "both") and self.file == diagnostic.file and self.text == diagnostic.text


@dataclass
class Module:
    name: str
    sources: list[str]
    dependencies: list[str]
    parse_as_library: bool = True
    quiet: bool = False  # the documentation's fragments leave results unused: their warnings are no problem


class CheckFailure(Exception):
    pass


# Faults the check must catch, put into a module after it compiled clean: the module, the file added to it, and what
# its diagnostic must say. So each run shows that the check can fail.
PROBES = {
    "ios": [
        ("ExpandingTextCore", "an API newer than the floor, outside #available",
         "func probe(_ text: String, _ query: String) -> Bool { text.contains(query) }", "only available in iOS 16"),
        ("ExpandingTextUI", "an optional delegate requirement called directly",
         "import UIKit\n@MainActor func probe(_ view: UITextView) { view.delegate?.textViewDidChange(view) }",
         "must be unwrapped"),
        ("StubReference", "a stub member typed otherwise than Apple's (its reference, as generated)",
         "import UIKit\n@MainActor func probe(_ receiver: UITextView) {\n"
         "    let _: ReferenceWritableKeyPath<UITextView, UIEdgeInsets?> = \\UITextView.textContainerInset\n}",
         "cannot"),
    ],
    "macos": [
        ("ExpandingTextTerminal", "a C type in a form only Glibc accepts",
         "import Darwin\nfunc probe() { var actions = posix_spawn_file_actions_t(); _ = actions }",
         "missing argument"),
        ("expanding_text", "an API newer than the floor in the tool",
         'func probe() -> String { "a".replacing("a", with: "b") }', "only available in macOS 13"),
        ("expanding_text_bench", "an API newer than the floor in the benchmark",
         "func probe() { _ = ContinuousClock() }", "only available in macOS 13"),
    ],
}


# MARK: - The SDK


def flattened_links(sdk: Path) -> list[tuple[Path, str]]:
    """Files that stand for a symbolic link: a short file whose whole content is the relative path of an existing
    file or folder beside it. A copy that does not keep links leaves these, and the headers that include them break."""
    found = []
    for path in sdk.rglob("*"):
        if path.is_symlink() or not path.is_file() or path.stat().st_size > 255:
            continue
        try:
            target = path.read_text(encoding="ascii").strip()
        except UnicodeDecodeError:
            continue
        if target and not target.startswith("/") and re.fullmatch(r"[\w.+/-]+", target) \
                and (path.parent / target).exists():
            found.append((path.relative_to(sdk), target))
    return found


def usable_sdk(sdk: Path, cache: Path) -> Path:
    """The SDK folder, or where its links were lost in a copy, a tree of links to it in the cache with those links
    made again (the SDK folder itself may be read-only)."""
    broken = flattened_links(sdk)
    if not broken:
        return sdk
    shadow = cache / "sdk"
    stamp = (sdk / "VERSION").read_text(encoding="utf-8") + "".join(f"{p} -> {t}\n" for p, t in broken)
    if (cache / "sdk.stamp").is_file() and (cache / "sdk.stamp").read_text(encoding="utf-8") == stamp:
        return shadow
    print(f"   the SDK folder has {len(broken)} links flattened to files; linking them again in a tree of links "
          f"in the cache: " + ", ".join(f"{p} -> {t}" for p, t in broken), flush=True)
    shutil.rmtree(shadow, ignore_errors=True)
    shadow.mkdir(parents=True)
    subprocess.run(["cp", "-as", f"{sdk}/.", f"{shadow}/"], check=True)
    for path, target in broken:
        (shadow / path).unlink()
        (shadow / path).symlink_to(target)
    (cache / "sdk.stamp").write_text(stamp, encoding="utf-8")
    return shadow


def sdk_flags(sdk: Path, platform: str, cache: Path) -> list[str]:
    started = time.monotonic()
    result = subprocess.run(["bash", str(sdk / "prepare-modules.sh"), platform, str(cache / platform)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stderr[-4000:])
        raise CheckFailure(f"error: preparing the {platform} SDK's modules failed")
    print(f"   {platform}: the SDK's modules ready in {time.monotonic() - started:.0f} s", flush=True)
    return result.stdout.split()


# MARK: - What to compile


def package_modules() -> dict[str, Module]:
    description = json.loads(subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=ROOT,
                                            check=True, capture_output=True, text=True).stdout)
    modules = {}
    names = {t["name"]: t["c99name"] for t in description["targets"]}
    for target in description["targets"]:
        if target["type"] == "test":
            continue
        sources = [str(Path(target["path"]) / s) for s in sorted(target["sources"])]
        modules[target["c99name"]] = Module(
            target["c99name"], sources, [names[d] for d in target.get("target_dependencies", [])],
            parse_as_library=not any(Path(s).name == "main.swift" for s in sources))
    return modules


def closure(modules: dict[str, Module], roots: list[str]) -> list[Module]:
    """The modules `roots` need, each after its dependencies."""
    ordered: list[Module] = []

    def visit(name: str) -> None:
        if any(m.name == name for m in ordered):
            return
        for dependency in modules[name].dependencies:
            visit(dependency)
        ordered.append(modules[name])

    for root in roots:
        visit(root)
    return ordered


def plan(platform: str, out: Path, reference: Path | None) -> list[Module]:
    modules = package_modules()
    roots = list(IOS_PRODUCTS) if platform == "ios" else sorted(modules)
    ordered = closure(modules, roots)
    ui = ["ExpandingTextCore", "ExpandingTextUI"]
    examples = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "Examples").rglob("*.swift"))
    ordered.append(Module("ExpandingTextExamples", examples, ui))
    ui_set = FRAMEWORKS[platform]
    docs = out / "doc-examples"
    subprocess.run([sys.executable, str(ROOT / "Scripts" / "check-examples.py"), "--emit-ui", ui_set, str(docs)],
                   cwd=ROOT, check=True)
    ordered.append(Module("ExpandingTextDocExamples", sorted(str(p) for p in docs.glob("*.swift")), ui, quiet=True))
    if reference is not None:
        ordered.append(Module("StubReference", sorted(str(p) for p in reference.glob("*.swift")), []))
    return ordered


# MARK: - Compiling


def diagnostics(output: str) -> list[Diagnostic]:
    found = []
    for line in output.splitlines():
        if m := DIAGNOSTIC.match(line):
            file = m.group("file") or ""
            path = Path(file)
            if path.is_absolute() and path.is_relative_to(ROOT):
                file = str(path.relative_to(ROOT))
            found.append(Diagnostic(file, int(m.group("line") or 0), m.group("severity"), m.group("text")))
    return list(dict.fromkeys(found))


def compile_module(module: Module, platform: str, flags: list[str], out: Path,
                   dependencies: Path | None = None) -> tuple[bool, list[Diagnostic]]:
    """Compiles the module into `out`, with the modules it imports in `dependencies` (by default `out` too)."""
    command = ["swiftc", "-c", "-wmo", *flags, "-target", TARGETS[platform], "-swift-version", "6",
               "-package-name", PACKAGE_NAME, "-module-name", module.name, "-diagnostic-style", "llvm",
               "-I", str(dependencies or out),
               "-emit-module", "-emit-module-path", str(out / f"{module.name}.swiftmodule"),
               "-o", str(out / f"{module.name}.o")]
    command += ["-suppress-warnings"] if module.quiet else ["-warnings-as-errors"]
    if module.parse_as_library:
        command.append("-parse-as-library")
    result = subprocess.run(command + module.sources, cwd=ROOT, capture_output=True, text=True)
    found = diagnostics(result.stdout + result.stderr)
    if result.returncode != 0 and not found:
        found = [Diagnostic("", 0, "error", f"swiftc exited with {result.returncode}: "
                            + (result.stderr.strip().splitlines() or ["no output"])[-1])]
    return result.returncode == 0, found


def sources_of(diagnostics: list[Diagnostic], module: Module) -> set[str]:
    """The module's source files the diagnostics were reported in: the file itself, or the generated file whose
    `#sourceLocation` directive maps its lines to the diagnostic's place."""
    found = set()
    for source in module.sources:
        if any(d.file == source for d in diagnostics):
            found.add(source)
            continue
        text = (ROOT / source).read_text(encoding="utf-8").split("\n")
        for number, line in enumerate(text):
            m = re.match(r'#sourceLocation\(file: "(.*)", line: (\d+)\)', line)
            if m is None:
                continue
            length = next((n for n, rest in enumerate(text[number + 1:]) if rest.startswith("#sourceLocation")),
                          len(text))
            first = int(m.group(2))
            if any(d.file == m.group(1) and first <= d.line < first + length for d in diagnostics):
                found.add(source)
    return found


def emit_despite_errors(module: Module, platform: str, flags: list[str], out: Path) -> None:
    """Emits the module of a compile that had errors, so that the modules after it are compiled."""
    subprocess.run(["swiftc", "-emit-module", "-wmo", *flags, "-target", TARGETS[platform], "-swift-version", "6",
                    "-package-name", PACKAGE_NAME, "-module-name", module.name, "-parse-as-library", "-I", str(out),
                    "-Xfrontend", "-experimental-allow-module-with-compiler-errors",
                    "-emit-module-path", str(out / f"{module.name}.swiftmodule"), *module.sources],
                   cwd=ROOT, capture_output=True, text=True)


def check_platform(platform: str, sdk: Path, cache: Path, out: Path, exceptions: list[Exception_],
                   reference: Path | None) -> list[str]:
    """Compiles everything for one platform; returns the report's lines and raises with the problems."""
    flags = sdk_flags(sdk, platform, cache)
    out.mkdir(parents=True, exist_ok=True)
    modules = plan(platform, out, reference)
    lines, problems = [], []
    for module in modules:
        started = time.monotonic()
        compiled, found = compile_module(module, platform, flags, out)
        unexpected = []
        for diagnostic in found:
            exception = next((e for e in exceptions if e.matches(platform, diagnostic)), None)
            if exception is None:
                unexpected.append(diagnostic)
            else:
                exception.fired.add(platform)
                lines.append(f"   {platform}: {module.name}: excepted: {diagnostic}")
        status = "compiled" if compiled else "FAILED"
        if not compiled and not unexpected:
            excepted = sources_of(found, module)
            rest = Module(module.name, [s for s in module.sources if s not in excepted], module.dependencies,
                          module.parse_as_library, module.quiet)
            compiled, unexpected = compile_module(rest, platform, flags, out)
            unexpected = [Diagnostic(d.file, d.line, d.severity, f"{d.text} (compiled again without "
                                     f"{', '.join(sorted(excepted))}, where exceptions fired)") for d in unexpected]
            status = f"compiled, {len(excepted)} files with exceptions apart" if compiled else "FAILED"
        if not compiled:
            emit_despite_errors(module, platform, flags, out)
        problems += [f"{platform} ({TARGETS[platform]}), {module.name}: {d}" for d in unexpected]
        lines.append(f"   {platform}: {module.name} ({len(module.sources)} files): {status} "
                     f"in {time.monotonic() - started:.1f} s")
    if problems:
        raise CheckFailure("\n".join(lines + problems))
    for name, fault, source, expected in PROBES[platform]:
        module = next((m for m in modules if m.name == name), None)
        if module is None:
            continue
        probe = out / "probe" / name / "Probe.swift"
        probe.parent.mkdir(parents=True, exist_ok=True)
        probe.write_text(source + "\n", encoding="utf-8")
        copy = Module(name, module.sources + [str(probe)], module.dependencies, module.parse_as_library)
        compiled, found = compile_module(copy, platform, flags, probe.parent, dependencies=out)
        caught = not compiled and any(d.file == str(probe) and expected in d.text for d in found)
        if not caught:
            problems.append(f"{platform}, {name}: the check did not catch {fault} (expected a diagnostic saying "
                            f"'{expected}' in the added file; got: {'; '.join(map(str, found)) or 'none'})")
        lines.append(f"   {platform}: {name}: {fault}: {'caught' if caught else 'NOT CAUGHT'}")
    if problems:
        raise CheckFailure("\n".join(lines + problems))
    return lines


def read_exceptions(path: Path) -> list[Exception_]:
    with path.open(encoding="utf-8", newline="") as file:
        rows = [row for row in csv.reader(file, delimiter="\t") if row and not row[0].startswith("#")]
    header, rows = rows[0], rows[1:]
    if header != ["platform", "file", "diagnostic", "reason", "source"]:
        raise CheckFailure(f"{path}: the header must be: platform, file, diagnostic, reason, source")
    exceptions = []
    for number, row in enumerate(rows, 2):
        if len(row) != 5 or row[0] not in ("ios", "macos", "both") or not all(part.strip() for part in row):
            raise CheckFailure(f"{path}:{number}: a row is five non-empty columns, the platform ios, macos or both")
        exceptions.append(Exception_(*row))
    return exceptions


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sdk", type=Path, required=True)
    parser.add_argument("--cache", type=Path, required=True)
    parser.add_argument("--exceptions", type=Path, required=True)
    parser.add_argument("--platform", action="append", choices=sorted(TARGETS))
    parser.add_argument("--reference", action="append", default=[], metavar="PLATFORM=FILE",
                        help="the folder of a platform's stub reference (Tools/AppleModel/Scripts/stub_reference.py)")
    parser.add_argument("--keep", action="store_true", help="keep the objects and modules and print where they are")
    args = parser.parse_args()
    platforms = args.platform or sorted(TARGETS)
    started = time.monotonic()
    out = Path(tempfile.mkdtemp(prefix="apple-sdk."))
    try:
        exceptions = read_exceptions(args.exceptions)
        args.cache.mkdir(parents=True, exist_ok=True)
        sdk = usable_sdk(args.sdk.resolve(), args.cache)
        failures = []
        # One platform a core: each compile is one process of its own.
        with concurrent.futures.ThreadPoolExecutor(max_workers=len(platforms)) as pool:
            references = dict(item.split("=", 1) for item in args.reference)
            jobs = {p: pool.submit(check_platform, p, sdk, args.cache, out / p, exceptions,
                                   Path(references[p]) if p in references else None) for p in platforms}
            for platform, job in jobs.items():
                try:
                    print("\n".join(job.result()), flush=True)
                except CheckFailure as failure:
                    failures.append(str(failure))
        for exception in exceptions:
            expected = set(platforms) if exception.platform == "both" else {exception.platform} & set(platforms)
            for platform in sorted(expected - exception.fired):
                failures.append(f"{args.exceptions}: the exception for {exception.file} on {platform} no longer "
                                f"fires: remove its row ({exception.text})")
        if failures:
            print("\n".join(failures), file=sys.stderr)
            print("error: the package does not compile against Apple's SDK interfaces as above", file=sys.stderr)
            return 1
        print(f"   compiled against the SDK interfaces ({', '.join(platforms)}) in {time.monotonic() - started:.0f} s")
        return 0
    except CheckFailure as failure:
        print(failure, file=sys.stderr)
        return 1
    finally:
        if args.keep:
            print(f"   objects and modules: {out}")
        else:
            shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
