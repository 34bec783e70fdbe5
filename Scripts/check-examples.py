#!/usr/bin/env python3
"""Compiles every ```swift block of the README, docs/, the DocC articles and the doc comments, and runs the complete
ones.

Every block is found (none is skipped), told apart by the module it documents, and written, with its file and line
kept through `#sourceLocation`, into a function of its own in a generated Swift file:

  core         Sources/ExpandingTextCore, or a Markdown block that imports ExpandingTextCore
  terminal     Sources/ExpandingTextTerminal, or a Markdown block that imports ExpandingTextTerminal
  tool         Sources/expanding-text (its types are internal: compiled with the tool's sources)
  testsupport  Tests/ExpandingTextTestSupport (the same, with the test support target's sources)
  ui           Sources/ExpandingTextUI, or a Markdown block that imports ExpandingTextUI, SwiftUI, UIKit or AppKit;
               written for Tools/AppleModel/check.sh, which compiles them against Apple's SDK interfaces (`--emit-ui SET
               DIR`): the UIKit set for iOS and the AppKit set for macOS, or only one where the block is for one (it
               is in Sources/ExpandingTextUI/UIKit or AppKit/, or imports UIKit or AppKit). A block in a doc comment
               is compiled with the `@available` of the declaration it documents.
  manifest     a Package.swift excerpt, type-checked against the toolchain's PackageDescription

Each block gets `import` of its module (and, for ui, SwiftUI and the set's framework) added. The core, terminal,
tool and testsupport blocks are compiled into one executable per module, which then runs each complete block on its
own (stdin closed, 20 s at most): it must exit 0.

A block is marked by an HTML comment on the line right before its opening fence (GitHub and DocC do not render it;
in a doc comment it is a `///` line too):

  <!-- example: fragment NAME -->   the block refers to things the reader has in context (`textView`, `self`, the
                                    `policy` of the block above); it is compiled inside the preamble NAME of the
                                    CONTEXTS table below, which declares them. Run only where that preamble is real.
  <!-- example: compile-only -->    a complete block that must not run here: it reads the terminal or writes files.

Both may be given, separated by a comma. A marker that is not right before a block, or an unknown marker, is an
error; so is a block whose module cannot be told. The script prints the counts per module and exits 1 on any
error, naming the block by file:line.

Usage: Scripts/check-examples.py [--keep] [--verbose]
       Scripts/check-examples.py --emit-ui uikit|appkit DIR   (for Tools/AppleModel/check.sh)
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Fragment contexts: the names a fragment takes from its surroundings, declared with the types they have there.
# `template` is Swift code placed inside the block's function; `{block}` is replaced by the block. `{head}` and
# `{tail}` split the block at its first blank line (a member declaration, then an expression that uses it). `file`
# is code at file scope. `run`: whether the block can run with these stand-ins.
def view_did_load(controller: str, members: list[str], throwing: bool = True) -> str:
    """A context preamble: the block runs in `viewDidLoad` of a view controller with `members`."""
    lines = [f"final class ExampleViewController: {controller} {{"] + [f"    {member}" for member in members]
    lines += ["    override func viewDidLoad() {", "        super.viewDidLoad()"]
    lines += ["        do {", "{block}", "        } catch {}"] if throwing else ["{block}"]
    return "\n".join(lines + ["    }", "}"])


SWIFTUI_MEMBER_AND_BODY = """\
struct ExampleView: View {
    @State var message = ""
{head}
    var body: some View {
{tail}
    }
}"""

COMPLETION_MEMBERS = [
    "let input = GrowingTextView()",
    "struct People: CompletionSource {",
    "    let trigger = CompletionTrigger(sigil: \"@\", anchor: .wordStart)",
    "    func candidates(for query: String) async throws -> [CompletionCandidate] { [] }",
    "}",
    "final class Suggestions { func show(_ labels: [String]) {} }",
    "let suggestions = Suggestions()",
    "var acceptSuggestion: ((Int) -> Void)?",
]


CONTEXTS: dict[str, dict] = {
    # Core: the `policy` of the article's first block.
    "core-policy": {
        "module": "core",
        "run": True,
        "template": "let policy = try ExpansionPolicy(minLines: 1, maxLines: 5)\n{block}",
    },
    # Core: measuring in a view adapter, with the platform's text system.
    "core-measuring": {
        "module": "core",
        "run": True,
        "template": """\
