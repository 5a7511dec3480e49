#!/usr/bin/env python3
"""Imports real multilingual sites with `sitegen import`, builds them with `sitegen build`, and prints
issue 38's figures for each (see README.md beside this script for where the sites come from).

It fetches nothing: each site is a folder already on disk, named as NAME:GENERATOR:FOLDER (the folder
that holds mkdocs.yml or the Hugo configuration). Without any, the three the README lists are taken
from /tmp/real-i18n. Per site it prints:

  pages        the old site's pages per language (from its files, by the generator's rules)
  built        the pages sitegen built per language (by URL: /<code>/… or a page.<code> name)
  suffixed     pages published at a suffixed URL such as /basics/routing.de/ (should be 0)
  wrong lang   pages under /<code>/ whose <html lang> is not <code> (should be 0)
  in nav       translated pages linked from the sidebar (<nav id="sitegen-navigation">) of a page
               in another language (should be 0)
  same-lang    links in a translated page's text to a page that exists in the page's language that
               go to that language's page / all such links
  old URLs     the old site's URLs (computed from its files) that sitegen's output has / all
  fallbacks    for an MkDocs site with fallback_to_default (on unless turned off): the URLs of the
               copies it published of untranslated pages under other languages that sitegen's
               output has / all
  build        wall time of `sitegen build` (the best of --repeat runs), or with --callgrind the
               instructions valgrind counts (repeatable on a busy machine)

--scaling NAME:GENERATOR:FOLDER builds one site twice, with every language and with the default
language alone (the translations and site.json's "languages" dropped), and prints the pages built
(fallback pages included), time and time per page of each and the ratio of the two times per page
(1.0: build time grows in proportion to the pages).

usage: Benchmarks/languages/real-sites.py [--sitegen PATH] [--work DIR] [--repeat N] [--callgrind]
                                          [--scaling] [NAME:GENERATOR:FOLDER …]
"""
import argparse
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_SITES = (
    "vapor:mkdocs:/tmp/real-i18n/vapor-docs",
    "docsy-example:hugo:/tmp/real-i18n/docsy-example",
    "hugo-theme-learn:hugo:/tmp/real-i18n/hugo-theme-learn/exampleSite",
)
# mkdocs-static-i18n's forms of a language code in a file name: de, pt-BR, zh_TW, zh-Hant.
LOCALE = re.compile(r"^[a-z]{2}([-_][A-Za-z]{2,4}){0,2}$")


# Reading the old site -------------------------------------------------------------------------

class Page:
    """A page of the old site: its language, and the URL its generator published it at."""
    def __init__(self, language, url):
        self.language, self.url = language, url


def read_yaml(text):
    """The nested maps of a YAML file, scalars as strings; lists and block scalars are skipped.
    Enough for the configuration keys read here, not a YAML parser."""
    root = {}
    stack = [(-1, root)]
    for line in text.splitlines():
        stripped = line.split(" #")[0].rstrip()
        if not stripped.strip() or stripped.lstrip().startswith(("#", "- ", "-\t")) or stripped.strip() == "-":
            continue
        indent = len(stripped) - len(stripped.lstrip())
        match = re.match(r"""^\s*(['"]?)([^'":]+)\1\s*:(?:\s+(.*))?$""", stripped)
        if not match:
            continue
        while stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1]
        if parent is None:
            continue
        key, value = match.group(2).strip(), (match.group(3) or "").strip()
        if value in ("", "|", ">"):
            parent[key] = {}
            stack.append((indent, parent[key] if value == "" else None))
        else:
            parent[key] = value.strip("'\"")
    return root


