"""The default layouts on phones and desktops: the sticky one-row header, the appearance menu, the navigation
drawer, wide tables, wide code blocks, inline code and the punctuation after it, and table header alignment."""

import base64
import io

from PIL import Image, ImageChops, ImageStat
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from suite import check, test
from tests.common import DOCS_PAGE, open_at_width, visible
from tests.night import LIMIT, green_or_blue

# The header's height and its visible parts, each as [top, bottom] in CSS px.
HEADER = """
const header = document.querySelector('.site-header'), inner = header.querySelector('.site-header-inner');
// An element laid out as its children (display: contents, as <sitegen-appearance>) counts as its children.
const items = [...inner.children].flatMap(e => getComputedStyle(e).display === 'contents' ? [...e.children] : [e]);
const parts = items.filter(e => e.getClientRects().length > 0).map(e => {
  const box = e.getBoundingClientRect();
  return {name: e.className || e.tagName, top: box.top, bottom: box.bottom, right: box.right};
});
return {height: header.getBoundingClientRect().height, parts, width: innerWidth,
        overflow: document.documentElement.scrollWidth - innerWidth};
"""


def _header(context, width, path=DOCS_PAGE):
    with open_at_width(context, width) as browser:
        browser.open(context.docs.page(path))
        return browser.js(HEADER)


@test
def header_is_one_row_and_at_most_64_px_high_from_320_to_1280_px(context):
    heights = {}
    for width in [320, 390, 1280]:
        header = _header(context, width)
        names = [part["name"] for part in header["parts"]]
        # Title, the section links (or their Menu), search and appearance; below the sidebar layout's 60em also the
        # navigation button.
        expected = {"nav-button", "site-title", "site-nav", "search", "sitegen-theme-toggle"} - ({"nav-button"} if width >= 960 else set())
        check(set(names) == expected, f"at {width} px the header shows {names}, expected {sorted(expected)}")
        # One row: every part overlaps every other vertically, and none sticks out on the right.
        top, bottom = max(p["top"] for p in header["parts"]), min(p["bottom"] for p in header["parts"])
        check(top < bottom, f"at {width} px the header's parts are on more than one row: {header['parts']}")
        check(all(p["right"] <= header["width"] for p in header["parts"]), f"at {width} px a part leaves the window")
        check(header["overflow"] <= 0, f"at {width} px the page scrolls sideways by {header['overflow']} px")
        check(header["height"] <= 64, f"the header is {header['height']} px high at {width} px; at most 64")
        heights[width] = header["height"]
    return ", ".join(f"{height:g} px at {width} px" for width, height in heights.items())


@test
def header_stays_at_the_top_after_scrolling(context):
    with open_at_width(context, 390) as browser:
        browser.open(context.docs.page(DOCS_PAGE))
        found = browser.js("""
            scrollTo(0, 3000);
            const box = document.querySelector('.site-header').getBoundingClientRect();
            const hit = document.elementFromPoint(innerWidth / 2, box.bottom - 4);
            return {scrolled: scrollY, top: box.top, hit: !!hit.closest('.site-header')};
        """)
    check(found["scrolled"] > 1000, f"the page scrolled only {found['scrolled']} px: too short to tell")
    check(found["top"] == 0 and found["hit"], f"after scrolling {found['scrolled']} px the header is at {found['top']}")
    return f"scrolled {found['scrolled']} px, header still at the top and on top"


CHOICES = ["system", "light", "dark", "night"]


def _choose_by_keyboard(browser, choice):
    """Focuses the appearance button, opens its menu with Enter, Tabs to `choice` and presses Enter."""
    browser.js("document.querySelector('sitegen-appearance .sitegen-theme-menu').focus()")
    keys = ActionChains(browser.driver).send_keys(Keys.ENTER)
    for _ in range(CHOICES.index(choice) + 1):
        keys = keys.send_keys(Keys.TAB)
    keys.send_keys(Keys.ENTER).perform()


