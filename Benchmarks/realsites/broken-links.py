#!/usr/bin/env python3
"""Counts broken internal links in a built site: every link (`<a href>`) and image (`<img src>`) on
every HTML page that points inside the site (root-relative or relative) and names no file there;
a theme's own stylesheets and scripts are not counted. Prints `pages broken`.

    broken-links.py OUTPUT [BASE_PATH]

BASE_PATH is the path part of the site's base URL (`/blog`), stripped from root-relative links."""
import html.parser, os, sys, urllib.parse

class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value and ((name == "href" and tag == "a") or (name == "src" and tag == "img")):
                self.links.append(value)

def exists(root, path):
    full = os.path.join(root, path.lstrip("/"))
    return os.path.isfile(full) or os.path.isfile(os.path.join(full, "index.html")) or os.path.isfile(full + ".html")

def main():
    root = sys.argv[1]
    base = (sys.argv[2] if len(sys.argv) > 2 else "").rstrip("/")
    pages = broken = 0
    for folder, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".html"):
                continue
            pages += 1
            page = os.path.join(folder, name)
            parser = Links()
            with open(page, encoding="utf-8", errors="replace") as handle:
                parser.feed(handle.read())
            for link in set(parser.links):
                parts = urllib.parse.urlsplit(link)
                if parts.scheme or parts.netloc or not parts.path:
                    continue
                path = urllib.parse.unquote(parts.path)
                if path.startswith("/"):
                    if base and (path == base or path.startswith(base + "/")):
                        path = path[len(base):] or "/"
                else:
                    path = os.path.relpath(os.path.normpath(os.path.join(folder, path)), root)
                if not exists(root, path):
                    broken += 1
    print(pages, broken)

main()