def read_config(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if path.endswith(".toml"):
        return tomllib.loads(text)
    if path.endswith(".json"):
        return json.loads(text)
    return read_yaml(text)


def lookup(mapping, *keys):
    """A key path with keys matched without regard to case, as Hugo matches them."""
    for key in keys:
        if not isinstance(mapping, dict):
            return None
        mapping = next((value for name, value in mapping.items() if name.lower() == key.lower()), None)
    return mapping


def front_matter(path):
    """The top-level `key: value` / `key = value` lines of a page's YAML or TOML front matter."""
    with open(path, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    fence = text[:4]
    if fence not in ("---\n", "+++\n"):
        return {}
    end = text.find("\n" + fence[:3], 3)
    fields = {}
    for line in text[4:end].splitlines():
        match = re.match(r"""^(\w+)\s*[:=]\s*(.+)$""", line)
        if match:
            fields[match.group(1)] = match.group(2).strip().strip("'\"")
    return fields


def markdown_files(folder):
    for directory, folders, files in os.walk(folder):
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        for name in sorted(files):
            if name.endswith((".md", ".markdown")) and not name.startswith("."):
                yield os.path.relpath(os.path.join(directory, name), folder).replace(os.sep, "/")


def split_suffix(path):
    """('de', 'guide/intro.md') for guide/intro.de.md; None without a second extension."""
    folder, _, name = path.rpartition("/")
    parts = name.split(".")
    if len(parts) < 3:
        return None
    base = ".".join(parts[:-2] + parts[-1:])
    return parts[-2], (folder + "/" + base if folder else base)


def mkdocs_pages(source, codes, default):
    """Every page MkDocs and mkdocs-static-i18n publish, with its URL: `docs/<code>/…` or
    `page.<code>.md`, the default language at /, every other under /<code>/, case kept, index.md and
    README.md as the folder's page."""
    with open(os.path.join(source, "mkdocs.yml"), encoding="utf-8") as handle:
        config = handle.read()
    docs = (re.search(r"^docs_dir:\s*['\"]?([^'\"\n]+)", config, re.M) or [None, "docs"])[1].strip()
    folders = re.search(r"docs_structure:\s*['\"]?folder", config) is not None
    pretty = re.search(r"^use_directory_urls:\s*false", config, re.M) is None
    for path in markdown_files(os.path.join(source, docs)):
        language, base = default, path
        if folders:
            first, _, rest = path.partition("/")
            if first in codes and rest:
                language, base = first, rest
            elif LOCALE.match(first) and rest:
                continue
        elif split_suffix(path):
            code, stripped = split_suffix(path)
            if code in codes:
                language, base = code, stripped
            elif LOCALE.match(code):
                continue
        folder, _, name = base.rpartition("/")
        stem = name.rsplit(".", 1)[0]
        prefix = "/" + folder + "/" if folder else "/"
        if stem == "index" or stem.lower() == "readme":
            url = prefix if pretty else prefix + "index.html"
        else:
            url = prefix + stem + ("/" if pretty else ".html")
        yield Page(language, ("" if language == default else "/" + language) + url)


def mkdocs_fallback_urls(source, old, languages):
    """With mkdocs-static-i18n's fallback_to_default, the URL of each untranslated page's copy
    under every other language: /<code> and the default language's URL."""
    with open(os.path.join(source, "mkdocs.yml"), encoding="utf-8") as handle:
        config = handle.read()
    if re.search(r"fallback_to_default:\s*false", config):
        return []
    keys = {}
    for page in old:
        keys.setdefault(page.language, set()).add(languages.of(page.url)[1])
    originals = [page.url for page in old if page.language == languages.default]
    return ["/" + code + url for code in languages.codes if code != languages.default
            for url in originals if languages.of(url)[1] not in keys.get(code, set())]


def urlize(text):
    return "".join("-" if c == " " else c for c in text.lower() if c == " " or c.isalnum() or c in "._-~+#")


def hugo_pages(source, codes, default):
    """Every page Hugo publishes, with its URL: each language's `contentDir` (or the shared one, with
    `page.<code>.md` names), `permalinks` by section, `slug` and `url`, the default language at /
    (under /<code>/ with defaultContentLanguageInSubdir), every other under /<code>/."""
    names = [base + "." + ext for base in ("hugo", "config", "config/_default/hugo", "config/_default/config")
             for ext in ("toml", "yaml", "yml", "json")]
    config = read_config(next(os.path.join(source, name) for name in names if os.path.isfile(os.path.join(source, name))))
    languages = lookup(config, "languages") or {}
    for ext in ("toml", "yaml", "yml", "json"):
        if not languages and os.path.isfile(os.path.join(source, "config/_default/languages." + ext)):
            languages = read_config(os.path.join(source, "config/_default/languages." + ext))
    content = lookup(config, "contentDir") or "content"
    in_subfolder = str(lookup(config, "defaultContentLanguageInSubdir")).lower() == "true"
    permalinks = lookup(config, "permalinks") or {}
    permalinks = {key.strip("/"): value for key, value in (lookup(permalinks, "page") or permalinks).items() if isinstance(value, str)}
    folders = {}
    for code in codes:
        folder = lookup(languages, code, "contentDir") or content
        if folder not in folders or code == default:
            folders[folder] = code
    for folder, owner in folders.items():
        for path in markdown_files(os.path.join(source, folder)):
            language, base = owner, path
            if split_suffix(path):
                code, stripped = split_suffix(path)
                if code in codes:
                    language, base = code, stripped
                elif LOCALE.match(code) and len(codes) > 1:
                    continue
            fields = front_matter(os.path.join(source, folder, path))
            prefix = "" if language == default and not in_subfolder else "/" + language
            yield Page(language, fields.get("url") or prefix + hugo_url(base, fields, permalinks))


def hugo_url(path, fields, permalinks):
    folders = path.split("/")[:-1]
    stem = path.split("/")[-1].rsplit(".", 1)[0]
    file_name = folders[-1] if stem == "index" and folders else stem
    if stem != "_index" and folders and folders[0] in permalinks:
        day = (fields.get("date") or fields.get("publishDate") or "0001-01-01")[:10].split("-")
        title = urlize(fields.get("title") or file_name)
        slug = urlize(fields["slug"]) if "slug" in fields else None
        tokens = ((":year", day[0]), (":month", day[1]), (":day", day[2]), (":sections", "/".join(map(urlize, folders))),
                  (":section", urlize(folders[0])), (":slugorfilename", slug or urlize(file_name)),
                  (":slugorcontentbasename", slug or urlize(file_name)), (":slug", slug or title), (":title", title),
                  (":filename", urlize(file_name)), (":contentbasename", urlize(file_name)))
        url = permalinks[folders[0]]
        for token, value in tokens:
            url = url.replace(token, value)
        return clean(url)
    parts = [urlize(folder) for folder in folders]
    if stem != "_index":
        if stem != "index":
            parts.append(urlize(file_name))
        if "slug" in fields and parts:
            parts[-1] = urlize(fields["slug"])
    return clean("/" + "/".join(parts) + "/")


def clean(url):
    cleaned = "/" + "/".join(part for part in url.split("/") if part)
    return cleaned + "/" if url.endswith("/") and cleaned != "/" else cleaned


# Reading sitegen's output ---------------------------------------------------------------------

class Output(html.parser.HTMLParser):
    """One built page: its <html lang>, whether it is a redirect, the sidebar's links and the links
    in its text (inside <main>, outside any <nav>)."""
    def __init__(self):
        super().__init__()
        self.lang, self.redirect, self.nav_links, self.text_links = None, False, [], []
        self.in_sidebar = self.in_main = self.in_nav = 0

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "html":
            self.lang = attributes.get("lang")
        elif tag == "meta" and (attributes.get("http-equiv") or "").lower() == "refresh":
            self.redirect = True
        elif tag == "nav":
            self.in_nav += 1
            self.in_sidebar += 1 if attributes.get("id") == "sitegen-navigation" or self.in_sidebar else 0
        elif tag == "main":
            self.in_main += 1
        elif tag == "a" and attributes.get("href"):
            if self.in_sidebar:
                self.nav_links.append(attributes["href"])
            elif self.in_main and not self.in_nav:
                self.text_links.append(attributes["href"])

    def handle_endtag(self, tag):
        if tag == "nav":
            self.in_nav = max(0, self.in_nav - 1)
            self.in_sidebar = max(0, self.in_sidebar - 1)
        elif tag == "main":
            self.in_main = max(0, self.in_main - 1)


def built_pages(public, base_path):
    """URL → Output for every HTML page of the output but 404.html."""
    pages = {}
    for directory, _, files in os.walk(public):
        for name in files:
            if not name.endswith(".html") or (directory == public and name == "404.html"):
                continue
            relative = os.path.relpath(os.path.join(directory, name), public).replace(os.sep, "/")
            url = "/" + (relative[:-len("index.html")] if relative.endswith("index.html") else relative)
            parser = Output()
            with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as handle:
                parser.feed(handle.read())
            parser.nav_links = [target for target in (resolve(url, link, base_path) for link in parser.nav_links) if target]
            parser.text_links = [target for target in (resolve(url, link, base_path) for link in parser.text_links) if target]
            pages[url] = parser
    return pages


def resolve(page_url, link, base_path):
    """The site path a link goes to, decoded, without fragment; None for a link out of the site,
    to the page itself or to a file that is no page (pages' URLs end in / or .html)."""
    parts = urllib.parse.urlsplit(link)
    if parts.scheme or parts.netloc or not parts.path:
        return None
    path = urllib.parse.unquote(parts.path)
    if path.startswith("/"):
        if base_path and (path == base_path or path.startswith(base_path + "/")):
            path = path[len(base_path):] or "/"
    else:
        path = urllib.parse.urljoin(page_url, path)
    if not path.endswith(("/", ".html")) or path == page_url:
        return None
    return path


class Languages:
    """The site's language codes and how a URL says its language: /<code>/… or a last part named
    name.<code> (sitegen without languages publishes page.de.md so)."""
    def __init__(self, codes, default):
        self.codes, self.default = codes, default

    def of(self, url):
        """(language, key): the key is the URL without its language, lowercase, for matching translations."""
        parts = [part for part in url.split("/") if part]
        language = self.default
        if parts and parts[0] in self.codes and parts[0] != self.default:
            language, parts = parts[0], parts[1:]
        if parts and "." in parts[-1]:
            stem, _, code = parts[-1].rpartition(".")
            if code in self.codes:
                language, parts = code, parts[:-1] + [stem]
        return language, "/" + "/".join(parts).lower()

    def suffixed(self, url):
        return any("." in part and part.rpartition(".")[2] in self.codes for part in url.split("/"))

    def folder(self, url):
        """The code of a language other than the default whose folder the URL is in, else None."""
        first = url.split("/")[1] if url.count("/") > 1 else None
        return first if first in self.codes and first != self.default else None


def exists(public, url):
    path = os.path.join(public, url.lstrip("/"))
    return os.path.isfile(path) or os.path.isfile(os.path.join(path, "index.html")) or os.path.isfile(path + ".html")


# Running --------------------------------------------------------------------------------------

def run_sitegen(sitegen, arguments, callgrind):
    """Wall seconds, or with callgrind the instructions counted, of one run."""
    if callgrind:
        result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sitegen] + arguments,
                                capture_output=True, text=True)
        counted = re.search(r"Collected\s*:\s*(\d+)", result.stderr)
        if result.returncode != 0 or not counted:
            sys.exit(f"sitegen {' '.join(arguments)} failed:\n{result.stderr[-2000:]}")
        return int(counted.group(1))
    start = time.monotonic()
    result = subprocess.run([sitegen] + arguments, capture_output=True, text=True)
    elapsed = time.monotonic() - start
    if result.returncode != 0:
        sys.exit(f"sitegen {' '.join(arguments)} failed:\n{result.stderr[-2000:]}")
    return elapsed