@test
def appearance_control_is_one_labelled_button_whose_menu_offers_all_four_choices_by_keyboard_and_mouse(context):
    site = context.docs
    widths = {}
    for width in [1280, 390]:
        with open_at_width(context, width) as browser:
            browser.emulate_scheme("light")
            browser.open(site.page(DOCS_PAGE))
            button = browser.js("""const b = document.querySelector('sitegen-appearance .sitegen-theme-menu');
                return {width: b.getBoundingClientRect().width, label: b.getAttribute('aria-label')}""")
            check(button["label"] == "Appearance", f"at {width} px the button is labelled {button['label']!r}")
            check(button["width"] <= 48, f"at {width} px the appearance button is {button['width']} px wide")
            widths[width] = button["width"]
            check(visible(browser, "button[data-theme-choice]") == 0, f"at {width} px the choices show before the menu is opened")
            for choice in CHOICES:
                _choose_by_keyboard(browser, choice)
                state = browser.appearance()
                check(state["choice"] == choice and state["stored"] == choice and state["pressed"] == [choice],
                      f"at {width} px, {choice} chosen by keyboard: {state}")
                check(visible(browser, "button[data-theme-choice]") == 0, f"at {width} px choosing {choice} did not close the menu")
            for choice in reversed(CHOICES):
                browser.driver.find_element("css selector", "sitegen-appearance .sitegen-theme-menu").click()
                check(visible(browser, "button[data-theme-choice]") == 4, f"at {width} px the menu did not show the four choices")
                header = browser.js("return document.querySelector('.site-header').getBoundingClientRect().height")
                check(header <= 64, f"opening the menu made the header {header} px high at {width} px")
                browser.driver.find_element("css selector", f'button[data-theme-choice="{choice}"]').click()
                state = browser.appearance()
                check(state["choice"] == choice and state["pressed"] == [choice], f"at {width} px, {choice} clicked: {state}")
            browser.driver.find_element("css selector", "sitegen-appearance .sitegen-theme-menu").click()
            ActionChains(browser.driver).send_keys(Keys.ESCAPE).perform()
            check(visible(browser, "button[data-theme-choice]") == 0, f"at {width} px Escape did not close the menu")
    return ", ".join(f"{w:g} px wide at {width} px" for width, w in widths.items()) + "; four choices by Enter/Tab and by clicks; Escape closes"


@test
def appearance_button_without_javascript_says_why_there_is_nothing_to_choose(context):
    with open_at_width(context, 390) as browser:
        browser.disable_scripts()
        browser.open(context.docs.page(DOCS_PAGE))
        shown = "return document.querySelector('.appearance-without-script p').checkVisibility()"
        check(not browser.js(shown), "the note shows before the button is pressed")
        browser.driver.find_element("css selector", ".appearance-without-script summary").click()
        check(browser.js(shown), "the button did not open the note")
        note = browser.js("""const p = document.querySelector('.appearance-without-script p'), box = p.getBoundingClientRect();
            return {text: p.textContent, left: box.left, right: box.right}""")
    check(note["text"] == "Follows your system’s light or dark setting. To choose Light, Dark or Night here, turn on JavaScript.",
          f"the note says {note['text']!r}")
    check(note["left"] >= 0 and note["right"] <= 390, f"the note leaves the window: {note}")
    return note["text"]


# The drawer's state: open or not, the button's aria-expanded, what has focus.
DRAWER = """
const nav = document.getElementById('sitegen-navigation'), button = document.querySelector('.nav-button');
const box = nav.getBoundingClientRect();
return {open: nav.matches(':popover-open'), shown: nav.getClientRects().length > 0, left: box.left, width: box.width,
        expanded: button.getAttribute('aria-expanded'), focus: document.activeElement.outerHTML.slice(0, 80),
        focusInside: nav.contains(document.activeElement), focusOnButton: document.activeElement === button};
"""


