"""Code blocks: the copy button never covers code, a console copies its commands alone, titles and marked lines."""

from selenium.webdriver.common.action_chains import ActionChains

from suite import check, test
from tests.common import REFERENCE_PAGES, open_at_width, open_page

NIGHT_PAGE = "night/"
TERMINAL_PAGE = "terminal/"
DOCS_PAGE = "docs/writing-content/"

# Every copy button's box against every box of its block's code (one per line fragment, so a long line that
# scrolls under the button would be caught), in page coordinates.
OVERLAPS = """
const boxes = [], overlaps = [];
for (const block of document.querySelectorAll('.code-block')) {
  const button = block.querySelector('.copy-button').getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(block.querySelector('pre > code'));
  const element = block.querySelector('pre'), outer = element.getBoundingClientRect();
  // The box the code shows in: the <pre>'s inside, without its borders.
  const pre = {left: outer.left + element.clientLeft, right: outer.left + element.clientLeft + element.clientWidth};
  for (const box of range.getClientRects()) {
    // What the <pre> scrolls out of sight cannot be covered.
    const left = Math.max(box.left, pre.left), right = Math.min(box.right, pre.right);
    if (right <= left || box.width === 0) continue;
    boxes.push(1);
    if (left < button.right && right > button.left && box.top < button.bottom && box.bottom > button.top)
      overlaps.push(`${block.querySelector('code').textContent.slice(0, 30)} under the button at ${Math.round(button.left)},${Math.round(button.top)}`);
  }
}
return {blocks: document.querySelectorAll('.code-block').length, boxes: boxes.length, overlaps};
"""

# Replaces the clipboard with a recorder, clicks the block's copy button and returns what it wrote.
COPY = """
const [selector, done] = arguments;
window.copied = null;
navigator.clipboard.writeText = async (text) => { window.copied = text; };
document.querySelector(selector).closest('.code-block').querySelector('.copy-button').click();
setTimeout(() => done(window.copied), 100);
"""


def _check_no_overlap(context, width):
    pages = [(context.docs, DOCS_PAGE), (context.docs, ""), (context.fixtures, NIGHT_PAGE)]
    blocks = boxes = 0
    with context.browser(width=max(width, 500), height=900) as browser:
        # Headless Chromium keeps its window at least 500 px wide: a phone's width needs device emulation.
        browser.cdp("Emulation.setDeviceMetricsOverride", width=width, height=844, deviceScaleFactor=1, mobile=width < 500)
        for site, path in pages:
            browser.open(site.page(path))
            viewport = browser.js("return innerWidth")
            check(viewport == width, f"/{path}: the window is {viewport} px wide, not {width}")
            found = browser.js(OVERLAPS)
            check(not found["overlaps"], f"/{path} at {width} px: " + "; ".join(found["overlaps"][:4]))
            blocks, boxes = blocks + found["blocks"], boxes + found["boxes"]
    check(blocks >= 4 and boxes > blocks, f"only {blocks} code blocks with {boxes} code boxes: nothing to judge by")
    return f"{blocks} code blocks on {len(pages)} pages, {boxes} code boxes, none under its copy button"


@test
def copy_button_never_covers_code_at_1280_px(context):
    return _check_no_overlap(context, 1280)


@test
def copy_button_never_covers_code_at_390_px(context):
    return _check_no_overlap(context, 390)


@test
def console_copy_gives_the_commands_without_prompts_or_output(context):
    with context.browser() as browser:
        browser.open(context.fixtures.page(NIGHT_PAGE))
        copied = browser.driver.execute_async_script(COPY, "pre code.language-console")
    expected = "swift build \\\n    --product sitegen\nsitegen build"
    check(copied == expected, f"copied {copied!r}, expected {expected!r}")
    return f"copied {copied!r}"


@test
def console_output_is_styled_apart_from_commands(context):
    with context.browser() as browser:
        browser.open(context.fixtures.page(NIGHT_PAGE))
        styles = browser.js(
            """
            const lines = [...document.querySelectorAll('code.language-console > .line')];
            return lines.map(l => [l.className, getComputedStyle(l).color, getComputedStyle(l).fontStyle,
                                   getComputedStyle(l.querySelector('.prompt') || l).userSelect]);
            """
        )
    classes = [line[0] for line in styles]
    check(
        classes == ["line command", "line marked command", "line output", "line command", "line output"],
        f"line classes {classes}",
    )
    commands = {tuple(line[1:3]) for line in styles if "command" in line[0]}
    output = {tuple(line[1:3]) for line in styles if "output" in line[0]}
    check(len(output) == 1 and not output & commands, f"output {output} is not apart from commands {commands}")
    check(styles[0][3] == "none", f"the prompt can be selected: user-select {styles[0][3]}")
    return f"commands {commands}, output {output}, prompts not selectable"


