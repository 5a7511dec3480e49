#!/usr/bin/env python3
"""sitegen's browser tests: the theme, the default layouts and `sitegen serve` in headless Chromium.

    python3 Tests/Browser/run.py            every test
    python3 Tests/Browser/run.py night      only the tests whose names contain "night"
    python3 Tests/Browser/run.py --list     the test names

It builds sitegen (`swift build --product sitegen`), builds the repository's
own site and the fixture site (Tests/Browser/Fixtures/site) into a temporary
folder, serves both with `sitegen serve --root` on free loopback ports, and runs
each test in a fresh headless Chromium. Nothing in the repository is modified.
One line per test, then `N passed, M failed`; the exit status is 1 when any failed.

Needs Debian's chromium, chromium-driver and fonts-noto-color-emoji, and
selenium and pillow from PyPI.
"""

import argparse
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # leave no __pycache__ folders in the repository


def main():
    parser = argparse.ArgumentParser(description="sitegen's browser tests")
    parser.add_argument("names", nargs="*", help="run only the tests whose names contain one of these")
    parser.add_argument("--list", action="store_true", help="print the test names and exit")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder and print where it is")
    arguments = parser.parse_args()

    try:
        import suite
        import tests  # noqa: F401  (registers the tests)
    except ImportError as error:
        print(f"FAIL setup — {error}: pip install selenium pillow", flush=True)
        print("0 passed, 1 failed", flush=True)
        return 1

    selected = [t for t in suite.TESTS if not arguments.names or any(n in t.__name__ for n in arguments.names)]
    if arguments.list:
        print("\n".join(t.__name__ for t in selected))
        return 0

    from context import Context

    workspace = tempfile.mkdtemp(prefix="sitegen-browser-")
    context = Context(workspace)
    try:
        try:
            context.start()
        except Exception as error:
            print(f"FAIL setup — {suite.one_line(error)}", flush=True)
            print("0 passed, 1 failed", flush=True)
            return 1
        failed = suite.run(selected, context, sys.stdout)
    finally:
        context.stop()
        if arguments.keep:
            print(f"(kept {workspace})", file=sys.stderr)
        else:
            shutil.rmtree(workspace, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