def open_drawer(browser, opener):
    """Taps the drawer's button and waits until the drawer has slid in: a reader cannot tap a link
    that is still off screen, and WebDriver refuses to."""
    opener.click()
    browser.wait(lambda: browser.js(DRAWER)["open"], "the drawer did not open")
    browser.wait(lambda: not browser.js("return document.getAnimations().length"), "the drawer never stopped moving")


def closed_drawer(browser):
    """The drawer's state once it is closed and its button says so (the `toggle` event that updates
    aria-expanded comes a task after the popover closes), else None."""
    state = browser.js(DRAWER)
    return state if not state["open"] and state["expanded"] == "false" else None


@test
def navigation_drawer_opens_from_the_header_and_closes_on_escape_outside_and_links(context):
    with open_at_width(context, 390) as browser:
        browser.open(context.docs.page(DOCS_PAGE))
        state = browser.js(DRAWER)
        check(not state["shown"] and state["expanded"] == "false", f"before opening: {state}")
        opener = browser.driver.find_element("css selector", ".nav-button")
        open_drawer(browser, opener)
        state = browser.js(DRAWER)
        width = state["width"]
        check(state["open"] and state["shown"] and state["left"] == 0, f"the drawer did not open at the left: {state}")
        check(state["expanded"] == "true", f"aria-expanded is {state['expanded']!r} while open")
        check(state["focusInside"] and 'aria-current="page"' in state["focus"], f"focus is on {state['focus']}")
        ActionChains(browser.driver).send_keys(Keys.ESCAPE).perform()
        state = browser.wait(lambda: closed_drawer(browser), lambda: f"Escape left it open: {browser.js(DRAWER)}", timeout=2)
        check(state["focusOnButton"], f"after Escape focus is on {state['focus']}, not the button")
        open_drawer(browser, opener)
        ActionChains(browser.driver).move_to_element_with_offset(opener, 340, 400).click().perform()
        check(not browser.js(DRAWER)["open"], "a tap outside the drawer left it open")
        open_drawer(browser, opener)
        links = browser.js("return document.querySelectorAll('#sitegen-navigation a[href]').length")
        ActionChains(browser.driver).send_keys(Keys.TAB * (links + 1)).perform()
        state = browser.wait(
            lambda: closed_drawer(browser), lambda: f"tabbing out of the drawer left it open: {browser.js(DRAWER)}", timeout=2)
        check(not state["focusInside"], f"after tabbing out focus is still in the drawer: {state}")
        open_drawer(browser, opener)
        browser.driver.find_element("css selector", "#sitegen-navigation a:not([aria-current])").click()
        browser.wait(lambda: browser.js("return document.readyState") == "complete", "the link did not load")
        check(browser.js("return location.pathname") != "/" + DOCS_PAGE, "the link did not navigate")
        check(not browser.js(DRAWER)["open"], "the drawer is open on the page the link led to")
    with open_at_width(context, 1280) as browser:
        browser.open(context.docs.page(DOCS_PAGE))
        state = browser.js(DRAWER)
        check(state["shown"] and state["left"] > 0, f"at 1280 px the navigation is not a column: {state}")
        check(visible(browser, ".nav-button") == 0, "the drawer button shows at 1280 px")
    return f"opened {width:.0f} px wide at 390 px with focus on the current page; Escape, outside, Tab out, link close"


@test
def navigation_drawer_opens_without_javascript(context):
    with open_at_width(context, 390) as browser:
        browser.disable_scripts()
        browser.open(context.docs.page(DOCS_PAGE))
        browser.driver.find_element("css selector", ".nav-button").click()
        state = browser.js(DRAWER)
        links = visible(browser, "#sitegen-navigation a")
    check(state["open"] and links > 3, f"without JavaScript the drawer shows {links} links: {state}")
    return f"{links} links reachable"


def _screenshot(browser, mode="L"):
    """The viewport as an image: grey levels, or "RGB"."""
    shot = browser.cdp("Page.captureScreenshot", format="png")
    return Image.open(io.BytesIO(base64.b64decode(shot["data"]))).convert(mode)


