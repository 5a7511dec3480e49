"""The version menu of a site with two versions (Fixtures/versions): it opens without JavaScript, leads to the same
page in the other version (or that version's home), fits a phone's header, and an older version's notice leads to the
same page in the current version."""

from suite import check, test
from tests.common import open_at_width

MENU = """
const menu = document.querySelector('.version-menu'), summary = menu && menu.querySelector('summary');
const list = menu && menu.querySelector('.version-list'), notice = document.querySelector('.version-notice');
const box = (e) => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
return {path: location.pathname, summary: summary && summary.textContent, open: menu && menu.open,
        listShown: !!list && list.getClientRects().length > 0, list: list && box(list), width: innerWidth,
        overflow: document.documentElement.scrollWidth - innerWidth,
        notice: notice && notice.textContent, noticeBox: notice && box(notice),
        links: list ? [...list.querySelectorAll('a')].map(a => [a.textContent, a.getAttribute('href')]) : []};
"""


def _loaded(browser):
    browser.wait(lambda: browser.js("return document.readyState") == "complete", "the chosen page never loaded")
    return browser.js(MENU)


def _choose(browser, name):
    """Opens the menu with a click on its summary and follows the link to `name`; returns the menu before the choice."""
    browser.driver.find_element("css selector", ".version-menu > summary").click()
    menu = browser.js(MENU)
    check(menu["open"] and menu["listShown"], f"a click on the menu's summary did not show its list: {menu}")
    links = [link for link in browser.driver.find_elements("css selector", ".version-list a") if link.text == name]
    check(links, f"no '{name}' in the menu: {menu['links']}")
    links[0].click()
    return menu


def _walk(context, width, scripts):
    site = context.versions
    with open_at_width(context, width) as browser:
        if not scripts:
            browser.disable_scripts()
        browser.open(site.page("guide/intro/"))
        current = _choose(browser, "1.0")
        check(current["summary"].endswith("2.0"), f"the current version's menu says {current['summary']!r}")
        check(current["list"]["left"] >= 0 and current["list"]["right"] <= current["width"],
              f"at {width} px the open list leaves the screen: {current['list']} of {current['width']} px")
        check(current["overflow"] <= 0, f"at {width} px the page scrolls sideways by {current['overflow']} px")
        old = _loaded(browser)
        check(old["path"] == "/1.0/guide/intro/", f"1.0 led to {old['path']}")
        check(old["notice"] == "You are reading the documentation for 1.0. The current version is 2.0.",
              f"the 1.0 page's notice says {old['notice']!r}")
        check(old["noticeBox"]["left"] >= 0 and old["noticeBox"]["right"] <= old["width"], f"at {width} px the notice leaves the screen: {old['noticeBox']}")
        browser.driver.find_element("css selector", ".version-notice a").click()
        back = _loaded(browser)
        check(back["path"] == "/guide/intro/" and back["notice"] is None, f"the notice's link led to {back['path']}")
        browser.open(site.page("guide/new/"))
        _choose(browser, "1.0")
        home = _loaded(browser)
        check(home["path"] == "/1.0/", f"1.0 from a page 1.0 lacks led to {home['path']}, not its home")
    return current


@test
def version_menu_leads_to_the_same_page_on_desktop_and_phone(context):
    for width in [1280, 390]:
        _walk(context, width, scripts=True)
    return "2.0 → 1.0 at /1.0/guide/intro/ and its notice back, a page 1.0 lacks → /1.0/, at 1280 and 390 px"


@test
def version_menu_works_without_javascript(context):
    _walk(context, 1280, scripts=False)
    return "the <details> menu opens and leads to the 1.0 page with scripts off, and its notice back"