let metrics = try LineMetrics(lineHeight: 20, lineSpacing: 0, topInset: 8, bottomInset: 8)
func measuredHeight(ofLines lines: Int) -> Double { Double(lines) * 20 + 16 }
func measureHeight(of text: String) -> Double { Double(text.split(separator: "\\n").count) * 20 + 16 }
let measuredContentHeight = 76.0
{block}""",
    },
    # Core: the same, with the `policy` of the article's first block.
    "core-policy-measuring": {
        "module": "core",
        "run": True,
        "template": "let policy = try ExpansionPolicy(minLines: 1, maxLines: 5)\n{measuring}",
    },
    # Core: a paste into a view's text.
    "core-paste": {
        "module": "core",
        "run": True,
        "template": """\
let text = "Hello"
let pasted = " world"
let range = 5..<5
{block}""",
    },
    # Core: the adapter of a platform text view (UITextView, NSTextView) with the app's binding.
    "core-text-view-adapter": {
        "module": "core",
        "run": False,
        "template": """\
final class TextView {
    var text: String = ""
    var selectedRange = (location: 0, length: 0)
    var markedTextRange: AnyObject?
    var window: AnyObject?
    var isFirstResponder = false
}
let textView = TextView()
var binding = ""
var value = ""
var isFocused = false
var composing = false
var range = 0..<0
func perform(_ action: FocusController.Action) {}
func apply(_ change: TextReplacement) {}
func replace(_ utf16Range: Range<Int>, with text: String) {}
func select(_ utf16Range: Range<Int>) {}
do {  // the block's own names hide these
{block}
}""",
    },
    # Terminal: the prompt of the block above.
    "terminal-prompt": {
        "module": "terminal",
        "run": True,
        "template": "var prompt = try Prompt(placeholder: \"Message\", lines: 1...5)\n{block}",
    },
    # Terminal: a draft kept between runs.
    "terminal-drafts": {
        "module": "terminal",
        "run": True,
        "template": """\
final class Drafts: Sendable {
    func textDidChange(_ snapshot: TextSnapshot) {}
}
let savedDraft = "Half a thought"
let drafts = Drafts()
{block}""",
    },
    # Terminal: a chat loop's reply.
    "terminal-chat": {
        "module": "terminal",
        "run": False,
        "template": "func reply(to message: String) -> String { message }\n{block}",
    },
    # Terminal: a program's own event loop on the terminal.
    "terminal-event-loop": {
        "module": "terminal",
        "run": False,
        "template": """\
func handle(_ events: [KeyEvent]) {}
func relayout(_ size: TerminalSize) {}
{block}""",
    },
    # Terminal: the prompt's frame being drawn, at a time in milliseconds.
    "terminal-width-probe": {
        "module": "terminal",
        "run": False,
        "template": """\
let frame = Frame(rows: [[]], caret: FramePosition(row: 0, column: 0))
let now = 0
{block}""",
    },
    # UI: an expression in a SwiftUI view's body, with the view's state.
    "swiftui-body": {
        "module": "ui",
        "template": """\
struct ExampleView: View {
    @State var message = ""
    @State var isFocused = false
    let prompt = "Message"
    let contact = (name: "Ada", composerPrompt: "Message Ada")
    func send(_ text: String) {}
    func submit() {}
    var body: some View {
{block}
    }
}""",
    },
    # UI: a member of a SwiftUI view (up to the block's first blank line), then an expression in its body.
    "swiftui-member-and-body": {
        "module": "ui",
        "template": SWIFTUI_MEMBER_AND_BODY,
    },
    # UI: the same, with a completion source `People`.
    "swiftui-completion": {
        "module": "ui",
        "template": "\n".join(COMPLETION_MEMBERS[1:5]) + "\n" + SWIFTUI_MEMBER_AND_BODY,
    },
    # UI: an expression in a SwiftUI view's body, with a focus state.
    "swiftui-focus-state-body": {
        "module": "ui",
        "template": """\
