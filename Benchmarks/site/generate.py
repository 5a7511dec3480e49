#!/usr/bin/env python3
"""Generates the same N-page site twice: as a sitegen site (Content/, site.json) and as a minimal
Hugo site (content/, config.toml, one layout that renders the content into a page).

Pages are realistic documentation and blog pages: front matter with title, date and tags; headings,
paragraphs with emphasis and links, lists, a table and fenced code blocks. The text is deterministic
(seeded), so every run builds the same pages.

usage: generate.py N OUTPUT_FOLDER
"""
import os
import random
import sys

WORDS = ("swift package build site page render template theme color night light dark token markdown "
         "parser block inline link image code server reload browser cache file folder output content "
         "section index title date tag feed search navigation heading anchor table list emphasis").split()
TAGS = ["swift", "web", "tools", "design", "performance", "accessibility", "server", "release", "guide", "notes"]
SECTIONS = ["docs", "guides", "blog", "reference", "tutorials", "news", "notes", "api", "articles", "posts"]


def sentence(rng, words=12):
    chosen = [rng.choice(WORDS) for _ in range(words)]
    chosen[0] = chosen[0].capitalize()
    if rng.random() < 0.5:
        i = rng.randrange(1, words)
        chosen[i] = "*" + chosen[i] + "*"
    if rng.random() < 0.3:
        i = rng.randrange(1, words)
        chosen[i] = "**" + chosen[i] + "**"
    if rng.random() < 0.2:
        i = rng.randrange(1, words)
        chosen[i] = "`" + chosen[i] + "`"
    return " ".join(chosen) + "."


def paragraph(rng, index, count):
    text = " ".join(sentence(rng, rng.randrange(8, 18)) for _ in range(rng.randrange(3, 6)))
    if rng.random() < 0.6:
        other = rng.randrange(count)
        text += f" See [page {other}](/{SECTIONS[other % len(SECTIONS)]}/page-{other}/) and [Swift](https://swift.org)."
    return text


def page(rng, index, count):
    section = SECTIONS[index % len(SECTIONS)]
    year, month, day = 2015 + index % 10, 1 + index % 12, 1 + index % 28
    tags = rng.sample(TAGS, 2)
    lines = [
        "---",
        f"title: \"Page {index}: {rng.choice(WORDS)} {rng.choice(WORDS)}\"",
        f"date: {year:04d}-{month:02d}-{day:02d}",
        f"tags: [{', '.join(tags)}]",
        "---",
        "",
        paragraph(rng, index, count),
        "",
    ]
    for heading in range(3):
        lines += [f"## {rng.choice(WORDS).capitalize()} {rng.choice(WORDS)} {heading}", "", paragraph(rng, index, count), ""]
        lines += [f"- {sentence(rng, 6)}" for _ in range(4)] + [""]
        if heading == 0:
            lines += ["| Name | Value | Note |", "| --- | ---: | :---: |"]
            lines += [f"| {rng.choice(WORDS)} | {rng.randrange(1000)} | {rng.choice(WORDS)} |" for _ in range(4)] + [""]
        if heading == 1:
            lines += ["```swift", "struct Page {", "    let title: String", f"    let index = {index}",
                      "    func render() -> String { \"<h1>\\(title)</h1>\" }", "}", "```", ""]
        if heading == 2:
            lines += ["### Details", "", "1. " + sentence(rng, 8), "2. " + sentence(rng, 8), "",
                      "> " + sentence(rng, 14), "", "```console", "$ swift build -c release", "```", ""]
    return section, "\n".join(lines)


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(42)
    sitegen, hugo = os.path.join(out, "sitegen"), os.path.join(out, "hugo")
    for section in SECTIONS:
        os.makedirs(os.path.join(sitegen, "Content", section), exist_ok=True)
        os.makedirs(os.path.join(hugo, "content", section), exist_ok=True)
    for index in range(count):
        section, text = page(rng, index, count)
        for root in (os.path.join(sitegen, "Content"), os.path.join(hugo, "content")):
            with open(os.path.join(root, section, f"page-{index}.md"), "w") as file:
                file.write(text)
    home = "---\ntitle: Home\n---\n# Benchmark site\n\nA generated site.\n"
    with open(os.path.join(sitegen, "Content", "index.md"), "w") as file:
        file.write(home)
    with open(os.path.join(hugo, "content", "_index.md"), "w") as file:
        file.write(home)
    with open(os.path.join(sitegen, "site.json"), "w") as file:
        file.write('{"title": "Benchmark", "baseURL": "https://example.org/"}\n')
    with open(os.path.join(hugo, "config.toml"), "w") as file:
        file.write('baseURL = "https://example.org/"\ntitle = "Benchmark"\n')
    layouts = os.path.join(hugo, "layouts", "_default")
    os.makedirs(layouts, exist_ok=True)
    for name in ("single.html", "list.html"):
        with open(os.path.join(layouts, name), "w") as file:
            file.write("<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body>{{ .Content }}</body></html>\n")


if __name__ == "__main__":
    main()