@test
def code_block_shows_its_title_language_and_marked_lines_and_no_bar_without_a_title(context):
    with context.browser() as browser:
        browser.open(context.docs.page(DOCS_PAGE))
        found = browser.js(
            """
            const pre = document.querySelector('pre[data-title="Package.swift"]'), bar = pre.previousElementSibling;
            const untitled = document.querySelector('.code-block > pre:not([data-title]) > code.language-swift').closest('.code-block');
            const marked = [...pre.querySelectorAll('.line')].flatMap((l, i) => l.classList.contains('marked') ? [i + 1] : []);
            return {title: bar.querySelector('.code-title')?.textContent, language: bar.querySelector('.code-language')?.textContent,
                    marked, text: pre.textContent.split('\\n').length,
                    corner: untitled.querySelector(':scope > .code-language')?.textContent,
                    bars: untitled.querySelectorAll('.code-bar').length};
            """
        )
    check(
        found["title"] == "Package.swift" and found["language"] == "swift" and found["marked"] == [2],
        f"bar and marks: {found}",
    )
    check(found["corner"] == "swift" and found["bars"] == 0, f"an untitled block has a bar or no language in its corner: {found}")
    return f"title {found['title']!r}, language {found['language']!r}, marked lines {found['marked']}, no bar without a title"


# Where each code block and each heading of <main> is, in page coordinates: [top, height] and top.
PLACES = """
const top = (box) => Math.round((box.top + scrollY) * 10) / 10;
return {
  blocks: [...document.querySelectorAll('main pre')].map(pre => {
    const box = (pre.closest('.code-block') || pre).getBoundingClientRect();
    return [top(box), Math.round(box.height * 10) / 10];
  }),
  headings: [...document.querySelectorAll('main h2, main h3')].map(h => top(h.getBoundingClientRect())),
};
"""


def _places(context, site, path, width, with_site_js):
    with open_at_width(context, width) as browser:
        if not with_site_js:
            browser.cdp("Network.enable")
            browser.cdp("Network.setBlockedURLs", urls=["*/assets/site.js"])
            browser.open(site.page(path))
        else:
            open_page(browser, site, path)
            browser.wait(lambda: browser.js("return document.querySelectorAll('main pre').length == "
                                            "document.querySelectorAll('main .code-block > pre').length"),
                         f"/{path}: site.js never gave every code block its bar")
        return browser.js(PLACES)


@test
def code_blocks_keep_their_place_when_site_js_adds_their_bars(context):
    # site.js is deferred and may run after the first paint: the page as it is before (site.js blocked, scripts
    # on) and after must have every code block and every heading in the same place.
    checked = []
    for site, path in [(context.docs, DOCS_PAGE), (context.reference, REFERENCE_PAGES[1])]:
        for width in [1280, 390]:
            before = _places(context, site, path, width, with_site_js=False)
            after = _places(context, site, path, width, with_site_js=True)
            check(before["blocks"] and before == after,
                  f"/{path} at {width} px: code blocks and headings before site.js {before}, after {after}")
            checked.append(len(before["blocks"]))
    return f"{sum(checked)} code blocks on 2 pages at 1280 and 390 px, each where it was before site.js ran"


# Every untitled one-line block's height, and the opacity of its copy button before and while it is pointed at.
ONE_LINERS = """
return [...document.querySelectorAll('.code-block')]
  .filter((block) => !block.querySelector('.code-bar') && !block.querySelector('code').textContent.trim().includes('\\n'))
  .map((block) => block.getBoundingClientRect().height);
"""


@test
def code_a_one_line_block_is_one_line_high_with_its_copy_button_shown_when_pointed_at(context):
    with context.browser(mouse=True) as browser:
        browser.open(context.docs.page("docs/getting-started/"))
        heights = browser.js(ONE_LINERS)
        button = browser.driver.find_element("css selector", ".code-block:not(:has(.code-bar)) > .copy-button")
        hidden = browser.js("return getComputedStyle(arguments[0]).opacity", button)
        ActionChains(browser.driver).move_to_element(button.find_element("xpath", "..")).perform()
        browser.wait(lambda: browser.js("return getComputedStyle(arguments[0]).opacity", button) == "1",
                     "the copy button never showed while its block was pointed at")
    check(heights and max(heights) <= 56, f"one-line blocks are {heights} px high, over 56")
    check(hidden == "0", f"the copy button shows ({hidden}) before its block is pointed at")
    with context.browser() as browser:
        browser.open(context.docs.page("docs/getting-started/"))
        touch = browser.js("return getComputedStyle(document.querySelector('.code-block > .copy-button')).opacity")
    check(touch == "1", f"on a screen without hover the copy button is not shown ({touch})")
    return f"{len(heights)} one-line blocks, {max(heights):.0f} px high at most; the button shown on hover, always without"


@test
def preformatted_text_without_code_that_scrolls_is_reachable_by_keyboard(context):
    with open_at_width(context, 390) as browser:
        browser.open(context.fixtures.page(TERMINAL_PAGE))
        found = browser.js(
            """
            const pre = document.getElementById('session');
            return {scrolls: pre.scrollWidth > pre.clientWidth, tabIndex: pre.tabIndex, role: pre.getAttribute('role'),
                    name: pre.getAttribute('aria-label')};
            """
        )
    check(found["scrolls"], f"the session does not scroll at 390 px: nothing to judge by ({found})")
    check(found["tabIndex"] == 0 and found["role"] == "region" and found["name"], f"the scrolling <pre> is {found}")
    return f"a scrolling <pre> without <code>: tabindex 0, role region, named {found['name']!r}"
