"""End-to-end tests of `expanding-text` in a real terminal (tmux 3.3a): every scenario in a fresh session of a
private tmux server, driven with keys, bytes, pastes, resizes and signals, checked by what a user would see.

Usage: python3 Scripts/e2e --binary PATH [--only NAME]... [NAME...] [--list]
       --only NAME   run the scenarios whose function name or title contains NAME (repeatable; a bare NAME too)
       --list        print every scenario's name and title, run nothing
The binary may also be given as E2E_BINARY=PATH. Prints PASS title / FAIL title (reason) per scenario and ends with
the line `N passed, N failed`; exits 1 on a failure.
"""

import argparse
import os
import shutil
import sys
import tempfile
import traceback

sys.dont_write_bytecode = True

from harness import SCENARIOS, Failure, Harness  # noqa: E402 - after the line above
from terminal_driver import TmuxServer  # noqa: E402 - on the path harness sets

# The scenario modules register themselves on import, in this order: the order of a full run.
import drawing  # noqa: E402,F401
import keys  # noqa: E402,F401
import pastes  # noqa: E402,F401
import jobs  # noqa: E402,F401
import files  # noqa: E402,F401
import editor  # noqa: E402,F401
import composer  # noqa: E402,F401
import completion  # noqa: E402,F401
import highlighting  # noqa: E402,F401
import replies  # noqa: E402,F401


def selected(only):
    """The scenarios to run: all, or those whose name or title contains one of `only`."""
    if not only:
        return SCENARIOS
    return [entry for entry in SCENARIOS if any(part in entry[0] or part in entry[1] for part in only)]


def run_one(harness, title, function):
    """Runs one scenario and prints its PASS or FAIL line; returns whether it passed."""
    reason = None
    try:
        function(harness)
    except Failure as failure:
        reason = str(failure) or "no reason given"
    except Exception as error:  # noqa: BLE001 - a harness error fails this scenario, not the run
        reason = f"{type(error).__name__}: {error}"
        traceback.print_exc(file=sys.stderr)
    if reason is None:
        print(f"PASS {title}", flush=True)
    else:
        print(f"FAIL {title} ({reason})", flush=True)
        live = [session for session in harness.sessions if not session.killed]
        if live:
            live[-1].dump()
    harness.end_sessions()
    return reason is None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.environ.get("E2E_BINARY"),
                        help="the expanding-text to test (default: $E2E_BINARY)")
    parser.add_argument("--timing-binary", default=os.environ.get("E2E_TIMING_BINARY"),
                        help="the optimised build that scenarios timing the tool measure (default: "
                             "$E2E_TIMING_BINARY, else --binary)")
    parser.add_argument("--only", action="append", default=[], metavar="NAME",
                        help="run only scenarios whose name or title contains NAME (repeatable)")
    parser.add_argument("names", nargs="*", metavar="NAME", help="the same as --only NAME")
    parser.add_argument("--list", action="store_true", help="print the scenarios' names and titles")
    arguments = parser.parse_args()
    only = arguments.only + arguments.names
    chosen = selected(only)
    if arguments.list:
        width = max(len(name) for name, _, _ in chosen)
        for name, title, _ in chosen:
            print(f"{name:<{width}}  {title}")
        return 0
    if not arguments.binary:
        parser.error("no binary: give --binary PATH or E2E_BINARY=PATH")
    if not os.access(arguments.binary, os.X_OK):
        parser.error(f"{arguments.binary} is not an executable")
    if only and not chosen:
        parser.error(f"no scenario matches {', '.join(only)}")
    server = TmuxServer(f"e2e-{os.getpid()}")
    work = tempfile.mkdtemp(prefix="expanding-text-e2e.")
    harness = Harness(os.path.abspath(arguments.binary), work, server,
                      timing_binary=os.path.abspath(arguments.timing_binary or arguments.binary))
    passed = failed = 0
    try:
        server.start()
        for _, title, function in chosen:
            if run_one(harness, title, function):
                passed += 1
            else:
                failed += 1
    finally:
        server.kill()
        shutil.rmtree(work, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