@test
def night_keeps_the_open_drawer_and_appearance_menu_red(context):
    # Both are popovers, which Chromium paints in the top layer, outside the page's Night filter.
    counts = {}
    with open_at_width(context, 390) as browser:
        browser.store_choice(context.docs.url, "night")
        for opener in [".nav-button", ".sitegen-theme-menu"]:
            browser.open(context.docs.page(DOCS_PAGE))
            browser.driver.find_element("css selector", opener).click()
            browser.wait(lambda: not browser.js("return document.getAnimations().length"), f"{opener} kept moving")
            check(browser.js("return document.querySelectorAll(':popover-open').length") == 1, f"{opener} opened nothing")
            counts[opener], _ = green_or_blue(_screenshot(browser, "RGB"))
    check(not any(counts.values()), f"pixels with green or blue above {LIMIT}: {counts}")
    return f"drawer and appearance menu open in Night at 390 px: 0 pixels with green or blue above {LIMIT}"


# The inside of each icon button (its box less border and padding), in CSS px, once it is on screen.
ICON_BOX = """
const button = document.querySelector(arguments[0]), box = button.getBoundingClientRect(), s = getComputedStyle(button);
const inset = parseFloat(s.borderTopWidth) + parseFloat(s.paddingTop);
return box.width ? {left: box.left + inset, top: box.top + inset, right: box.right - inset, bottom: box.bottom - inset} : null;
"""


def _icon_pixels(browser, selector):
    """How many pixels inside the button at `selector` stand apart from its background (the corner pixel)
    by more than 60 in some channel (Night's red icons differ from its black in red alone)."""
    box = browser.wait(lambda: browser.js(ICON_BOX, selector), f"{selector} is not on screen")
    shot = _screenshot(browser, "RGB").crop(tuple(round(box[key]) for key in ["left", "top", "right", "bottom"]))
    background = shot.getpixel((0, 0))
    return sum(1 for pixel in shot.getdata() if max(abs(a - b) for a, b in zip(pixel, background)) > 60)


@test
def header_and_drawer_icons_are_drawn_in_every_appearance_and_in_forced_colors(context):
    # The icons are CSS masks over the text colour, not <svg> in the page: each must still show.
    seen = {}
    for appearance in ["light", "dark", "night", "forced colors"]:
        with open_at_width(context, 390) as browser:
            if appearance == "forced colors":
                browser.cdp("Emulation.setEmulatedMedia", features=[{"name": "forced-colors", "value": "active"}])
            else:
                browser.store_choice(context.docs.url, appearance)
            browser.open(context.docs.page(DOCS_PAGE))
            counts = {selector: _icon_pixels(browser, selector) for selector in [".nav-button", ".sitegen-theme-menu"]}
            open_drawer(browser, browser.driver.find_element("css selector", ".nav-button"))
            counts[".drawer-close"] = _icon_pixels(browser, ".drawer-close")
        check(all(count >= 20 for count in counts.values()), f"in {appearance} an icon is missing: {counts} pixels")
        seen[appearance] = min(counts.values())
    return "; ".join(f"{appearance}: at least {count} icon pixels a button" for appearance, count in seen.items())


SEARCH_START = """
const box = document.querySelector('.search-input').getBoundingClientRect(), start = parseFloat(getComputedStyle(document.querySelector('.search-input')).paddingInlineStart);
return {left: box.left + 4, top: box.top + 4, right: box.left + start - 2, bottom: box.bottom - 4};
"""


