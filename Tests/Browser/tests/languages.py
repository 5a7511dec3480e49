"""The language menu of a site in three languages (Fixtures/languages): it opens without JavaScript, leads to the
same page in another language (or that language's home), fits a phone's header, and a right-to-left page mirrors."""

from suite import check, test
from tests.common import open_at_width

MENU = """
const menu = document.querySelector('.language-menu'), summary = menu && menu.querySelector('summary');
const list = menu && menu.querySelector('.language-list'), header = document.querySelector('.site-header-inner');
const box = (e) => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
return {lang: document.documentElement.lang, dir: document.documentElement.dir, path: location.pathname,
        summary: summary && summary.textContent, open: menu && menu.open,
        listShown: !!list && list.getClientRects().length > 0, list: list && box(list), header: header && box(header),
        summaryBox: summary && box(summary), width: innerWidth, overflow: document.documentElement.scrollWidth - innerWidth,
        links: list ? [...list.querySelectorAll('a')].map(a => [a.textContent, a.getAttribute('href')]) : []};
"""


def _choose(browser, name):
    """Opens the menu with a click on its summary and follows the link to `name`; returns the menu before the choice."""
    browser.driver.find_element("css selector", ".language-menu > summary").click()
    menu = browser.js(MENU)
    check(menu["open"] and menu["listShown"], f"a click on the menu's summary did not show its list: {menu}")
    links = [link for link in browser.driver.find_elements("css selector", ".language-list a") if link.text == name]
    check(links, f"no '{name}' in the menu: {menu['links']}")
    links[0].click()
    browser.wait(lambda: browser.js("return document.readyState") == "complete", "the chosen page never loaded")
    return menu


def _walk(context, width, scripts):
    site = context.languages
    with open_at_width(context, width) as browser:
        if not scripts:
            browser.disable_scripts()
        browser.open(site.page("guide/intro/"))
        english = _choose(browser, "Deutsch")
        check(english["summary"].endswith("English"), f"the English page's menu says {english['summary']!r}")
        within = english["list"]["left"] >= 0 and english["list"]["right"] <= english["width"]
        check(within, f"at {width} px the open list leaves the screen: {english['list']} of {english['width']} px")
        check(english["overflow"] <= 0, f"at {width} px the page scrolls sideways by {english['overflow']} px")
        german = browser.js(MENU)
        check(german["path"] == "/de/guide/intro/" and german["lang"] == "de", f"Deutsch led to {german['path']} (lang {german['lang']})")
        browser.open(site.page("guide/routing/"))
        _choose(browser, "فارسی")
        persian = browser.js(MENU)
        check(persian["path"] == "/fa/" and persian["dir"] == "rtl", f"فارسی from an untranslated page led to {persian['path']} ({persian['dir']})")
        check(persian["summaryBox"]["left"] < persian["width"] / 2, f"the right-to-left header is not mirrored: its menu is at {persian['summaryBox']}, not on the left half")
    return english


@test
def language_menu_leads_to_the_same_page_on_desktop_and_phone(context):
    for width in [1280, 390]:
        _walk(context, width, scripts=True)
    return "English → Deutsch at /de/guide/intro/, an untranslated page → /fa/ (rtl), at 1280 and 390 px"


@test
def language_menu_works_without_javascript(context):
    _walk(context, 1280, scripts=False)
    return "the <details> menu opens and leads to the German page with scripts off"
