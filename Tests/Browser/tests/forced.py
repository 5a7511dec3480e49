"""Forced appearances: a page's `color-scheme: dark` and `::: dark` / `::: light` sections (fixture site)."""

from suite import check, test
from tests.common import check_colors, check_text_color, choose

# (OS appearance, stored choice): every way a reader can arrive.
ARRIVALS = [
    ("light", "system"),
    ("dark", "system"),
    ("light", "light"),
    ("dark", "light"),
    ("light", "dark"),
    ("light", "night"),
    ("dark", "night"),
]


@test
def forced_dark_page_stays_dark_under_every_choice(context):
    site = context.fixtures
    dark = site.palette()["dark"]
    with context.browser() as browser:
        for os_scheme, stored in ARRIVALS:
            where = f"OS {os_scheme}, {stored} stored"
            browser.emulate_scheme(os_scheme)
            browser.store_choice(site.url, stored)
            browser.open(site.page("forced-dark/"))
            state = browser.appearance()
            check(state["theme"] == "dark", f"{where}: <html data-theme={state['theme']!r}>; expected dark")
            check(
                state["pressed"] == [stored], f"{where}: pressed {state['pressed']}; the control should show {stored}"
            )
            check_colors(state, dark, where)
            filtered = browser.js("return getComputedStyle(document.documentElement).filter")
            check(filtered == "none", f"{where}: <html> has filter {filtered}; a forced dark page is not night")
        for choice in ["light", "night", "system", "dark"]:
            choose(browser, choice)
            state = browser.appearance()
            check(
                state["theme"] == "dark" and state["stored"] == choice,
                f"after clicking {choice}: data-theme {state['theme']!r}, stored {state['stored']!r}",
            )
            check_colors(state, dark, f"after clicking {choice}")
    return f"dark in {len(ARRIVALS)} arrivals and after clicking each choice"


@test
def dark_section_is_dark_inside_a_light_page(context):
    site = context.fixtures
    palette = site.palette()
    with context.browser() as browser:
        for os_scheme, stored in [("light", "system"), ("dark", "light")]:
            where = f"OS {os_scheme}, {stored} stored"
            browser.emulate_scheme(os_scheme)
            browser.store_choice(site.url, stored)
            browser.open(site.page(""))
            check_colors(browser.appearance(), palette["light"], f"{where}, the page")
            check_colors(
                browser.appearance('div[data-theme="dark"]'), palette["dark"], f"{where}, the ::: dark section"
            )
            check_text_color(
                browser.appearance('div[data-theme="dark"] p'), palette["dark"], f"{where}, text in the section"
            )
    return "light page, dark section, under the OS and under Light"


@test
def light_section_inside_a_forced_dark_page_is_light(context):
    site = context.fixtures
    palette = site.palette()
    with context.browser() as browser:
        browser.emulate_scheme("dark")
        browser.open(site.page("forced-dark/"))
        check_colors(browser.appearance(), palette["dark"], "the forced dark page")
        check_colors(browser.appearance('div[data-theme="light"]'), palette["light"], "its ::: light section")
        check_text_color(browser.appearance('div[data-theme="light"] p'), palette["light"], "text in the section")
    return "the nearest choice wins"
