"""The test registry and the result lines.

A test is a function that takes the suite's `Context` and either returns
(optionally a short detail string) or raises: `Failure` or AssertionError for a
failed check, anything else for a broken test. Tests run in the order the
modules register them; each prints one line, `PASS name — detail` or
`FAIL name — detail` (details are folded onto that one line), and the run ends with `N passed, M failed`.
"""

import os
import time
import traceback

_HERE = os.path.dirname(os.path.abspath(__file__))

TESTS = []


class Failure(Exception):
    """A check that did not hold; its message is the detail printed after FAIL."""


def test(function):
    """Registers `function` as a test named after it."""
    TESTS.append(function)
    return function


def check(condition, message):
    """Raises `Failure(message)` unless `condition` holds."""
    if not condition:
        raise Failure(message)


def run(tests, context, out):
    """Runs `tests` one by one, writing one line each and the totals; returns the failure count."""
    passed = failed = 0
    for function in tests:
        started = time.monotonic()
        try:
            detail = function(context)
            status = "PASS"
            passed += 1
        except (Failure, AssertionError) as error:
            detail = str(error) or type(error).__name__
            status = "FAIL"
            failed += 1
        except Exception as error:  # a broken test is a failure too, with where it broke
            where = _test_frame(traceback.extract_tb(error.__traceback__))
            detail = f"{type(error).__name__}: {error} ({where.filename.rsplit('/', 1)[-1]}:{where.lineno})"
            status = "FAIL"
            failed += 1
        seconds = time.monotonic() - started
        line = f"{status} {function.__name__} ({seconds:.1f} s)"
        if detail:
            line += " — " + one_line(detail)
        print(line, file=out, flush=True)
    print(f"{passed} passed, {failed} failed", file=out, flush=True)
    return failed


def _test_frame(frames):
    """The innermost frame in the suite's own files, so a Selenium error names the test line that
    raised it rather than a line of Selenium."""
    own = [frame for frame in frames if frame.filename.startswith(_HERE)]
    return (own or frames)[-1]


def one_line(text):
    return " ".join(str(text).split())