@test
def search_box_shows_a_magnifier_before_its_text_in_every_appearance(context):
    seen = {}
    for appearance in ["light", "dark", "night", "forced colors"]:
        for width in [1280, 390]:
            with open_at_width(context, width) as browser:
                if appearance == "forced colors":
                    browser.cdp("Emulation.setEmulatedMedia", features=[{"name": "forced-colors", "value": "active"}])
                else:
                    browser.store_choice(context.docs.url, appearance)
                browser.open(context.docs.page(DOCS_PAGE))
                box = browser.wait(lambda: browser.js("return !document.querySelector('.search').hidden") and browser.js(SEARCH_START),
                                   "the search box never showed")
                shot = _screenshot(browser, "RGB").crop(tuple(round(box[key]) for key in ["left", "top", "right", "bottom"]))
                background = shot.getpixel((0, 0))
                pixels = sum(1 for pixel in shot.getdata() if max(abs(a - b) for a, b in zip(pixel, background)) > 60)
            check(pixels >= 15, f"in {appearance} at {width} px the search box's start shows {pixels} icon pixels")
            seen[f"{appearance} {width}"] = pixels
    return f"at least {min(seen.values())} icon pixels before the text in light, dark, night and forced colours at 1280 and 390 px"


def _edge_difference(browser, box, edge):
    """How much darker the table's `edge` strip is with its background (the cue) than without it."""
    with_cue = _screenshot(browser)
    browser.js("document.querySelector('.prose table').style.setProperty('background', 'none', 'important')")
    without_cue = _screenshot(browser)
    browser.js("document.querySelector('.prose table').style.removeProperty('background')")
    x = box["left"] + 2 if edge == "left" else box["right"] - 10
    strip = (round(x), round(box["top"]), round(x) + 8, round(box["bottom"]))
    difference = ImageChops.subtract(without_cue.crop(strip), with_cue.crop(strip))
    return ImageStat.Stat(difference).mean[0]


@test
def wide_table_scrolls_in_its_box_with_a_shadow_at_the_edge_with_more(context):
    with open_at_width(context, 390) as browser:
        browser.open(context.fixtures.page("layout/"))
        box = browser.js("""
            const table = document.querySelector('.prose table'), box = table.getBoundingClientRect();
            table.scrollIntoView({block: 'center'});
            const moved = table.getBoundingClientRect();
            return {scroll: table.scrollWidth, client: table.clientWidth, left: moved.left, right: moved.right,
                    top: moved.top, bottom: moved.bottom, page: document.documentElement.scrollWidth, window: innerWidth};
        """)
        check(box["scroll"] > box["client"], f"the table does not scroll: {box['scroll']} ≤ {box['client']} px")
        check(box["page"] <= box["window"], f"the page scrolls sideways: {box['page']} > {box['window']} px")
        at_start = (_edge_difference(browser, box, "right"), _edge_difference(browser, box, "left"))
        browser.js("const t = document.querySelector('.prose table'); t.scrollLeft = t.scrollWidth;")
        at_end = (_edge_difference(browser, box, "right"), _edge_difference(browser, box, "left"))
    check(at_start[0] > 8 and at_start[1] < 1, f"scrolled to the start, the right/left edges are darker by {at_start}")
    check(at_end[0] < 1 and at_end[1] > 8, f"scrolled to the end, the right/left edges are darker by {at_end}")
    return (
        f"{box['scroll']} px of table in {box['client']} px; shadow right {at_start[0]:.0f} at the start, "
        f"left {at_end[1]:.0f} at the end (grey levels)"
    )


# Each inline code element of the page's paragraphs with the number of lines its text spans.
CODE_LINES = """
return [...document.querySelectorAll('.prose p code')].map(code => {
  const range = document.createRange();
  range.selectNodeContents(code);
  const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
  return {text: code.textContent, lines: tops.size};
});
"""


@test
def short_inline_code_is_never_broken_and_a_long_one_still_wraps(context):
    results = []
    for width in [320, 390]:
        with open_at_width(context, width) as browser:
            browser.open(context.fixtures.page("layout/"))
            codes = browser.js(CODE_LINES)
            overflow = browser.js("return document.documentElement.scrollWidth - innerWidth")
        short = [c for c in codes if len(c["text"]) <= 30]
        broken = [c["text"] for c in short if c["lines"] != 1]
        long = [c for c in codes if len(c["text"]) > 60]
        check(len(short) >= 10, f"only {len(short)} short tokens found")
        check(not broken, f"at {width} px {len(broken)} short tokens break across lines: {broken[:3]}")
        check(long and all(c["lines"] > 1 for c in long), f"at {width} px the long token does not wrap: {long}")
        check(overflow <= 0, f"at {width} px the page scrolls sideways by {overflow} px")
        results.append(f"{len(short)} tokens whole at {width} px")
    return ", ".join(results) + ", the long one wraps"


