#!/usr/bin/env python3
"""Imports real Hugo, Jekyll and MkDocs sites with `sitegen import`, builds them with `sitegen build`,
and prints issue 39's table: per site, what of its pages never reaches the reader. Not part of
`swift test`; README.md beside this script says where the sites come from.

Columns, counted in the output (`Public/`) and in the build's warnings:

  raw HTML dropped    the build's located warnings `raw HTML … removed (N times): why` (and `attribute list …`),
                      their N summed, for what safe mode could have kept: an element or attribute
                      outside its allowlist, a closing tag it found nothing open for (should be 0)
  removed (warned)    the same warnings for what can run script or change the page around the content:
                      script, style sheets, `<meta>`, `<link>`, frames, forms, unsafe URLs, style
                      declarations that position or load, the layout's own ids and `data-*`, autoplay
                      with sound (REMOVED_ON_PURPOSE lists the reasons). A tag of no HTML element
                      (`<Int32>`) is "shown as text" with a warning, in neither column
  Liquid/shortcodes   template syntax the original generator would have run, left as text: `{{ … }}`
                      and `{% … %}` (Liquid), `{{< … >}}` and `{{% … %}}` (Hugo shortcodes), in the
                      text of pages or in their links' URLs; every tag counts, closing ones
                      (`{% endif %}`, `{{< /x >}}`) too, and an opener without its closer
  importer listed     what `sitegen import` reported left as written (it lists opening tags only)
  unlisted            Liquid/shortcodes on pages the importer listed nothing for (should be 0)
  other syntax        syntax of other Markdown extensions left as text, by kind (the second table)
  not counted         what matches a rule above but is shown as written on purpose (the rules below)

Where it counts: the text of each page's content (the first element whose class has `prose`: the
article of a page, the content of a home or list page), outside `<code>`, `<pre>`, `<script>`,
`<style>`, `<svg>`, TeX math (class `math`, left for MathJax or KaTeX, as pymdownx.arithmatex leaves it) and
sitegen's own lists of other pages (their summaries repeat those pages);
every HTML page of the output but tag listings, alias redirects and the copies of a default-language
page that a language without a translation publishes (`<article lang>`). Text is taken block by
block (paragraph, list item, heading, table cell…), so a marker that must begin a line (`!!!`,
`=== "`, `:::`, `*[ABBR]:`) is found at the start of a block or of a line in it. Template syntax in
code spans and blocks is outside the count: that is how Jekyll's and Hugo's docs show it.

A kind counts only where the original generator renders it, as the site's configuration sets it up
(mkdocs.yml's markdown_extensions and theme features, Jekyll's kramdown and jemoji, Hugo's
enableEmoji; Goldmark's attribute and definition lists and Python-Markdown's `#Title` headings
always); elsewhere what matches is "as-original". Rules for
doubtful cases (each under "not counted", `--details NAME` lists them):

  as-original   what the original generator shows as written too: `{{ … }}` and `{% … %}` in a Hugo
                site (Hugo runs only shortcodes in content), all four template forms in an MkDocs
                site without the macros plugin, a kind its configuration does not turn on, a
                `!!!`/`???`/`===` line that Python-Markdown's admonition, details or tabbed would not
                take either (`!!! tip "Title":`, a sentence after the type), a code annotation
                marker `(1)!` in a code block that no list follows (MkDocs Material needs the list),
                and GitHub's picture-only emoji (`:octocat:`, `:shipit:`) in a Hugo site or an MkDocs
                site whose emoji index is not pymdownx's gemoji one (Hugo's and Twemoji's tables are
                Unicode's; Hugo's docs say "GitHub custom emoji are not supported").
  escaped       template syntax the source wrote escaped outside code, to show it: Hugo's
                `{{</* x */>}}`, Liquid inside `{% raw %}…{% endraw %}`, pymdownx's `;--8<--`.
                Matched by text (blanks ignored) against every such escaped form in the source.
  icon-in-url   an icon-like `:name:` inside a word with `://` or `www.` (a URL shown as text).
  stray-closer  a closing tag safe mode removed as closing nothing, on a page whose source (outside
                code) has more closing than opening tags of that element: the browser ignores such a
                closer too, so nothing is lost. Counted up to that excess per page and element; the
                rest of such removals count as raw HTML dropped.

A `:name:` needs a letter (10:30:00 is a time) and no letter, digit, `/` or `:` just before or after
it; `:+1:` is not looked for; the `:name:` option lines of a mkautodoc block count as the block. An
attribute list's `key=value` needs a key of two letters or more (`\\sum_{c=1}` is TeX).

usage: Benchmarks/realsites/unrendered-syntax.py [--sitegen PATH] [--work DIR] [--reuse]
           [--details KIND] [--limit N] [NAME | NAME:GENERATOR:FOLDER …]
"""
import argparse
import collections
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SITES = "/tmp/real39"
DEFAULT_SITES = (
    ("vapor", "mkdocs", "vapor"),
    ("httpx", "mkdocs", "httpx"),
    ("mkdocs-material", "mkdocs", "mkdocs-material"),
    ("jekyll-docs", "jekyll", "jekyll/docs"),
    ("swift.org", "jekyll", "swift-org"),
    ("hugo-docs", "hugo", "hugo-docs"),
    ("docsy-example", "hugo", "docsy-example"),
)


