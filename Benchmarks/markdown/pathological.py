#!/usr/bin/env python3
"""Times `sitegen markdown` on the pathological input families cmark tests, each at n and 10n
units, and prints the growth ratio per family (linear ≈ 10×; quadratic would be ≈ 100×).
Families marked (--docs) use syntax only pages parse (admonitions, definition lists, heading
attributes): they are timed as `sitegen build` of a one-page site in a temporary folder.

Usage: Benchmarks/markdown/pathological.py [--program "CMD"] [--n N] [--family TEXT]
Default program: .build/release/sitegen markdown (build it with `swift build -c release --product sitegen`).
"""
import argparse, os, shlex, subprocess, sys, tempfile, time


def families():
    # name -> (function of n producing the input, extra arguments)
    return [
        ("nested brackets [[[…]]]", lambda n: "[" * n + "a" + "]" * n, []),
        ("unclosed [", lambda n: "[a " * n, []),
        ("unclosed ![", lambda n: "![a " * n, []),
        ("closers without openers a]", lambda n: "a] " * n, []),
        ("unclosed <", lambda n: "<a " * n, []),
        ("unclosed <!--", lambda n: "a <!-- " * n, []),
        ("unclosed <?", lambda n: "a <? " * n, []),
        ("unclosed <![CDATA[", lambda n: "a <![CDATA[ " * n, []),
        ("unclosed <!X", lambda n: "a <!X " * n, []),
        ("open tag with quote <a b='", lambda n: "<a b='" * n, []),
        ("unclosed backtick runs", lambda n: "".join("`" * i + "a" for i in range(1, int((2 * n) ** 0.5))), []),
        ("emphasis *a **a *a …", lambda n: "*a **a " * n + "b" + " a** a*" * n, []),
        ("emphasis _a __a _a …", lambda n: "_a __a " * n + "b" + " a__ a_" * n, []),
        ("mismatched *a_ ", lambda n: "*a_ " * n, []),
        ("link openers, emph closers [ a_", lambda n: "[ a_" * n, []),
        ("pattern [ (](", lambda n: "[ (](" * n, []),
        ("hard case **x [**x [", lambda n: "**x [" * n, []),
        ("unclosed links [a](<b", lambda n: "[a](<b" * n, []),
        ("unclosed links [a](b", lambda n: "[a](b" * n, []),
        ("nested block quotes > > >", lambda n: "> " * n + "a\n", []),
        ("nested block quotes, many lines", lambda n: ("> " * 50 + "a\n") * (n // 50), []),
        ("nested lists - - -", lambda n: "- " * n + "a\n", []),
        ("nested lists, indented lines", lambda n: "".join("  " * i + "- a\n" for i in range(120)) * (n // 7000 + 1), []),
        ("link reference definitions", lambda n: "".join("[r%d]: /u%d\n" % (i, i) for i in range(n // 10)) + "\n" + "[r1] " * (n // 10), []),
        ("huge table (--gfm)", lambda n: "| a | b | c |\n| - | - | - |\n" + "| x | *y* | `z` |\n" * (n // 18), ["--gfm"]),
        ("long line of *", lambda n: "x" + "*" * n + "x", []),
        ("long line of _", lambda n: "x" + "_" * n + "x", []),
        ("long line of `", lambda n: "x" + "`" * n + "x", []),
        ("long line of \\", lambda n: "x" + "\\" * n + "x", []),
        ("long line of &", lambda n: "x" + "&" * n + "x", []),
        ("long line of &#", lambda n: "x" + "&#" * n + "x", []),
        ("email local part a_a_…@ (--gfm)", lambda n: "a_" * n + "@x", ["--gfm"]),
        ("www domains _www.a_ (--gfm)", lambda n: "_www.a" * n, ["--gfm"]),
        ("emails x@y@z… (--gfm)", lambda n: "x.y@z" * n, ["--gfm"]),
        ("trailing ) in autolink (--gfm)", lambda n: "www.a.com/" + ")" * n, ["--gfm"]),
        ("U+0000 in input", lambda n: "a\0" * n, []),
        # Links inside open brackets: each link must not walk back over every opener below it.
        ("links in unclosed images ![[]()", lambda n: "![[]()" * n, []),
        ("links in unclosed links [[]()", lambda n: "[[]()" * n, []),
        ("links in images ![![]()", lambda n: "![![]()" * n, []),
        ("links in mixed openers [![[]()", lambda n: "[![[]()" * n, []),
        ("emphasis openers, link closes *a [b](c)", lambda n: "*a " * n + "[b](c) " * n, []),
        ("emphasis inside unclosed links [*a", lambda n: "[*a " * n + "](c) " * n, []),
        # Closers of one character between openers of another: a bound that was matched away
        # must still stop the search for an opener.
        ("* openers, _ and * closers", lambda n: "*a " * n + "a_ a* " * n, []),
        ("** openers, _ and ** closers", lambda n: "**a " * n + "a_ a** " * n, []),
        ("_ openers, * and _ closers", lambda n: "_a " * n + "a* a_ " * n, []),
        ("* openers, _ closers", lambda n: "*a " * n + "a_ " * n, []),
        ("interleaved *a _a then a* a_", lambda n: "*a _a " * n + "a* a_ " * n, []),
        ("~ openers, * and ~ closers (--gfm)", lambda n: "~a " * n + "a* a~ " * n, ["--gfm"]),
        ("* openers, ~ and * closers (--gfm)", lambda n: "*a " * n + "a~ a* " * n, ["--gfm"]),
        ("~~ openers, ~ closers (--gfm)", lambda n: "~~a " * n + "a~ " * n, ["--gfm"]),
        ("unclosed title [a](b 'c", lambda n: "[a](b 'c " * n, []),
        ("unclosed title [a](b (c", lambda n: "[a](b (c " * n, []),
        ("unclosed label [a][b", lambda n: "[a][b " * n, []),
        ("undefined references [x]", lambda n: "[r]: /u\n\n" + "[x] " * n, []),
        ("unclosed closing tag </a", lambda n: "</a " * n, []),
        ("unclosed autolink <http://", lambda n: "<http://a " * n, []),
        ("definition with unclosed title", lambda n: "[a]: /u '\n" + "b\n" * n, []),
        ("lazy block quote lines", lambda n: "> a\nb\n" * n, []),
        ("nested > - > -", lambda n: "> - " * n + "a\n", []),
        ("loose list items", lambda n: "- a\n\n" * n, []),
        ("unclosed fence, shorter fences", lambda n: "````\n" + "```\n" * n, []),
        ("setext headings", lambda n: "a\n=\n" * n, []),
        # cmark-gfm's limit on filled-in cells keeps a wide header over short rows linear.
        ("wide table, one-cell rows (--gfm)", lambda n: "|a" * 1000 + "|\n" + "|-" * 1000 + "|\n" + "a\n" * (n // 2), ["--gfm"]),
        ("autolink with &a; tail (--gfm)", lambda n: "www.a.com/" + "&a;" * n, ["--gfm"]),
        ("autolink with a) tail (--gfm)", lambda n: "www.a.com/" + "a)" * n, ["--gfm"]),
        ("www. inside open brackets [www.a (--gfm)", lambda n: "[www.a " * n, ["--gfm"]),
        ("URL schemes after text a:// (--gfm)", lambda n: "http:/" * n, ["--gfm"]),
        # Footnotes (part of --gfm).
        ("footnote references [^1]", lambda n: "[^1] " * n + "\n\n[^1]: note\n", ["--gfm"]),
        ("footnote definitions [^i]:", lambda n: "".join("[^%d] " % i for i in range(n // 8)) + "\n\n"
            + "".join("[^%d]: n\n" % i for i in range(n // 8)), ["--gfm"]),
        ("undefined footnotes [^x", lambda n: "[^x " * n, ["--gfm"]),
        ("nested footnote definitions", lambda n: "".join("    " * i + "[^%d]: a [^%d]\n" % (i, i + 1) for i in range(60))
            * (n // 600) + "[^0]", ["--gfm"]),
        ("nested footnote labels [^[^[^a]]]", lambda n: "[^" * n + "a" + "]" * n + "\n\n[^a]: x\n", ["--gfm"]),
        ("footnotes in open brackets [[^1]", lambda n: "[" * n + "[^1]" * n + "\n\n[^1]: x\n", ["--gfm"]),
        # Page syntax, timed through `sitegen build`.
        ("admonitions !!! note", lambda n: "!!! note \"t\"\n    a\n\n" * (n // 2), ["--docs"]),
        ("nested admonitions", lambda n: "".join("    " * i + "??? tip\n" for i in range(60)) * (n // 600), ["--docs"]),
        ("unclosed admonition titles !!! a \"", lambda n: "!!! a " + "\"" * n + "x\n", ["--docs"]),
        ("definition lists a\\n: b", lambda n: "a\n: b\n" * n, ["--docs"]),
        ("loose definitions a\\n\\n: b", lambda n: "a\n\n: b\n\n" * n, ["--docs"]),
        ("colons without terms : a", lambda n: ": a\n" * n, ["--docs"]),
        ("heading attributes ## a {#b}", lambda n: "## a {#b .c d=e}\n" * (n // 4), ["--docs"]),
        ("braces in a heading ## {{{", lambda n: "## " + "{" * n + "}", ["--docs"]),
    ]


def best_of(runs, run):
    """The best wall time of `runs` calls of `run` (which returns a CompletedProcess); None if one fails."""
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        result = run()
        elapsed = time.perf_counter() - start
        if result.returncode != 0:
            return None
        best = elapsed if best is None else min(best, elapsed)
    return best


def best_time(command, data, runs=3):
    return best_of(runs, lambda: subprocess.run(command, input=data, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE))


def site_time(command, data, runs=3):
    """The best time of `sitegen build` of a site whose one page is `data` (the program's first word is sitegen)."""
    with tempfile.TemporaryDirectory() as folder:
        os.makedirs(os.path.join(folder, "Content"))
        with open(os.path.join(folder, "Content", "index.md"), "wb") as page:
            page.write(b"---\ntitle: Page\n---\n" + data)
        build = [os.path.abspath(command[0]), "build"]
        return best_of(runs, lambda: subprocess.run(build, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--program", default=".build/release/sitegen markdown")
    parser.add_argument("--n", type=int, default=30000, help="units in the small input (default 30000)")
    parser.add_argument("--family", default="", help="only the families whose name contains this")
    args = parser.parse_args()
    program = shlex.split(args.program)
    print("%-36s %10s %10s %10s %10s %7s" % ("family", "bytes(n)", "t(n) ms", "bytes(10n)", "t(10n) ms", "growth"))
    worst = 0.0
    for name, make, extra in (f for f in families() if args.family in f[0]):
        small = make(args.n).encode()
        large = make(args.n * 10).encode()
        timer = site_time if extra == ["--docs"] else best_time
        t_small = timer(program + extra, small)
        t_large = timer(program + extra, large)
        if t_small is None or t_large is None:
            print("%-36s  FAILED (non-zero exit or crash)" % name)
            worst = float("inf")
            continue
        growth = t_large / t_small
        worst = max(worst, growth)
        print("%-36s %10d %10.1f %10d %10.1f %6.1fx" % (name, len(small), t_small * 1000, len(large), t_large * 1000, growth))
    print("worst growth: %.1fx (linear ≈ 10x)" % worst)


if __name__ == "__main__":
    sys.exit(main())