# Each punctuation character right after an inline code element that starts a line of its paragraph: its left
# edge is at the paragraph's and its top below the code's last line. Also how many such characters there are.
PUNCTUATION_AT_LINE_START = """
const found = [];
let count = 0;
for (const code of document.querySelectorAll('.prose p code')) {
  const next = (code.parentElement.tagName === 'A' ? code.parentElement : code).nextSibling;
  if (!next || next.nodeType !== Node.TEXT_NODE || !/^[.,;:!?)\u201d\u2026]/.test(next.data)) continue;
  count += 1;
  const range = document.createRange();
  range.setStart(next, 0);
  range.setEnd(next, 1);
  const mark = range.getBoundingClientRect(), codeLines = code.getClientRects();
  const paragraph = code.closest('p').getBoundingClientRect();
  if (mark.left - paragraph.left < 2 && mark.top >= codeLines[codeLines.length - 1].bottom - 1) {
    found.push(code.textContent + next.data[0]);
  }
}
return {count, found};
"""


@test
def punctuation_after_inline_code_never_starts_a_line_on_a_phone(context):
    results = []
    for width in [320, 390]:
        with open_at_width(context, width) as browser:
            browser.open(context.fixtures.page("layout/"))
            kept = browser.js(PUNCTUATION_AT_LINE_START)
            # The same page without the span's hold on the line shows that it provokes the break.
            browser.js("for (const s of document.querySelectorAll('.nowrap')) s.style.whiteSpace = 'normal'")
            loose = browser.js(PUNCTUATION_AT_LINE_START)
            copied = browser.js("""
                const p = [...document.querySelectorAll('.prose p')].find(p => p.textContent.startsWith('Punctuation'));
                getSelection().selectAllChildren(p);
                return getSelection().toString();
            """)
        check(kept["count"] >= 40, f"only {kept['count']} code elements followed by punctuation on the page")
        check(loose["found"], f"at {width} px the page does not provoke the break: no line starts with punctuation without the span")
        check(not kept["found"], f"at {width} px lines start with the punctuation after {kept['found']}")
        check("sitegen build." in copied and "\u2060" not in copied and "\u200d" not in copied,
              f"the copied text is not the text as written: {copied[:80]!r}")
        results.append(f"{len(loose['found'])} at {width} px")
    return (f"{kept['count']} code elements followed by punctuation, none of it at the start of a line at 320 and 390 px "
            f"(without the span's nowrap: {', '.join(results)}); copying carries no joiner")


# The table and the code block of the page's end, and how far each is from the column's start and end.
WIDE_BLOCKS = """
const column = document.querySelector('.prose').getBoundingClientRect();
const blocks = [[...document.querySelectorAll('.prose > table')].pop(), [...document.querySelectorAll('.prose > .code-block')].pop()];
return {column: {left: column.left, right: column.right}, page: document.documentElement.scrollWidth, window: innerWidth,
        blocks: blocks.map(block => {
          const box = block.getBoundingClientRect(), scroller = block.querySelector('pre') || block;
          return {name: block.tagName.toLowerCase(), left: box.left, right: box.right, scroll: scroller.scrollWidth,
                  client: scroller.clientWidth, tabindex: scroller.getAttribute('tabindex')};
        })};
"""