# What is counted ------------------------------------------------------------------------------

Kind = collections.namedtuple("Kind", "slug column label")
TEMPLATE_KINDS = (
    Kind("shortcode", "liquid", "Hugo shortcode {{< … >}}"),
    Kind("shortcode-md", "liquid", "Hugo shortcode {{% … %}}"),
    Kind("liquid-tag", "liquid", "Liquid tag {% … %}"),
    Kind("liquid-output", "liquid", "Liquid output {{ … }}"),
)
# One pass, leftmost first: `{{%` is a shortcode, not `{` and a Liquid tag.
TEMPLATE = re.compile(r"(?P<shortcode>\{\{<(?:.{0,400}?>\}\}|))|(?P<shortcode_md>\{\{%(?:.{0,400}?%\}\}|))"
                      r"|(?P<liquid_tag>\{%(?:.{0,400}?%\}|))|(?P<liquid_output>\{\{(?:.{0,400}?\}\}|))", re.S)
# One attribute of a Python-Markdown or Goldmark attribute list: `.class`, `#id`, `key="value"`, `data-flag`.
# A one-letter key is TeX (`\sum_{c=1}`), not an attribute.
ATTRIBUTE = r"""(?:[.#][\w-]+|[\w-]{2,}=(?:"[^"\n]*"|'[^'\n]*'|[^\s}]+)|data-[\w-]+)"""
MKAUTODOC = re.compile(r"^[ \t]*:::[ \t]*[\w.]+[^\n]*", re.M)
# Kinds found in a block's text: slug, label, pattern.
TEXT_KINDS = (
    ("admonition", "admonition !!! / ???", re.compile(r"^[ \t]*(?:!!!|\?\?\?\+?)[^\n]*", re.M)),
    ("tabs", 'content tab === "…"', re.compile(r'^[ \t]*===\+?[ \t]*"[^\n]*', re.M)),
    ("icon", "icon or emoji :name:", re.compile(r"(?<![\w:/]):[\w-]*[A-Za-z][\w-]*:(?![\w:/])")),
    ("kramdown-ial", "kramdown {: …}", re.compile(r"\{::?[^}\n]*\}")),
    ("attr-list", "attribute list { .class #id key=value }", re.compile(
        rf"\{{[ \t]*{ATTRIBUTE}(?:[ \t]+{ATTRIBUTE})*[ \t]*\}}")),
    ("mkautodoc", "mkautodoc ::: name", MKAUTODOC),
    ("snippet", "snippet --8<--", re.compile(r"--8<--[^\n]*")),
    ("abbreviation", "abbreviation *[ABBR]:", re.compile(r"^[ \t]*\*\[[^\]\n]+\]:[^\n]*", re.M)),
    ("definition", "definition list :   …", re.compile(r"^[ \t]*:[ \t]+[^\n]*", re.M)),
    # Python-Markdown takes `#Title` (and `##\u00a0Title`) as a heading; CommonMark wants a space or tab.
    ("heading", "heading without a space #Title", re.compile(r"^[ \t]{0,3}#{1,6}(?=[^ \t\n#])[^\n]*", re.M)),
    ("inline-mark", "==mark== ^^ins^^ ++keys++ ~sub~ ^sup^", re.compile(
        r"(?<![=\w])==(?=\S)[^=\n]{1,80}?(?<=\S)==(?![=\w])|(?<!\^)\^\^(?=\S)[^^\n]{1,80}?(?<=\S)\^\^(?!\^)"
        r"|(?<![+\w])\+\+[A-Za-z0-9][\w+-]{0,40}\+\+(?![+\w])|(?<!~)~[^\s~]{1,40}~(?!~)|(?<!\^)\^[^\s^]{1,40}\^(?!\^)")),
)
OTHER_KINDS = tuple(Kind(slug, "other", label) for slug, label, _ in TEXT_KINDS) + (
    Kind("fence-class", "other", "broken fence class language-{ / language-title="),
    Kind("annotation", "other", "code annotation (1)! left in code"),
)
NOT_COUNTED = (
    Kind("as-original", "not", "template syntax the original shows as written"),
    Kind("escaped", "not", "template syntax written escaped in the source"),
    Kind("icon-in-url", "not", ":name: inside a URL"),
    Kind("stray-closer", "not", "closing tag the source has no opening tag for"),
)
RAW_HTML = Kind("raw-html", "raw", "raw HTML dropped")
REMOVED_HTML = Kind("raw-html-warned", "warned", "removed: can run script or change the page (warned)")
IMPORTER = Kind("importer", "importer", "left as written by the importer")
UNLISTED = Kind("unlisted", "unlisted", "Liquid/shortcodes on pages the importer listed nothing for")
KINDS = {kind.slug: kind for kind in (RAW_HTML, REMOVED_HTML) + TEMPLATE_KINDS + (IMPORTER, UNLISTED) + OTHER_KINDS + NOT_COUNTED}
ANNOTATION = re.compile(r"\(\d+\)!")
# A fence's language class that holds attributes or a dot: `language-{`, `language-title="a"`, `language-.sh`.
BROKEN_LANGUAGE = re.compile(r"language-(?:[.#{].*|.*[{}=\"'].*|)")
URL_WORD = re.compile(r"\S*(?:://|www\.)\S*")


