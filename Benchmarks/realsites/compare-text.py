#!/usr/bin/env python3
"""Compares the text readers get from two builds of one site: the original generator's and sitegen's.

    compare-text.py ORIGINAL SITEGEN [--original-content SELECTOR ...] [--content SELECTOR] [--limit N]

For every HTML page of ORIGINAL (a folder MkDocs, Jekyll or Hugo built), it finds the page of SITEGEN at the same
path (`a/b.html` may be `a/b/index.html` there), takes the text of each one's content element, and diffs the two
word by word. It prints each differing page with its first differences and, last, how many pages differ, their
mean similarity and how many differences replace a straight quote by a typographic one or back.

A SELECTOR is a tag name, `.class` or `tag.class`; the first of the --original-content selectors a page has is
its content (default: `article.md-content__inner` for MkDocs Material, then `main`). Headings' permalinks, scripts,
styles and sitegen's copy buttons are left out of both texts. Needs Python 3 and nothing beyond its standard library.
"""

import argparse
import difflib
import os
import re
from html.parser import HTMLParser

LEFT_OUT = ["script", "style", "a.headerlink", "a.heading-anchor", "button.copy-button", "a.anchor"]
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def matches(selector, tag, classes):
    name, _, cls = selector.partition(".")
    return (not name or name == tag) and (not cls or cls in classes)


class ContentText(HTMLParser):
    """The text inside the first element that `selector` matches, without what LEFT_OUT matches."""

    def __init__(self, selector):
        super().__init__(convert_charrefs=True)
        self.selector, self.depth, self.skipping, self.found, self.done, self.parts = selector, 0, 0, False, False, []

    def handle_starttag(self, tag, attrs):
        if self.done or tag in VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        if not self.found:
            if matches(self.selector, tag, classes):
                self.found, self.depth = True, 1
            return
        self.depth += 1
        if self.skipping or any(matches(s, tag, classes) for s in LEFT_OUT):
            self.skipping += 1

    def handle_endtag(self, tag):
        if not self.found or self.done or tag in VOID:
            return
        self.depth -= 1
        if self.skipping:
            self.skipping -= 1
        if self.depth == 0:
            self.done = True

    def handle_data(self, data):
        if self.found and not self.done and not self.skipping:
            self.parts.append(data)


def content_text(path, selectors):
    with open(path, encoding="utf-8", errors="replace") as file:
        html = file.read()
    for selector in selectors:
        parser = ContentText(selector)
        parser.feed(html)
        if parser.found:
            return re.sub(r"\s+", " ", "".join(parser.parts)).strip()
    return None


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("original")
    arguments.add_argument("sitegen")
    arguments.add_argument("--original-content", nargs="+", default=["article.md-content__inner", "main"])
    arguments.add_argument("--content", default=".prose")
    arguments.add_argument("--limit", type=int, default=4, help="differences shown per page")
    options = arguments.parse_args()
    differing, ratios, quotes, missing = 0, [], 0, []
    for folder, _, files in sorted(os.walk(options.original)):
        for name in sorted(files):
            if not name.endswith(".html"):
                continue
            path = os.path.relpath(os.path.join(folder, name), options.original)
            candidates = [path, os.path.join(path[: -len(".html")], "index.html")]
            ours = next((os.path.join(options.sitegen, c) for c in candidates if os.path.exists(os.path.join(options.sitegen, c))), None)
            original = content_text(os.path.join(folder, name), options.original_content)
            if ours is None or original is None:
                missing.append(path)
                continue
            mine = content_text(ours, [options.content]) or ""
            words, my_words = original.split(" "), mine.split(" ")
            matcher = difflib.SequenceMatcher(None, words, my_words, autojunk=False)
            ratios.append(matcher.ratio())
            changes = [op for op in matcher.get_opcodes() if op[0] != "equal"]
            for _, i1, i2, j1, j2 in changes:
                theirs, mine_now = " ".join(words[i1:i2]), " ".join(my_words[j1:j2])
                if re.sub("[‘’]", "'", re.sub("[“”]", '"', theirs)) == re.sub("[‘’]", "'", re.sub("[“”]", '"', mine_now)) != theirs:
                    quotes += 1
            if changes:
                differing += 1
                print(f"== {path}: {len(changes)} differences, similarity {matcher.ratio():.3f}")
                for tag, i1, i2, j1, j2 in changes[: options.limit]:
                    print(f"   {tag}: original [{' '.join(words[i1:i2])[:150]}] sitegen [{' '.join(my_words[j1:j2])[:150]}]")
    for path in missing:
        print(f"-- {path}: no content to compare on one side")
    mean = sum(ratios) / len(ratios) if ratios else 0
    print(f"{differing} of {len(ratios)} pages differ; mean similarity {mean:.4f}; {quotes} differences of quotes alone; "
          f"{len(missing)} pages not compared")


if __name__ == "__main__":
    main()