struct ExampleView: View {
    @State var message = ""
    @FocusState var isFocused: Bool
    let prompt = "Message"
    var body: some View {
{block}
    }
}""",
    },
    # UI: a SwiftUI view that calls its own `send()`.
    "swiftui-send": {
        "module": "ui",
        "template": "{block}",
        "file": "@MainActor fileprivate func send() {}",
    },
    # UIKit: code in a view controller's viewDidLoad.
    "uikit-view-controller": {
        "module": "ui",
        "sets": ["uikit"],
        "template": view_did_load("UIViewController", ["let stack = UIStackView(frame: .zero)", "func send() {}"]),
    },
    # UIKit: a view controller with the text view `input`, a `sendButton` and the pasted `attachments`.
    "uikit-send-button": {
        "module": "ui",
        "sets": ["uikit"],
        "template": view_did_load(
            "UIViewController",
            ["let input = GrowingTextView(frame: .zero, textContainer: nil)", "let sendButton = UIButton(frame: .zero)",
             "var attachments: [NSItemProvider] = []", "func send(_ text: String?) {}"],
            throwing=False),
    },
    # UIKit: a member of a view controller with the text view `input` (an action method, which must be at file scope).
    "uikit-view-controller-member": {
        "module": "ui",
        "sets": ["uikit"],
        "scope": "file",
        "template": """\
final class ExampleViewController: UIViewController {
    let input = GrowingTextView(frame: .zero, textContainer: nil)
    func send(_ text: String?) {}
{block}
}""",
    },
    # AppKit: code in a view controller's viewDidLoad.
    "appkit-view-controller": {
        "module": "ui",
        "sets": ["appkit"],
        "template": view_did_load("NSViewController", ["func send() {}"]),
    },
    # UIKit and AppKit: a view controller with the text view `input`, a completion source `People` and the app's own
    # `suggestions` view, with `acceptSuggestion` for its taps.
    "uikit-completion": {
        "module": "ui",
        "sets": ["uikit"],
        "template": view_did_load("UIViewController", COMPLETION_MEMBERS),
    },
    "appkit-completion": {
        "module": "ui",
        "sets": ["appkit"],
        "template": view_did_load("NSViewController", COMPLETION_MEMBERS),
    },
    # AppKit: a member of a view controller with the text view `input` and the app's `messages`.
    "appkit-action": {
        "module": "ui",
        "sets": ["appkit"],
        "template": """\
final class ExampleViewController: NSViewController {
    struct Messages { func send(_ text: String) {} }
    let input = GrowingTextView()
    let messages = Messages()
{block}
}""",
    },
    # A package manifest's `Package(...)` arguments.
    "package-manifest": {
        "module": "manifest",
        "template": "{block}",
    },
}

CONTEXTS["core-policy-measuring"]["template"] = CONTEXTS["core-policy-measuring"]["template"].replace(
    "{measuring}", CONTEXTS["core-measuring"]["template"])

RUNNABLE_MODULES = ("core", "terminal", "tool", "testsupport")
MARKER = re.compile(r"^\s*<!--\s*example:\s*(.*?)\s*-->\s*$")
FENCE_OPEN = re.compile(r"^(\s*)```\s*[Ss]wift\b.*$")
FENCE_CLOSE = re.compile(r"^\s*```\s*$")
MODULE_IMPORTS = {
    "ExpandingTextCore": "core",
    "ExpandingTextTerminal": "terminal",
    "ExpandingTextUI": "ui",
    "SwiftUI": "ui",
    "UIKit": "ui",
    "AppKit": "ui",
}


class Failure(Exception):
    pass


@dataclass
class Block:
    path: str
    line: int  # the block's first line of code
    lines: list[str]
    context: str | None = None
    compile_only: bool = False
    module: str = ""
    sets: list[str] = field(default_factory=list)
    # In a doc comment: the documented declaration's `@available` arguments, which its example needs too.
    availability: list[str] = field(default_factory=list)
    index: int = 0

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line - 1}"

    @property
    def name(self) -> str:
        return f"example_{self.index}"

    @property
    def runs(self) -> bool:
        if self.module not in RUNNABLE_MODULES or self.compile_only:
            return False
        return self.context is None or CONTEXTS[self.context].get("run", False)


def tracked_files() -> list[str]:
    out = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "*.md", "*.swift"],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return sorted(p for p in out.split("\n") if p and (ROOT / p).is_file())


def text_lines(path: str) -> list[str | None]:
    """The file's lines as Markdown: a Swift file's `///` lines without the slashes, None for any other line."""
    lines = (ROOT / path).read_text(encoding="utf-8").split("\n")
    if not path.endswith(".swift"):
        return list(lines)
    result: list[str | None] = []
    for line in lines:
        m = re.match(r"^\s*///(.*)$", line)
        result.append(None if m is None else (m.group(1)[1:] if m.group(1).startswith(" ") else m.group(1)))
    return result


def extract(path: str, errors: list[str]) -> list[Block]:
    lines = text_lines(path)
    blocks: list[Block] = []
    markers: dict[int, str] = {}
    for number, text in enumerate(lines, 1):
        if text is not None and (m := MARKER.match(text)):
            markers[number] = m.group(1)
    used: set[int] = set()
    i = 0
    while i < len(lines):
        text = lines[i]
        m = FENCE_OPEN.match(text) if text is not None else None
        if m is None:
            i += 1
            continue
        indent = len(m.group(1))
        start = i + 1
        body: list[str] = []
        i += 1
        while i < len(lines) and lines[i] is not None and not FENCE_CLOSE.match(lines[i]):
            body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
            i += 1
        if i >= len(lines) or lines[i] is None:
            errors.append(f"{path}:{start}: error: the ```swift block is not closed")
        block = Block(path, start + 1, body)
        if start - 1 in markers:
            used.add(start - 1)
            for option in (o.strip() for o in markers[start - 1].split(",")):
                if option == "compile-only":
                    block.compile_only = True
                elif option.startswith("fragment ") and option.split()[1] in CONTEXTS:
                    block.context = option.split()[1]
                else:
                    errors.append(f"{path}:{start - 1}: error: unknown example marker option '{option}' (known: "
                                  f"fragment NAME with NAME one of {', '.join(CONTEXTS)}; compile-only)")
        if path.endswith(".swift"):
            block.availability = documented_availability(path, i + 1)
        blocks.append(block)
        i += 1
    for number in sorted(set(markers) - used):
        errors.append(f"{path}:{number}: error: an example marker must be the line right before a ```swift block")
    return blocks


def documented_availability(path: str, after: int) -> list[str]:
    """The `@available` arguments of the declaration that the doc comment holding line `after` documents: an example
    of an API newer than the package's floors is compiled as available where the API is."""
    lines = (ROOT / path).read_text(encoding="utf-8").split("\n")
    index = after
    while index < len(lines) and re.match(r"^\s*///", lines[index]):
        index += 1
    found = []
    while index < len(lines) and (m := re.match(r"^\s*@(\w+)(?:\((.*)\))?", lines[index])):
        if m.group(1) == "available" and m.group(2):
            found.append(m.group(2))
        index += 1
    return found


