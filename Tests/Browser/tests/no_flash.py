"""No flash of the wrong appearance: a stored choice is in force before anything paints, and the appearance
control has its four buttons, that choice pressed, from the moment it is in the page.

A script added with Page.addScriptToEvaluateOnNewDocument runs in each new
document before the page's own. Its MutationObserver records `<html>`'s
data-theme and computed background the moment `<body>` is inserted, and a
requestAnimationFrame callback records them again just before the first frame
is painted. theme.css and night.css are render-blocking but may still be on
their way when `<body>` arrives (the parser does not wait for stylesheets); the
computed background is judged once both are applied, and always at the first frame.
The same observer records the appearance control's buttons the moment the parser
inserts `<sitegen-appearance>` (theme.js makes them then, synchronously): an observer's
callback runs before any frame is painted, so no frame shows the control without them.
"""

from colors import Color
from suite import check, test
from tests.common import DOCS_PAGE, open_at_width, same_color

RECORDER = """
(() => {
  const records = [];
  window.sitegenFirstPaint = records;
  const record = (moment) => {
    const root = document.documentElement;
    // Styled once every theme stylesheet the head links (theme.css, and night.css for night) has loaded.
    const loaded = new Set([...document.styleSheets].map(sheet => sheet.href));
    const wanted = [...document.querySelectorAll('link[rel=stylesheet]')].map(link => link.href)
      .filter(href => /\\/(theme|night)\\.css$/.test(href));
    const styled = wanted.length > 0 && wanted.every(href => loaded.has(href));
    const buttons = [...document.querySelectorAll('sitegen-appearance button[data-theme-choice]')];
    records.push({moment, theme: root.getAttribute('data-theme'), styled,
                  background: getComputedStyle(root).backgroundColor,
                  control: !!document.querySelector('sitegen-appearance'), buttons: buttons.length,
                  pressed: buttons.filter(b => b.getAttribute('aria-pressed') === 'true').map(b => b.getAttribute('data-theme-choice'))});
  };
  let body = false, control = false;
  const observer = new MutationObserver(() => {
    if (!body && document.body) { body = true; record('body inserted'); }
    if (!control && document.querySelector('sitegen-appearance')) { control = true; record('control inserted'); }
    if (body && control) observer.disconnect();
  });
  observer.observe(document, {childList: true, subtree: true});
  requestAnimationFrame(() => record('first frame'));
})();
"""


def _no_flash(context, stored, os_scheme):
    site = context.docs
    expected = site.palette()[stored]["background"]
    details = []
    with context.browser() as browser:
        browser.emulate_scheme(os_scheme)
        browser.store_choice(site.url, stored)
        browser.on_new_document(RECORDER)
        # The first load fetches theme.css; the second may find it cached: both must be right.
        for load in ["first load", "second load"]:
            browser.open(site.page(DOCS_PAGE))
            records = browser.wait(
                lambda: browser.js("const r = window.sitegenFirstPaint; return r && r.length == 3 ? r : null"),
                lambda: f"the recorder saw {browser.js('return window.sitegenFirstPaint')}; "
                "expected <body>, the appearance control and a frame",
            )
            for record in records:
                moment = f"{load}, {record['moment']}"
                check(
                    record["theme"] == stored,
                    f"{moment}: <html data-theme={record['theme']!r}>, stored {stored!r}, OS {os_scheme}",
                )
                if record["styled"]:
                    background = Color.parse(record["background"])
                    check(
                        same_color(background, expected),
                        f"{moment}: background {background.css()}; expected {expected.css()} for {stored}",
                    )
                else:
                    check(record["moment"] != "first frame", f"{moment}: theme.css not applied at the first frame")
                if record["control"]:
                    check(
                        record["buttons"] == 4 and record["pressed"] == [stored],
                        f"{moment}: the appearance control has {record['buttons']} buttons, {record['pressed']} "
                        f"pressed; expected 4 with {stored} pressed",
                    )
            details.append(
                f"{load}: "
                + ", ".join(f"{r['moment']} {r['background'] if r['styled'] else 'theme.css loading'}" for r in records)
            )
    return f"data-theme={stored} and its button pressed from the start; " + "; ".join(details)


@test
def no_flash_stored_dark_under_os_light(context):
    return _no_flash(context, "dark", "light")


@test
def no_flash_stored_light_under_os_dark(context):
    return _no_flash(context, "light", "dark")


@test
def no_flash_stored_night_under_os_light(context):
    return _no_flash(context, "night", "light")


# Records every layout shift of the page, and whether the table of contents' list is shown in the frame that
# first paints it: once the parser has inserted its <nav>, the next animation frame is the one that draws it
# (rendering waits for the render-blocking stylesheets, so site.css applies in that frame).
FIRST_LOOK = """
(() => {
  window.sitegenShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.sitegenShifts.push({value: entry.value, sources: entry.sources.map((source) =>
        source.node ? (source.node.className || source.node.nodeName) : '?')});
    }
  }).observe({type: 'layout-shift', buffered: true});
  const observer = new MutationObserver(() => {
    const list = document.querySelector('.toc > nav');
    if (!list) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.sitegenTocFirstFrame = list.checkVisibility(); });
  });
  observer.observe(document, {childList: true, subtree: true});
})();
"""

TOC_NOW = "const d = document.querySelector('.toc'); return {open: d.open, shown: d.querySelector('nav').checkVisibility()}"


def _first_look(context, width, scripts=True):
    """The fixture page of sections (no code, whose bars site.js adds) at `width`: {first: its table of contents' list shown in the first frame that draws it (None
    without JavaScript), now: {open, shown} once loaded, shifts: the layout shifts meanwhile}."""
    with open_at_width(context, width) as browser:
        if scripts:
            browser.on_new_document(FIRST_LOOK)
        else:
            browser.disable_scripts()
        browser.open(context.fixtures.page("sections/"))
        first = None
        if scripts:
            first = browser.wait(
                lambda: browser.js("return window.sitegenTocFirstFrame === undefined ? null : [window.sitegenTocFirstFrame]"),
                "no frame drew the table of contents",
            )[0]
            browser.wait(lambda: browser.js("return document.fonts.status") == "loaded", "the fonts never loaded")
        return {"first": first, "now": browser.js(TOC_NOW), "shifts": browser.js("return window.sitegenShifts") or []}


@test
def table_of_contents_is_closed_from_the_first_frame_on_a_narrow_screen(context):
    seen = _first_look(context, 390)
    check(seen["first"] is False, f"the first frame that drew the table of contents showed its list: {seen}")
    check(seen["now"] == {"open": False, "shown": False}, f"once loaded the table of contents is {seen['now']}")
    check(not seen["shifts"], f"the page shifted as it loaded: {seen['shifts']}")
    return "closed in its first frame and after; no layout shift"


@test
def table_of_contents_is_an_open_column_from_the_first_frame_on_a_wide_screen(context):
    seen = _first_look(context, 1280)
    check(seen["first"] is True, f"the first frame that drew the table of contents hid its list: {seen}")
    check(seen["now"] == {"open": True, "shown": True}, f"once loaded the table of contents is {seen['now']}")
    check(not seen["shifts"], f"the page shifted as it loaded: {seen['shifts']}")
    return "open in its first frame and after; no layout shift"


@test
def table_of_contents_is_open_without_javascript_on_a_narrow_screen(context):
    seen = _first_look(context, 390, scripts=False)
    check(seen["now"] == {"open": True, "shown": True}, f"without JavaScript the table of contents is {seen['now']}")
    return "open, its links reachable"