def build(sitegen, site, repeat, callgrind):
    return min(run_sitegen(sitegen, ["build", "--source", site], callgrind) for _ in range(repeat))


def import_site(sitegen, generator, source, site):
    shutil.rmtree(site, ignore_errors=True)
    os.makedirs(os.path.dirname(site), exist_ok=True)
    result = subprocess.run([sitegen, "import", generator, source, site], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"sitegen import {generator} {source} failed:\n{result.stderr}")
    with open(os.path.join(site, "import.txt"), "w", encoding="utf-8") as handle:
        handle.write(result.stdout)
    with open(os.path.join(site, "site.json"), encoding="utf-8") as handle:
        config = json.load(handle)
    declared = config.get("languages") or {config.get("language", "en"): {"default": True}}
    default = next(code for code, settings in declared.items() if settings.get("default"))
    return Languages(list(declared), default), urllib.parse.urlsplit(config.get("baseURL", "")).path.rstrip("/")


def figures(name, generator, source, options):
    site = os.path.join(options.work, name)
    languages, base_path = import_site(options.sitegen, generator, source, site)
    old = list((mkdocs_pages if generator == "mkdocs" else hugo_pages)(source, languages.codes, languages.default))
    elapsed = build(options.sitegen, site, options.repeat, options.callgrind)
    public = os.path.join(site, "Public")
    built = {url: page for url, page in built_pages(public, base_path).items() if not page.redirect}
    translations = {}
    for page in old:
        translations.setdefault(page.language, {})[languages.of(page.url)[1]] = page.url
    language_of = {url: languages.of(url)[0] for url in built}

    in_nav = set()
    stay = same_language = 0
    for url, page in built.items():
        language = language_of[url]
        for target in page.nav_links:
            target_language = languages.of(target)[0]
            if target_language != language and target_language != languages.default:
                in_nav.add(target)
        if language == languages.default:
            continue
        for target in page.text_links:
            translated = translations.get(language, {}).get(languages.of(target)[1])
            if translated:
                same_language += 1
                stay += target.rstrip("/").lower() == translated.rstrip("/").lower()
    wrong_lang = sum(1 for url, page in built.items() if languages.folder(url) and (page.lang or "").lower() != languages.folder(url).lower())
    fallbacks = mkdocs_fallback_urls(source, old, languages) if generator == "mkdocs" and languages.codes[1:] else []
    figures = {
        "pages": count_by_language(languages, (page.language for page in old)),
        "built": count_by_language(languages, language_of.values()),
        "suffixed": sum(1 for url in built if languages.suffixed(url)),
        "wrong lang": wrong_lang,
        "in nav": len(in_nav),
        "same-lang": f"{stay}/{same_language}",
        "old URLs": f"{sum(1 for page in old if exists(public, page.url))}/{len(old)}",
    }
    if fallbacks:
        figures["fallbacks"] = f"{sum(1 for url in fallbacks if exists(public, url))}/{len(fallbacks)}"
    figures["build"] = f"{elapsed:,}" if options.callgrind else f"{elapsed:.2f} s"
    return figures