@test
def wide_code_blocks_and_tables_grow_into_the_free_space_at_1280_px_and_scroll_on_a_phone(context):
    found = []
    for path in ["layout/", "blog/first-post/"]:
        with open_at_width(context, 1280) as browser:
            browser.open(context.fixtures.page(path))
            wide = browser.js(WIDE_BLOCKS)
        for block in wide["blocks"]:
            where = f"/{path} at 1280 px, the {block['name']}"
            check(block["right"] > wide["column"]["right"] + 16, f"{where} is no wider than the column: {block}, column {wide['column']}")
            check(abs(block["left"] - wide["column"]["left"]) < 1, f"{where} does not start at the column's start: {block}")
            check(block["scroll"] <= block["client"], f"{where} scrolls: {block['scroll']} > {block['client']} px")
            check(block["tabindex"] is None, f"{where} takes focus though it does not scroll")
        check(wide["page"] <= wide["window"], f"/{path} at 1280 px scrolls sideways: {wide['page']} > {wide['window']} px")
        found.append(f"/{path} column {wide['column']['right'] - wide['column']['left']:.0f} px, blocks "
                     + " and ".join(f"{b['right'] - b['left']:.0f}" for b in wide["blocks"]))
        with open_at_width(context, 390) as browser:
            browser.open(context.fixtures.page(path))
            narrow = browser.js(WIDE_BLOCKS)
        for block in narrow["blocks"]:
            where = f"/{path} at 390 px, the {block['name']}"
            check(block["scroll"] > block["client"], f"{where} does not scroll in its box: {block}")
            check(block["right"] <= narrow["column"]["right"] + 1, f"{where} leaves the column: {block}, column {narrow['column']}")
            check(block["tabindex"] == "0", f"{where} scrolls but cannot be reached by keyboard")
        check(narrow["page"] <= narrow["window"], f"/{path} at 390 px scrolls sideways: {narrow['page']} > {narrow['window']} px")
    return "; ".join(found) + " px wide, none scrolling; at 390 px both scroll in their box and take focus"


@test
def table_header_cells_align_with_their_columns(context):
    with open_at_width(context, 1280) as browser:
        browser.open(context.fixtures.page("layout/"))
        columns = browser.js("""
            const table = document.querySelector('.prose table');
            return [...table.querySelectorAll('th')].map((th, i) => {
              const td = table.querySelector(`tbody tr td:nth-child(${i + 1})`);
              const text = (cell) => {
                const range = document.createRange(); range.selectNodeContents(cell);
                const box = cell.getBoundingClientRect(), words = range.getBoundingClientRect();
                return {left: words.left - box.left, right: box.right - words.right};
              };
              return {header: th.textContent, th: getComputedStyle(th).textAlign, td: getComputedStyle(td).textAlign,
                      gap: text(th)};
            });
        """)
    expected = ["left", "left", "center", "right", "left", "left"]
    side = {"start": "left", "-webkit-left": "left"}
    found = [side.get(c["th"], c["th"]) for c in columns]
    check(found == expected, f"header alignment {found}, expected {expected}")
    cells = [side.get(c["td"], c["td"]) for c in columns]
    check(cells == found, f"headers align {found}, their cells {cells}")
    left = [c for c, align in zip(columns, expected) if align == "left"]
    check(all(c["gap"]["left"] < 14 for c in left), f"left-aligned headers start away from the edge: {left}")
    return ", ".join(f"{c['header']}: {a}" for c, a in zip(columns, found))


# Each heading anchor's opacity, and whether the heading is the page's title.
ANCHORS = """
return [...document.querySelectorAll('main .heading-anchor')].map((anchor) => ({
  title: anchor.parentElement.tagName === 'H1', shown: getComputedStyle(anchor).opacity !== '0' && anchor.getClientRects().length > 0,
}));
"""


@test
def heading_anchors_stay_hidden_on_a_phone_and_beside_the_title(context):
    with open_at_width(context, 390) as browser:
        browser.cdp("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        browser.open(context.docs.page(DOCS_PAGE))
        anchors = browser.js(ANCHORS)
    shown = [anchor for anchor in anchors if anchor["shown"]]
    check(len(anchors) > 3 and not shown, f"{len(shown)} of {len(anchors)} heading anchors shown on a phone")
    return f"{len(anchors)} heading anchors, none shown at 390 px"