# Reading a built page -------------------------------------------------------------------------

BLOCKS = {"p", "div", "li", "ul", "ol", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "table", "thead",
          "tbody", "tr", "td", "th", "blockquote", "details", "summary", "section", "article", "aside", "header",
          "footer", "figure", "figcaption", "hr", "pre", "nav", "main", "form", "caption"}
SKIPPED = {"code", "pre", "script", "style", "template", "textarea", "svg", "math"}
# sitegen's own lists of other pages in a page's content ("In this section", recent posts): their
# summaries repeat those pages' text.
GENERATED = {"section-pages", "recent"}
# Elements of these classes hold text written for a script or shown as it stands, as code is.
AS_WRITTEN = {"math"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class PageContent(html.parser.HTMLParser):
    """A page's content as it reads: its text outside code in blocks, the text of its code blocks,
    its links' and images' URLs and its code's classes; sitegen's lists of other pages left out. A
    code span leaves `…` in the text so that what stands on either side of it does not join."""
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found = self.done = self.fallback = False
        self.stack, self.skipping = [], 0
        self.blocks, self.text = [], []
        # Each code block's text, and whether a list follows it (the notes of code annotations).
        self.code_blocks, self.code, self.after_code = [], None, None
        self.urls, self.classes = [], []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if self.done:
            return
        if not self.found:
            if "prose" in (attributes.get("class") or "").split():
                self.found, self.stack = True, [(tag, False)]
                self.fallback = tag == "article" and "lang" in attributes
            return
        if self.after_code is not None and tag in BLOCKS:
            self.code_blocks[self.after_code][1] = tag == "ol"
            self.after_code = None
        if tag in BLOCKS or tag == "br":
            self.flush()
            if tag == "br":
                self.text.append("\n")
        classes = (attributes.get("class") or "").split()
        skips = tag in SKIPPED or not GENERATED.isdisjoint(classes) or not AS_WRITTEN.isdisjoint(classes)
        if tag not in VOID:
            self.stack.append((tag, skips))
        if skips:
            self.skipping += 1
            if tag == "code" and self.code is None:
                self.text.append("`…`")
        if tag == "pre":
            self.code = []
            self.classes.append(attributes.get("class") or "")
        elif tag == "code":
            # A fence's language is on <pre> or on its <code>: one fence, one class.
            if self.code is None:
                self.classes.append(attributes.get("class") or "")
            elif "language-" not in self.classes[-1]:
                self.classes[-1] = attributes.get("class") or ""
        for name in ("href", "src"):
            if attributes.get(name) and not self.skipping:
                self.urls.append(urllib.parse.unquote(attributes[name]))

    def handle_endtag(self, tag):
        if not self.found or self.done or all(open_tag != tag for open_tag, _ in self.stack):
            return
        while self.stack:
            closed, skips = self.stack.pop()
            if skips:
                self.skipping -= 1
            if closed == "pre" and self.code is not None:
                self.code_blocks.append(["".join(self.code), False])
                self.code, self.after_code = None, len(self.code_blocks) - 1
            if closed in BLOCKS:
                self.flush()
            if closed == tag:
                break
        if not self.stack:
            self.flush()
            self.done = True

    def handle_data(self, data):
        if not self.found or self.done:
            return
        if self.skipping:
            if self.code is not None:
                self.code.append(data)
        else:
            self.text.append(data)
            if data.strip():
                self.after_code = None

    def flush(self):
        text = "".join(self.text)
        if text.strip():
            self.blocks.append(text)
        self.text = []


def read_page(path):
    parser = PageContent()
    parser.feed(read_text(path))
    parser.close()
    return parser if parser.found and not parser.fallback else None


def built_pages(public):
    """(URL, file) of each HTML page of the output but the tag listings."""
    for folder, folders, files in os.walk(public):
        if os.path.relpath(folder, public) == ".":
            folders[:] = [name for name in folders if name != "tags"]
        for name in sorted(files):
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                url = "/" + os.path.relpath(path, public).replace(os.sep, "/")
                yield re.sub(r"(^|/)index\.html$", r"\1", url), path


# Counting -------------------------------------------------------------------------------------

class Tally:
    """One site's counts by kind, with where each was found and its text."""
    def __init__(self):
        self.counts = collections.Counter()
        self.examples = collections.defaultdict(list)
        self.notes = []
        self.pages = None

    def add(self, slug, where, text, times=1):
        self.counts[slug] += times
        self.examples[slug].append((where, " ".join(text.split())[:160]))

    def total(self, column):
        return sum(count for slug, count in self.counts.items() if KINDS[slug].column == column)


def count_page(page, url, rules, tally):
    for block in page.blocks:
        count_templates(block, url, rules, tally)
        count_text_kinds(TEMPLATE.sub("…", block), url, rules, tally)
    for link in page.urls:
        count_templates(link, url + " (in a URL)", rules, tally)
    for classes in page.classes:
        broken = [name for name in classes.split() if BROKEN_LANGUAGE.fullmatch(name)]
        if broken:
            tally.add("fence-class", url, " ".join(broken))
    for code, before_list in page.code_blocks:
        # Without a list after the block, MkDocs Material leaves the marker as written too.
        for match in ANNOTATION.finditer(code):
            slug = rules.text_kind("annotation", match.group()) if before_list else "as-original"
            tally.add(slug, url, line_around(code, match))


def count_templates(text, where, rules, tally):
    for match in TEMPLATE.finditer(text):
        slug = match.lastgroup.replace("_", "-")
        shown = match.group() if len(match.group()) > 3 else line_around(text, match)
        tally.add(rules.template_kind(slug, match.group()), where, shown)


def count_text_kinds(block, where, rules, tally):
    """The block's other syntax; its template syntax is `…` already, so that `{{ .Date }}` is not
    also an attribute list."""
    autodoc = MKAUTODOC.search(block)
    for slug, _, pattern in TEXT_KINDS:
        for match in pattern.finditer(block):
            shown = match.group()
            if slug == "icon" and autodoc:
                continue
            if slug == "icon" and URL_WORD.fullmatch(word_around(block, match)):
                tally.add("icon-in-url", where, word_around(block, match))
            elif slug == "snippet" and blankless(match.group()) in rules.escaped:
                tally.add("escaped", where, shown)
            else:
                tally.add(rules.text_kind(slug, match.group()), where, shown)


def line_around(text, match):
    start = text.rfind("\n", 0, match.start()) + 1
    end = text.find("\n", match.end())
    line = text[start:end if end >= 0 else len(text)]
    offset = match.start() - start
    return line if len(line) <= 120 else line[max(0, offset - 50):offset + 70]


def word_around(text, match):
    start, end = match.start(), match.end()
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[start:end]


def blankless(text):
    return re.sub(r"\s+", "", text)


# What the original generator renders ----------------------------------------------------------

# Python-Markdown's admonition and pymdownx's details and tabbed take a marker line only in these
# forms; any other line is a paragraph in MkDocs too.
ADMONITION_LINE = re.compile(r'[ \t]*(?:!!!|\?\?\?\+?) ?[\w-]+(?: +[\w-]+)*(?: +"[^"\n]*")? *')
TAB_LINE = re.compile(r'[ \t]*===(?:\+|\+!|!\+|!)? +"[^\n]*" *')
RAW = re.compile(r"\{%-?\s*raw\s*-?%\}(.*?)\{%-?\s*endraw\s*-?%\}", re.S)
HUGO_ESCAPED = re.compile(r"\{\{([<%])\s*/\*(.*?)\*/\s*([>%])\}\}", re.S)
FENCE = re.compile(r"[ \t]*(`{3,}|~{3,})")


# GitHub's emoji that are pictures, not characters (api.github.com/emojis): only a gemoji table with
# GitHub's images has them.
GITHUB_PICTURE_EMOJI = {
    "accessibility", "atom", "basecamp", "basecampy", "bowtie", "dependabot", "electron", "feelsgood", "finnadie",
    "fishsticks", "goberserk", "godmode", "hurtrealbad", "neckbeard", "octocat", "rage1", "rage2", "rage3", "rage4",
    "shipit", "suspect", "trollface",
}


class Rules:
    """What a site's generator would have rendered (template forms, other kinds), and the template
    syntax its source writes escaped, outside code, to show it."""
    def __init__(self, templates, kinds, escaped, picture_emoji=True):
        self.templates, self.kinds, self.escaped = templates, kinds, escaped
        self.picture_emoji = picture_emoji

    def template_kind(self, slug, text):
        if slug not in self.templates:
            return "as-original"
        return "escaped" if blankless(text) in self.escaped else slug

    def text_kind(self, slug, text):
        if slug not in self.kinds:
            return "as-original"
        if slug == "admonition" and not ADMONITION_LINE.fullmatch(text):
            return "as-original"
        if slug == "tabs" and not TAB_LINE.fullmatch(text):
            return "as-original"
        if slug == "icon" and not self.picture_emoji and text.strip(":") in GITHUB_PICTURE_EMOJI:
            return "as-original"
        return slug


def rules_for(generator, source):
    config = configuration(generator, source)
    templates = {kind.slug for kind in TEMPLATE_KINDS}
    if generator == "hugo":
        templates = {"shortcode", "shortcode-md"}
    elif generator == "mkdocs" and not listed(config, "macros"):
        templates = set()
    picture_emoji = generator == "jekyll" or re.search(r"emoji_index:.*gemoji", config) is not None
    return Rules(templates, rendered_kinds(generator, config), escaped_forms(source), picture_emoji)


def rendered_kinds(generator, config):
    """The other kinds the generator renders with the site's configuration."""
    if generator == "mkdocs":
        extensions = {"admonition": ("admonition", "pymdownx.details"), "tabs": ("pymdownx.tabbed",),
                      "icon": ("pymdownx.emoji",), "attr-list": ("attr_list",), "kramdown-ial": ("attr_list",),
                      "mkautodoc": ("mkautodoc", "mkdocstrings"), "snippet": ("pymdownx.snippets",),
                      "abbreviation": ("abbr",), "definition": ("def_list",), "annotation": ("content.code.annotate",),
                      "inline-mark": ("pymdownx.mark", "pymdownx.caret", "pymdownx.keys", "pymdownx.tilde")}
        kinds = {slug for slug, names in extensions.items() if any(listed(config, name) for name in names)} | {"heading"}
    elif generator == "jekyll":
        kinds = {"icon"} if listed(config, "jemoji") else set()
        if not re.search(r"^markdown:\s*(?!kramdown)\w", config, re.M | re.I):
            kinds |= {"kramdown-ial", "definition"}
    else:
        # Goldmark takes attributes on headings by default, and on other blocks when turned on; Hugo
        # turns its definition lists on.
        kinds = {"attr-list", "definition"}
        if re.search(r"enableEmoji\W+true", config, re.I):
            kinds.add("icon")
    return kinds | {"fence-class"}


def listed(config, name):
    """Whether a YAML list of the configuration names it (an extension, a plugin, a feature)."""
    return re.search(rf"^\s*-\s*['\"]?{re.escape(name)}['\"]?\s*(:|$)", config, re.M) is not None


def configuration(generator, source):
    names = {"mkdocs": ["mkdocs.yml", "mkdocs.yaml"], "jekyll": ["_config.yml", "_config.yaml"]}.get(generator)
    if names is None:
        names = [f"{stem}.{extension}" for stem in ("hugo", "config") for extension in ("toml", "yaml", "yml", "json")]
        folder = os.path.join(source, "config", "_default")
        names += [os.path.join("config", "_default", name) for name in sorted(os.listdir(folder))] if os.path.isdir(folder) else []
    text = ""
    for name in names:
        if os.path.isfile(os.path.join(source, name)):
            text += read_text(os.path.join(source, name)) + "\n"
    return text


def escaped_forms(source):
    """Template syntax and snippet markers the source's pages write escaped outside code, blanks removed."""
    escaped = set()
    for path in source_pages(source):
        text = outside_code(read_text(path))
        for match in HUGO_ESCAPED.finditer(text):
            escaped.add(blankless("{{" + match[1] + match[2] + match[3] + "}}"))
        for region in RAW.finditer(text):
            escaped.update(blankless(match.group()) for match in TEMPLATE.finditer(region[1]))
        for match in re.finditer(r";(--8<--[^\n]*)", text):
            escaped.add(blankless(match[1]))
    return escaped


def outside_code(text):
    """The text with its fenced code blocks and code spans blanked: Hugo and Jekyll run shortcodes and
    Liquid in code too, so what is escaped there shows as code, which is not counted."""
    lines, fence = [], None
    for line in text.split("\n"):
        opening = FENCE.match(line)
        if fence:
            if opening and opening[1][0] == fence[0] and len(opening[1]) >= len(fence) and not line[opening.end():].strip():
                fence = None
            lines.append("")
        elif opening:
            fence = opening[1]
            lines.append("")
        else:
            lines.append(re.sub(r"(`+)(?!`).+?(?<!`)\1(?!`)", "", line))
    return "\n".join(lines)


def source_pages(source):
    for folder, folders, files in os.walk(source):
        folders[:] = [name for name in folders if name not in (".git", "node_modules", "vendor")]
        for name in files:
            if name.endswith((".md", ".markdown", ".html")):
                yield os.path.join(folder, name)


# Importing and building -----------------------------------------------------------------------

LOCATED = re.compile(r"^(?P<path>[^\s:][^:]*):(?P<line>\d+):\d+: warning: (?P<message>.*)$")
REMOVED = re.compile(r"^(?:raw HTML|attribute list) (?P<what>.+?) removed(?: \((?P<times>\d+) times\))?: (?P<why>.*?) \(set ")
# The reasons (the start of the warning's why) of what safe mode removes because it can run script or
# change the page around the content, never to be kept.
REMOVED_ON_PURPOSE = (
    "it can run script", "its URL can run script", "it changes the page around the content",
    "safe mode keeps only properties", "safe mode keeps only values", "a negative margin",
    "forms are not kept", "a video or audio plays", "the page's layout uses it",
)
CLOSES_NOTHING = "raw HTML of this block opened nothing it closes"


def run(arguments, log):
    """Runs sitegen with its output in LOG; the error's last lines when it fails."""
    with open(log, "w", encoding="utf-8") as handle:
        result = subprocess.run(arguments, stdout=handle, stderr=subprocess.STDOUT)
    if result.returncode == 0:
        return None
    return " ".join(read_text(log).strip().splitlines()[-3:])[:300]


def import_and_build(sitegen, generator, source, site):
    """Imports and builds the site afresh; what failed, or None."""
    shutil.rmtree(site, ignore_errors=True)
    os.makedirs(os.path.dirname(site), exist_ok=True)
    for log in (site + ".import.txt", site + ".build.txt"):
        if os.path.exists(log):
            os.remove(log)
    failed = run([sitegen, "import", generator, source, site], site + ".import.txt")
    if failed:
        return f"import failed: {failed}"
    failed = run([sitegen, "build", "--verbose", "--source", site], site + ".build.txt")
    return f"build failed: {failed}" if failed else None


# The importer's lines about files Jekyll renders (front matter in a file that is not Markdown): what it made of
# them ("Converted:" counts) and each one it did not import, with why.
RENDERED_IMPORTED = re.compile(r"^\s*(\d+)\s+(HTML page → |file made by Liquid → |file with front matter, without Liquid)")
RENDERED_SKIPPED = re.compile(r"^\s*\S+: a file Jekyll renders \(.*?\), not imported: (?P<why>.*)$")


def read_import_report(site, tally):
    section, kind = None, None
    imported, skipped = 0, collections.Counter()
    for line in read_text(site + ".import.txt").splitlines():
        # A section's title ends in a colon; an error quoted in the report may spill onto unindented lines.
        if line and not line.startswith(" ") and line.endswith(":"):
            section = line
        elif section and section.startswith(("Left as written", "Not converted")):
            if line.startswith("    "):
                tally.add("importer", os.path.relpath(line.strip(), site), kind)
            else:
                kind = re.sub(r" \(\d+\)$", "", line.strip())
        elif section == "Converted:" and RENDERED_IMPORTED.match(line):
            imported += int(RENDERED_IMPORTED.match(line)[1])
        elif section == "Not imported:" and RENDERED_SKIPPED.match(line):
            why = RENDERED_SKIPPED.match(line)["why"]
            skipped[re.sub(r" at line \d+", "", why)] += 1
    if imported or skipped:
        reasons = "; ".join(f"{count} × {why}" for why, count in skipped.most_common())
        tally.notes.append(f"{imported + sum(skipped.values())} files Jekyll renders (front matter, not Markdown): {imported} imported,"
                           f" {sum(skipped.values())} not (the importer lists them){': ' + reasons if reasons else ''}")


def read_build_log(site, tally):
    others = collections.Counter()
    strays = StrayClosers(site)
    for line in read_text(site + ".build.txt").splitlines():
        located = LOCATED.match(line)
        if not located:
            continue
        removed = REMOVED.match(located["message"])
        if removed:
            where = f"{located['path']}:{located['line']}"
            text, times = f"{removed['what']}: {removed['why']}", int(removed["times"] or 1)
            if removed["why"].startswith(REMOVED_ON_PURPOSE):
                tally.add("raw-html-warned", where, text, times)
                continue
            stray = strays.take(located["path"], removed["what"], times) if removed["why"] == CLOSES_NOTHING else 0
            if stray:
                tally.add("stray-closer", where, text, stray)
            if times > stray:
                tally.add("raw-html", where, text, times - stray)
        elif "unknown emoji or icon shortcode" in located["message"]:
            others["unknown emoji or icon shortcode warnings"] += 1
        elif "still holds" in located["message"]:
            others["'still holds … outside code' warnings (one per page and form)"] += 1
    tally.notes += [f"{count} {what}" for what, count in others.items()]


class StrayClosers:
    """Closing tags a page's source has more of than opening tags of their element, outside code."""
    CODE = re.compile(r"^[ \t]*(```|~~~).*?^[ \t]*\1[^\n]*$|`[^`\n]+`", re.M | re.S)

    def __init__(self, site):
        self.site, self.left = site, {}

    def take(self, path, what, times):
        """How many of `times` removals of the closer `what` (`</div>`) on the page are stray."""
        closer = re.fullmatch(r"</([a-z][a-z0-9-]*)>", what)
        if not closer:
            return 0
        key = (path, closer[1])
        if key not in self.left:
            source = self.CODE.sub("", read_text(os.path.join(self.site, path)))
            opened = len(re.findall(rf"<{closer[1]}(?=[\s/>])", source, re.I))
            closed = len(re.findall(rf"</{closer[1]}\s*>", source, re.I))
            self.left[key] = max(0, closed - opened)
        stray = min(times, self.left[key])
        self.left[key] -= stray
        return stray


def count_output(site, rules, tally):
    tally.pages = 0
    for url, path in built_pages(os.path.join(site, "Public")):
        page = read_page(path)
        if page:
            tally.pages += 1
            count_page(page, url, rules, tally)
    copied = [os.path.relpath(path, site) for path in content_files(site, (".html", ".htm"))
              if re.search(r"\{\{|\{%", read_text(path))]
    if copied:
        tally.notes.append(f"{len(copied)} HTML file(s) with template syntax copied as they are: {', '.join(copied[:3])}")


def read_text(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read()


def content_files(site, extensions):
    for folder, _, files in os.walk(os.path.join(site, "Content")):
        for name in sorted(files):
            if name.endswith(extensions):
                yield os.path.join(folder, name)


def measure(name, generator, source, options):
    site = os.path.join(options.work, name)
    tally = Tally()
    if not options.reuse:
        failed = import_and_build(options.sitegen, generator, source, site)
        if failed:
            tally.notes.append(failed)
    if os.path.isfile(site + ".import.txt"):
        read_import_report(site, tally)
    if os.path.isfile(site + ".build.txt"):
        read_build_log(site, tally)
    if os.path.isdir(os.path.join(site, "Public")):
        count_output(site, rules_for(generator, source), tally)
        count_unlisted(site, tally)
    return tally


def count_unlisted(site, tally):
    """Template syntax left in pages whose file the importer listed nothing for (or that no file of
    Content/ is found behind): printed without a word from the importer."""
    listed = {where.rsplit(":", 1)[0] for where, _ in tally.examples.get("importer", [])}
    index = ContentIndex(site)
    for kind in TEMPLATE_KINDS:
        for where, text in tally.examples.get(kind.slug, []):
            if index.file(where.partition(" ")[0]) not in listed:
                tally.add("unlisted", where, text)


# Where an example is written ------------------------------------------------------------------

class ContentIndex:
    """The Markdown file of the imported site behind a URL (its `url` or `permalink`, or its path,
    with a `page.<code>.md` translation under /<code>/), and the line of a text in it."""
    def __init__(self, site):
        self.site, self.files, self.seen = site, {}, collections.Counter()
        try:
            with open(os.path.join(site, "site.json"), encoding="utf-8") as handle:
                config = json.load(handle)
        except (OSError, ValueError):
            config = {}
        languages = config.get("languages") or {}
        default = next((code for code, settings in languages.items() if settings.get("default")), None)
        for path in content_files(site, (".md", ".markdown")):
            relative = os.path.relpath(path, os.path.join(site, "Content")).replace(os.sep, "/")
            url = front_matter_url(path) or path_url(relative, languages, default)
            self.files.setdefault(url.lower(), os.path.relpath(path, site))

    def file(self, url):
        return self.files.get(url.lower())

    def where(self, url, text):
        url, _, note = url.partition(" ")
        path = self.file(url)
        if not path:
            return f"{url} {note}".strip()
        lines = read_text(os.path.join(self.site, path)).splitlines()
        for needle in (text[:40], text[:12]):
            numbers = [index + 1 for index, line in enumerate(lines) if needle.strip() and needle in line]
            if numbers:
                # The n-th example of a text on a page is taken to be its n-th line with it.
                self.seen[(path, needle)] += 1
                return f"{path}:{numbers[min(self.seen[(path, needle)], len(numbers)) - 1]} {note}".strip()
        return f"{path} {note}".strip()


def front_matter_url(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        if handle.readline().strip() != "---":
            return None
        for line in handle:
            if line.strip() == "---":
                return None
            found = re.match(r"""(?:url|permalink):\s*["']?([^"'\s]+)""", line)
            if found:
                return found[1] if found[1].endswith(("/", ".html")) else found[1] + "/"
    return None


def path_url(relative, languages, default):
    stem = re.sub(r"\.(md|markdown)$", "", relative)
    prefix = ""
    base, _, code = stem.rpartition(".")
    if base and code in languages:
        stem, prefix = base, ("" if code == default else "/" + code)
    stem = re.sub(r"(^|/)_?index$", "", stem)
    return prefix + "/" + (stem + "/" if stem else "")


# Printing -------------------------------------------------------------------------------------

def print_table(results):
    header = ("site", "generator", "pages", "raw HTML dropped", "removed: can run script or change the page (warned)",
              "Liquid/shortcodes as text", "importer listed", "unlisted", "other syntax as text", "not counted")
    rows = [(name, generator, "-" if tally.pages is None else str(tally.pages), tally.total("raw"), tally.total("warned"),
             tally.total("liquid"),
             tally.total("importer"), tally.total("unlisted"), tally.total("other"), tally.total("not"))
            for name, generator, tally in results]
    print_rows(header, rows)
    print()
    # Every kind counted is shown, at 0 too; what is not counted only where it is found.
    kinds = [kind for kind in KINDS.values() if kind.column != "not" or any(tally.counts[kind.slug] for _, _, tally in results)]
    print_rows(("kind", "--details") + tuple(name for name, _, _ in results),
               [(kind.label, kind.slug) + tuple(tally.counts[kind.slug] for _, _, tally in results) for kind in kinds])
    for name, _, tally in results:
        for note in tally.notes:
            print(f"{name}: {note}")


def print_rows(header, rows):
    text = [[f"{cell:,}" if isinstance(cell, int) else cell for cell in row] for row in [header] + rows]
    widths = [max(len(row[column]) for row in text) for column in range(len(header))]
    for row in text:
        print("  ".join(cell.ljust(width) if column < 2 else cell.rjust(width)
                        for column, (cell, width) in enumerate(zip(row, widths))).rstrip())


# Template syntax is summed by its tag's name: `{{< code-toggle`, `{{< /code-toggle`, `{% for`.
TAG_NAME = re.compile(r"(\{\{?[<%]?)[-\s]*(/?)\s*([\w./-]+)")


TEMPLATE_SLUGS = {kind.slug for kind in TEMPLATE_KINDS} | {"unlisted", "as-original", "escaped"}


def frequency_key(text):
    tag = TAG_NAME.match(text)
    return f"{tag[1]} {tag[2]}{tag[3]}" if tag else text


def print_details(slug, results, options):
    for name, _, tally in results:
        examples = tally.examples.get(slug, [])
        if not examples:
            continue
        print(f"{name}: {tally.counts[slug]:,} {KINDS[slug].label}")
        located = ("raw-html", "raw-html-warned", "stray-closer", "importer")
        index = ContentIndex(os.path.join(options.work, name)) if slug not in located else None
        by_text = collections.Counter(frequency_key(text) if slug in TEMPLATE_SLUGS else text for _, text in examples)
        print("  most frequent: " + "; ".join(f"{count:,} × {text[:60]}" for text, count in by_text.most_common(8)))
        for where, text in examples[:options.limit]:
            print(f"  {index.where(where, text) if index else where}  {text}")
        if len(examples) > options.limit:
            print(f"  … and {len(examples) - options.limit:,} more (--limit)")


# Running --------------------------------------------------------------------------------------

def sites_to_measure(entries):
    defaults = {name: (name, generator, os.path.join(SITES, folder)) for name, generator, folder in DEFAULT_SITES}
    if not entries:
        return list(defaults.values())
    chosen = []
    for entry in entries:
        if entry in defaults:
            chosen.append(defaults[entry])
        elif entry.count(":") >= 2:
            chosen.append(tuple(entry.split(":", 2)))
        else:
            sys.exit(f"unknown site {entry!r}: name one of {', '.join(defaults)} or give NAME:GENERATOR:FOLDER")
    return chosen


def debug_sitegen():
    """The repository's debug build of sitegen, built now."""
    result = subprocess.run(["swift", "build", "--product", "sitegen"], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"swift build --product sitegen failed:\n{result.stdout[-2000:]}{result.stderr[-2000:]}")
    return os.path.join(ROOT, ".build/debug/sitegen")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sites", nargs="*", metavar="NAME | NAME:GENERATOR:FOLDER")
    parser.add_argument("--sitegen", help="the binary to run (default: the repository's debug build, built first)")
    parser.add_argument("--work", default="/tmp/sitegen-unrendered", help="where the imported sites are written")
    parser.add_argument("--reuse", action="store_true", help="count what the last run imported and built")
    parser.add_argument("--details", metavar="KIND", help="list where a kind is found (its --details name in the table)")
    parser.add_argument("--limit", type=int, default=20, help="with --details: examples per site")
    options = parser.parse_args()
    if options.details and options.details not in KINDS:
        sys.exit(f"unknown kind {options.details!r}: one of {', '.join(KINDS)}")
    if not options.reuse:
        options.sitegen = os.path.abspath(options.sitegen) if options.sitegen else debug_sitegen()
    results = []
    for name, generator, source in sites_to_measure(options.sites):
        if not os.path.isdir(source):
            print(f"{name}: no folder {source} (see Benchmarks/realsites/README.md)", file=sys.stderr)
            continue
        results.append((name, generator, measure(name, generator, os.path.abspath(source), options)))
    if options.details:
        print_details(options.details, results, options)
    else:
        print_table(results)


main()