def count_by_language(languages, codes):
    counts = {}
    for code in codes:
        counts[code] = counts.get(code, 0) + 1
    return " ".join(f"{code} {counts[code]}" for code in languages.codes if code in counts)


def scaling(name, generator, source, options):
    """The site built with every language and with the default one alone."""
    site = os.path.join(options.work, name)
    languages, _ = import_site(options.sitegen, generator, source, site)
    cost = build(options.sitegen, site, options.repeat, options.callgrind)
    every = (count_pages(site), cost)
    drop_translations(site, languages)
    cost = build(options.sitegen, site, options.repeat, options.callgrind)
    alone = (count_pages(site), cost)
    unit = "instructions" if options.callgrind else "s"
    print(f"{name}: {len(languages.codes)} languages vs {languages.default} alone")
    for label, (pages, cost) in ((f"{len(languages.codes)} languages", every), ("1 language", alone)):
        print(f"  {label:<14} {pages:>6} pages  {cost:>14,.2f} {unit}  {cost / pages:>12,.4f} {unit}/page")
    print(f"  per-page ratio {len(languages.codes)}:1 = {(every[1] / every[0]) / (alone[1] / alone[0]):.2f}")


def count_pages(site):
    """The pages the last build made: its HTML pages but 404.html and alias redirects."""
    return sum(1 for page in built_pages(os.path.join(site, "Public"), "").values() if not page.redirect)


