"""WCAG 2 contrast of body text, from computed styles, in light, dark and night, on every page of the docs.

Each element that holds visible text is measured: its computed `color` over
the background layers of it and its ancestors, composited down to the first
opaque one. Where `<html>` carries night.css's filter the colors are passed
through it, as the screen shows them (pure red, as every night token is,
passes unchanged).

Body text is the page's content: text in `<main>` inside a paragraph, list
item, table cell, definition, quote, caption or heading — links and inline
code included — but not navigation (table of contents, breadcrumbs, pager)
or code blocks. It needs 4.5:1, or 3:1 when large (24px, or 18.66px bold),
in every appearance, night included.
"""

from colors import Color, contrast
from suite import check, test
from tests.common import REFERENCE_PAGES, open_page

NORMAL, LARGE = 4.5, 3.0

TEXT_ELEMENTS = """
const found = [], seen = new Set();
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const element = walker.currentNode.parentElement;
  if (!walker.currentNode.textContent.trim() || seen.has(element)) continue;
  seen.add(element);
  const box = element.getBoundingClientRect();
  if (!element.checkVisibility({checkOpacity: true, visibilityProperty: true}) || box.width <= 1 || box.height <= 1) continue;
  const style = getComputedStyle(element), layers = [];
  let image = false;
  for (let e = element; e; e = e.parentElement) {
    const s = getComputedStyle(e);
    layers.push(s.backgroundColor);
    image ||= s.backgroundImage != 'none';
    if (/^rgb\\(/.test(s.backgroundColor)) break;
  }
  const path = [];
  for (let e = element; e && e != document.body && path.length < 3; e = e.parentElement)
    path.unshift(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + [...e.classList].map(c => '.' + c).join(''));
  found.push({path: path.join(' > '), text: walker.currentNode.textContent.trim().slice(0, 40),
              color: style.color, layers, image, body: !!(element.closest('main') && !element.closest('nav, pre, .pager, .breadcrumbs')
                 && element.closest('p, li, td, th, dd, dt, blockquote, figcaption, h1, h2, h3, h4, h5, h6')),
              size: parseFloat(style.fontSize), bold: parseInt(style.fontWeight) >= 700});
}
return found;
"""


def measure(browser):
    """[(ratio, element)] for every element with visible text on the current page."""
    night = browser.js("return getComputedStyle(document.documentElement).filter") != "none"
    measured = []
    for element in browser.js(TEXT_ELEMENTS):
        background = Color(255, 255, 255)
        for layer in reversed(element["layers"]):
            background = Color.parse(layer).over(background)
        text = Color.parse(element["color"]).over(background)
        if night:
            text, background = text.through_night_filter(), background.through_night_filter()
        element["colors"] = f"{text.css()} on {background.css()}"
        large = element["size"] >= 24 or (element["size"] >= 18.66 and element["bold"])
        element["needs"] = LARGE if large else NORMAL
        measured.append((contrast(text, background), element))
    return measured


def _body_text_contrast(context, appearance):
    pages = [(context.docs, path) for path in context.docs.pages] + [(context.reference, path) for path in REFERENCE_PAGES]
    measured, failures = [], []
    with context.browser() as browser:
        for site in (context.docs, context.reference):
            browser.store_choice(site.url, appearance)
        for site, path in pages:
            open_page(browser, site, path)
            for ratio, element in measure(browser):
                if element["body"]:
                    element["where"] = f"/{path} ({site.name}) {element['path']} “{element['text']}”"
                    measured.append((ratio, element))
                    if ratio < element["needs"]:
                        failures.append((ratio, element))
    check(measured, "no body text found")
    failures.sort(key=lambda failure: failure[0])
    kinds = {}  # one example per color pair and element kind
    for ratio, element in failures:
        kinds.setdefault((element["colors"], element["path"].split(" > ")[-1]), (ratio, element))
    check(
        not failures,
        f"{len(failures)} of {len(measured)} body text elements are below 4.5:1 (3:1 large), "
        f"{len(kinds)} kinds: " + "; ".join(f"{ratio:.2f}:1 {e['colors']} {e['where']}" for ratio, e in kinds.values()),
    )
    ratio, element = min(measured, key=lambda item: item[0])
    return (
        f"{len(measured)} text elements on {len(pages)} pages; "
        f"lowest {ratio:.2f}:1 ({element['colors']}) {element['where']}"
    )


@test
def body_text_contrast_in_light(context):
    return _body_text_contrast(context, "light")


@test
def body_text_contrast_in_dark(context):
    return _body_text_contrast(context, "dark")


@test
def body_text_contrast_in_night(context):
    return _body_text_contrast(context, "night")