def classify(block: Block) -> None:
    path = block.path
    imports = [m.group(1) for line in block.lines if (m := re.match(r"^\s*import\s+(\w+)", line))]
    by_path = [
        ("Sources/ExpandingTextCore/", "core"),
        ("Sources/ExpandingTextTerminal/", "terminal"),
        ("Sources/expanding-text/", "tool"),
        ("Tests/ExpandingTextTestSupport/", "testsupport"),
        ("Sources/ExpandingTextUI/", "ui"),
    ]
    module = next((m for prefix, m in by_path if path.startswith(prefix)), None)
    if block.context is not None:
        module = CONTEXTS[block.context]["module"]
    if module is None:
        found = {MODULE_IMPORTS[i] for i in imports if i in MODULE_IMPORTS}
        if "ui" in found:
            module = "ui"
        elif "terminal" in found:
            module = "terminal"
        elif "core" in found:
            module = "core"
    if module is None:
        raise Failure(f"{block.where}: error: cannot tell which module this example is for: add an import of it, or "
                      "a fragment marker (see Scripts/check-examples.py)")
    block.module = module
    if module == "ui":
        sets = ["uikit", "appkit"]
        if block.context is not None and "sets" in CONTEXTS[block.context]:
            sets = CONTEXTS[block.context]["sets"]
        elif "UIKit" in imports or "/UIKit/" in path:
            sets = ["uikit"]
        elif "AppKit" in imports or "/AppKit/" in path:
            sets = ["appkit"]
        block.sets = sets


def located(block: Block, lines: list[str], first: int) -> str:
    """The lines, with the compiler told they are lines `first`... of the block's file."""
    return f'#sourceLocation(file: "{block.path}", line: {first})\n' + "\n".join(lines) + "\n#sourceLocation()"