def drop_translations(site, languages):
    """Removes every page not in the default language (Content/<code>/…, page.<code>.md) and
    site.json's "languages"."""
    content = os.path.join(site, "Content")
    for code in languages.codes:
        if code != languages.default:
            shutil.rmtree(os.path.join(content, code), ignore_errors=True)
    for path in list(markdown_files(content)):
        suffix = split_suffix(path)
        if suffix and suffix[0] in languages.codes and suffix[0] != languages.default:
            os.remove(os.path.join(content, path))
    config_path = os.path.join(site, "site.json")
    with open(config_path, encoding="utf-8") as handle:
        config = json.load(handle)
    config.pop("languages", None)
    with open(config_path, "w", encoding="utf-8") as handle:
        json.dump(config, handle, ensure_ascii=False, indent=2)
    shutil.rmtree(os.path.join(site, "Public"), ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sites", nargs="*", metavar="NAME:GENERATOR:FOLDER")
    parser.add_argument("--sitegen", default=os.path.join(ROOT, ".build/debug/sitegen"))
    parser.add_argument("--work", default="/tmp/sitegen-languages-realsites")
    parser.add_argument("--repeat", type=int, default=1, help="builds per site; the best is kept")
    parser.add_argument("--callgrind", action="store_true", help="count instructions instead of wall time")
    parser.add_argument("--scaling", action="store_true", help="1 language vs all, for each site given")
    options = parser.parse_args()
    options.sitegen = os.path.abspath(options.sitegen)
    sites = [entry.split(":", 2) for entry in options.sites or DEFAULT_SITES]
    for name, generator, source in sites:
        if not os.path.isdir(source):
            print(f"{name}: no folder {source} (see Benchmarks/languages/README.md)")
            continue
        if options.scaling:
            scaling(name, generator, source, options)
            continue
        print(name)
        for label, value in figures(name, generator, source, options).items():
            print(f"  {label:<10} {value}")


main()
