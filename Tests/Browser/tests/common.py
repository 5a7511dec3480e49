"""Checks the test modules share."""

from colors import Color
from suite import check

DOCS_PAGE = "docs/theming/"
# Pages of the API reference (context.reference) that the appearance checks look at too: the module, a type, a member.
REFERENCE_PAGES = ["documentation/geometry/", "documentation/geometry/point/", "documentation/geometry/polygon/kind-swift.struct/sides/"]


def same_color(first, second, tolerance=1.0):
    """Equal within `tolerance` per channel (computed colors round differently through color-mix)."""
    return all(abs(a - b) <= tolerance for a, b in zip(first[:3], second[:3])) and abs(first[3] - second[3]) < 0.01


def check_colors(state, expected, where):
    """The computed background and text color in `state` (Browser.appearance) are `expected`'s."""
    background, text = Color.parse(state["background"]), Color.parse(state["text"])
    check(
        same_color(background, expected["background"]) and same_color(text, expected["text"]),
        f"{where}: background {background.css()} and text {text.css()}, "
        f"expected {expected['background'].css()} and {expected['text'].css()} (state {state})",
    )


def check_text_color(state, expected, where):
    """The computed text color in `state` is `expected`'s (for elements with a transparent background)."""
    text = Color.parse(state["text"])
    check(same_color(text, expected["text"]), f"{where}: text {text.css()}, expected {expected['text'].css()}")


def open_at_width(context, width, **options):
    """A browser whose viewport is `width` CSS px wide: headless Chromium keeps its window at least
    500 px wide, so a phone's width is emulated (as a mobile device, with touch-sized viewport)."""
    browser = context.browser(width=max(width, 500), height=900, **options)
    if width < 500:
        browser.cdp("Emulation.setDeviceMetricsOverride", width=width, height=844, deviceScaleFactor=1, mobile=True)
    return browser


def visible(browser, selector):
    """How many elements matching `selector` have a box on screen."""
    return browser.js(
        "return [...document.querySelectorAll(arguments[0])].filter(e => e.getClientRects().length > 0).length",
        selector,
    )


def open_page(browser, site, path):
    """Opens `path` of `site` and, on a page of the API reference, waits until site.js has shown the module's tree
    in the sidebar (its group headings are there)."""
    browser.open(site.page(path))
    browser.wait(
        lambda: browser.js("return !document.querySelector('.sidebar[data-tree]') || !!document.querySelector('.sidebar .nav-group')"),
        f"/{path}: the API reference's tree never showed in the sidebar",
    )


def choose(browser, choice):
    """Chooses an appearance as a reader does: opens the appearance menu (one button in the header) unless it is
    open, then clicks the choice."""
    button = f'button[data-theme-choice="{choice}"]'
    if visible(browser, button) == 0:
        browser.driver.find_element("css selector", "sitegen-appearance .sitegen-theme-menu").click()
    browser.driver.find_element("css selector", button).click()