def generated_file(block: Block, imports: list[str]) -> str:
    context = CONTEXTS.get(block.context or "", {"template": "{block}"})
    body = [line for line in block.lines if not re.match(r"^\s*import\s+\w+\s*$", line)]
    template: str = context["template"]
    if "{head}" in template:
        split = next((n for n, line in enumerate(block.lines) if line.strip() == ""), None)
        if split is None:
            raise Failure(f"{block.where}: error: the context '{block.context}' splits the block at a blank line; it "
                          "has none")
        text = template.replace("{head}", located(block, block.lines[:split], block.line))
        text = text.replace("{tail}", located(block, block.lines[split + 1:], block.line + split + 1))
    else:
        # Import lines stay in place as blank lines, so that lines keep their numbers.
        body = ["" if re.match(r"^\s*import\s+\w+\s*$", line) else line for line in block.lines]
        text = template.replace("{block}", located(block, body, block.line))
    isolation = "".join(f"@available({a})\n" for a in block.availability)
    isolation += "@MainActor " if block.module == "ui" else ""
    head = "".join(f"import {m}\n" for m in imports)
    file_scope = context.get("file", "")
    if block.module == "manifest":
        # No #sourceLocation inside an argument list: the lines are the block's, after the first two.
        lines = "\n".join(block.lines)
        return f"{head}let package = Package(\n    name: \"Example\",\n{lines}\n)\n"
    if context.get("scope") == "file":
        return f"{head}{file_scope}\n{isolation}{text}\n"
    return f"{head}{file_scope}\n{isolation}func {block.name}() throws {{\n{text}\n}}\n"


def write_ui(blocks: list[Block], ui_set: str, directory: Path) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    framework = {"uikit": "UIKit", "appkit": "AppKit"}[ui_set]
    for block in blocks:
        if block.module == "ui" and ui_set in block.sets:
            source = generated_file(block, ["ExpandingTextCore", "ExpandingTextUI", "SwiftUI", framework])
            (directory / f"{block.name}.swift").write_text(source, encoding="utf-8")


def swift_files(*directories: str, exclude: tuple[str, ...] = ()) -> list[str]:
    files = []
    for directory in directories:
        for path in sorted((ROOT / directory).rglob("*.swift")):
            if path.name not in exclude:
                files.append(str(path))
    return files


def run(command: list[str], what: str, verbose: bool) -> None:
    if verbose:
        print("+ " + " ".join(command), flush=True)
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise Failure(f"error: {what} failed")


def build_and_run(blocks: list[Block], out: Path, verbose: bool) -> list[str]:
    errors: list[str] = []
    flags = ["-swift-version", "6", "-package-name", "expandingtext"]
    # The blocks show results as unused expressions and leave variables unread: their warnings are not problems.
    quiet = ["-suppress-warnings"]
    libs = out / "modules"
    libs.mkdir()

    def library(name: str, sources: list[str]) -> None:
        run(["swiftc", *flags, "-parse-as-library", "-module-name", name, "-emit-module", "-emit-library", "-static",
             "-wmo", "-I", str(libs), "-o", str(libs / f"lib{name}.a"), "-emit-module-path",
             str(libs / f"{name}.swiftmodule"), *sources], f"building {name}", verbose)

    print("== Building ExpandingTextCore and ExpandingTextTerminal", flush=True)
    library("ExpandingTextCore", swift_files("Sources/ExpandingTextCore"))
    library("ExpandingTextTerminal", swift_files("Sources/ExpandingTextTerminal"))

    programs = {
        "core": ([], ["ExpandingTextCore"], ["ExpandingTextCore"]),
        "terminal": ([], ["ExpandingTextCore", "ExpandingTextTerminal"], ["ExpandingTextTerminal", "ExpandingTextCore"]),
        "tool": (swift_files("Sources/expanding-text", exclude=("main.swift",)), ["ExpandingTextCore",
                 "ExpandingTextTerminal"], ["ExpandingTextTerminal", "ExpandingTextCore"]),
        "testsupport": (swift_files("Tests/ExpandingTextTestSupport"), ["ExpandingTextCore", "ExpandingTextTerminal"],
                        ["ExpandingTextTerminal", "ExpandingTextCore"]),
    }
    for module, (sources, imports, link) in programs.items():
        chosen = [b for b in blocks if b.module == module]
        if not chosen:
            continue
        print(f"== Compiling the {module} examples ({len(chosen)})", flush=True)
        directory = out / module
        directory.mkdir()
        files = []
        for block in chosen:
            path = directory / f"{block.name}.swift"
            path.write_text(generated_file(block, imports), encoding="utf-8")
            files.append(str(path))
        table = ",\n".join(f'    "{b.name}": {b.name}' for b in chosen if b.runs)
        (directory / "main.swift").write_text(
            f"let examples: [String: () throws -> Void] = [\n{table}\n]\n"
            "try examples[CommandLine.arguments[1]]!()\n", encoding="utf-8")
        executable = directory / "examples"
        command = ["swiftc", *flags, *quiet, "-module-name", f"{module}_examples", "-I", str(libs), "-L", str(libs),
                   "-o", str(executable), *sources, *files, str(directory / "main.swift"),
                   *(f"-l{name}" for name in link)]
        if verbose:
            print("+ " + " ".join(command), flush=True)
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0:
            sys.stderr.write(result.stdout + result.stderr)
            errors.append(f"error: the {module} examples do not compile (above, by file:line)")
            continue
        print(f"== Running the complete {module} examples", flush=True)
        for block in chosen:
            if not block.runs:
                continue
            try:
                result = subprocess.run([str(executable), block.name], cwd=out, stdin=subprocess.DEVNULL,
                                        capture_output=True, text=True, timeout=20)
            except subprocess.TimeoutExpired:
                errors.append(f"{block.where}: error: the example did not finish in 20 s (if it reads the terminal, "
                              "mark it <!-- example: compile-only -->)")
                continue
            if verbose or result.returncode != 0:
                sys.stdout.write(f"-- {block.where}\n{result.stdout}{result.stderr}")
            if result.returncode != 0:
                errors.append(f"{block.where}: error: the example exited with status {result.returncode}")
    return errors


def check_manifest(blocks: list[Block], out: Path, verbose: bool) -> list[str]:
    chosen = [b for b in blocks if b.module == "manifest"]
    if not chosen:
        return []
    print(f"== Type-checking the Package.swift examples ({len(chosen)}) against PackageDescription", flush=True)
    swift = Path(shutil.which("swift") or "swift").resolve()
    api = swift.parent.parent / "lib" / "swift" / "pm" / "ManifestAPI"
    errors = []
    for block in chosen:
        path = out / f"{block.name}.swift"
        path.write_text(generated_file(block, ["PackageDescription"]), encoding="utf-8")
        command = ["swiftc", "-typecheck", "-swift-version", "6", "-I", str(api), "-package-description-version",
                   "6.0", str(path)]
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0:
            sys.stderr.write(result.stdout + result.stderr)
            errors.append(f"{block.where}: error: the manifest example does not type-check (in the output above, line "
                          f"N is line N - 3 of the block)")
    return errors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--emit-ui", nargs=2, metavar=("SET", "DIR"))
    parser.add_argument("--keep", action="store_true", help="keep the generated files and print where they are")
    parser.add_argument("--verbose", action="store_true", help="print the commands and every example's output")
    args = parser.parse_args()

    errors: list[str] = []
    blocks: list[Block] = []
    files = [p for p in tracked_files() if not p.startswith(("Tools/AppleModel/Stubs/", ".build/"))]
    for path in files:
        blocks += extract(path, errors)
    for index, block in enumerate(blocks, 1):
        block.index = index
        try:
            classify(block)
        except Failure as failure:
            errors.append(str(failure))
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1

    if args.emit_ui:
        ui_set, directory = args.emit_ui
        write_ui(blocks, ui_set, Path(directory))
        return 0

    out = Path(tempfile.mkdtemp(prefix="check-examples."))
    try:
        errors += check_manifest(blocks, out, args.verbose)
        errors += build_and_run(blocks, out, args.verbose)
    except Failure as failure:
        errors.append(str(failure))
    finally:
        if args.keep:
            print(f"generated files: {out}")
        else:
            shutil.rmtree(out, ignore_errors=True)

    print(f"\n{len(blocks)} ```swift blocks in {len({b.path for b in blocks})} files:")
    for module in ("core", "terminal", "tool", "testsupport", "ui", "manifest"):
        chosen = [b for b in blocks if b.module == module]
        if not chosen:
            continue
        fragments = sum(1 for b in chosen if b.context is not None)
        if module in RUNNABLE_MODULES:
            how = f"compiled {len(chosen)}, run {sum(1 for b in chosen if b.runs)}"
        elif module == "ui":
            uikit = sum(1 for b in chosen if "uikit" in b.sets)
            appkit = sum(1 for b in chosen if "appkit" in b.sets)
            how = (f"compiled by Tools/AppleModel/check.sh against Apple's SDK interfaces (iOS {uikit}, macOS "
                   f"{appkit})")
        else:
            how = f"type-checked {len(chosen)}"
        print(f"  {module:<12} {len(chosen):>3} ({len(chosen) - fragments} complete, {fragments} fragments): {how}")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        print(f"check-examples: {len(errors)} problem(s)", file=sys.stderr)
        return 1
    print("check-examples: every example compiles, and every complete one runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
