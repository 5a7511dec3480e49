"""The header's links to the site's sections: in the row on a desktop, the current section marked; behind the Menu
button on a phone, with and without JavaScript, so that a post or the home page leads to the docs. And the pager of
blog posts: newer and older."""

import json
import os

from suite import check, test
from tests.common import open_at_width, visible

LINKS = """
return [...document.querySelectorAll('.site-nav-list a')].map(a => ({
  text: a.textContent, href: a.getAttribute('href'), current: a.getAttribute('aria-current'), shown: a.getClientRects().length > 0}));
"""


@test
def header_links_lead_to_every_section_and_mark_the_current_one_at_1280_px(context):
    site = context.docs
    with open_at_width(context, 1280) as browser:
        browser.open(site.page("blog/introducing-sitegen/"))
        links = browser.js(LINKS)
        check(visible(browser, ".site-nav-button") == 0, "the Menu button shows on a desktop")
        check([(link["text"], link["href"], link["current"], link["shown"]) for link in links] == [
            ("Documentation", "/docs/", None, True), ("Blog", "/blog/", "true", True),
        ], f"a post's header links: {links}")
        browser.driver.find_element("css selector", '.site-nav-list a[href="/docs/"]').click()
        browser.wait(lambda: browser.js("return location.pathname") == "/docs/", "the Documentation link did not lead to /docs/")
        current = [(link["text"], link["current"]) for link in browser.js(LINKS)]
    check(current == [("Documentation", "page"), ("Blog", None)], f"on /docs/ the links are marked {current}")
    return "Documentation and Blog in the row; the post marks Blog, /docs/ marks Documentation as the page"


def _menu_leads_to_the_docs(context, scripts):
    with open_at_width(context, 390) as browser:
        if not scripts:
            browser.disable_scripts()
        browser.open(context.docs.page("blog/introducing-sitegen/"))
        check(visible(browser, ".site-nav-list a") == 0, "the section links show on a phone before the menu is opened")
        height = browser.js("return document.querySelector('.site-header').getBoundingClientRect().height")
        browser.driver.find_element("css selector", ".site-nav-button").click()
        check(visible(browser, ".site-nav-list a") == 2, "the Menu button did not show the two section links")
        box = browser.js("const box = document.querySelector('.site-nav-list').getBoundingClientRect(); return [box.left, box.right, box.top]")
        check(box[0] >= 0 and box[1] <= 390 and box[2] >= height - 1, f"the open menu is at {box}, not below the header and inside the window")
        browser.driver.find_element("css selector", '.site-nav-list a[href="/docs/"]').click()
        browser.wait(lambda: browser.js("return location.pathname") == "/docs/", "the menu's Documentation link did not lead to /docs/")
    return f"a post's Menu opens below the {height:g} px header and leads to /docs/"


@test
def header_menu_on_a_phone_leads_from_a_post_to_the_docs(context):
    return _menu_leads_to_the_docs(context, scripts=True)


@test
def header_menu_on_a_phone_opens_without_javascript(context):
    return _menu_leads_to_the_docs(context, scripts=False)


@test
def a_blog_post_leads_to_the_newer_and_the_older_post(context):
    site = context.fixtures
    pager = """return [...document.querySelectorAll('.pager a')].map(a => [a.rel, a.textContent, a.getAttribute('href')])"""
    with open_at_width(context, 1280) as browser:
        browser.open(site.page("blog/second-post/"))
        links = browser.js(pager)
        check(links == [["prev", "Newer Third post", "/blog/third-post/"], ["next", "Older First post", "/blog/first-post/"]],
              f"the middle post's pager: {links}")
        browser.driver.find_element("css selector", ".pager a[rel=next]").click()
        browser.wait(lambda: browser.js("return location.pathname") == "/blog/first-post/", "Older did not lead to the first post")
        oldest = browser.js(pager)
        browser.open(site.page("blog/third-post/"))
        newest = browser.js(pager)
    check(oldest == [["prev", "Newer Second post", "/blog/second-post/"]], f"the oldest post's pager: {oldest}")
    check(newest == [["next", "Older Second post", "/blog/second-post/"]], f"the newest post's pager: {newest}")
    return "second → Newer third, Older first; the oldest and the newest have one link each"


@test
def appearance_menu_opens_inside_the_window_on_a_right_to_left_page(context):
    seen = []
    for width in [1280, 390]:
        with open_at_width(context, width) as browser:
            browser.open(context.languages.page("fa/"))
            browser.driver.find_element("css selector", "sitegen-appearance .sitegen-theme-menu").click()
            box = browser.js("const r = document.querySelector('.sitegen-theme-choices').getBoundingClientRect(); return [r.left, r.right, innerWidth]")
        check(box[0] >= 0 and box[1] <= box[2], f"at {width} px the Persian page's appearance menu spans {box[0]:g}–{box[1]:g} px of {box[2]}")
        seen.append(f"{box[0]:g}–{box[1]:g} px at {width} px")
    return ", ".join(seen)


EDGES = """
const left = (selector) => { const e = document.querySelector(selector); return e && Math.round(e.getBoundingClientRect().left); };
const footer = document.querySelector('.site-footer-inner');
return {title: left('.site-title'), column: left(arguments[0]), footer: Math.round(footer.getBoundingClientRect().left + parseFloat(getComputedStyle(footer).paddingLeft))};
"""


@test
def header_and_footer_start_at_the_left_edge_of_the_column_below_them(context):
    seen = []
    with open_at_width(context, 1280) as browser:
        for path, column in [("blog/", "main h1"), ("tags/", "main h1"), ("404.html", "main h1"), ("", ".features"), ("", ".home-content")]:
            browser.open(context.docs.page(path))
            edges = browser.js(EDGES, column)
            check(edges["title"] == edges["column"] == edges["footer"],
                  f"/{path}: the site title starts at {edges['title']} px, {column} at {edges['column']} px, the footer at {edges['footer']} px")
            seen.append(f"/{path} {column} at {edges['column']} px")
        cards = browser.js("""return [...document.querySelectorAll('.feature-title')].map(t => getComputedStyle(t.querySelector('a') || t).color)""")
    check(len(set(cards)) == 1, f"the cards' titles have {len(set(cards))} colours: {cards}")
    return "; ".join(seen) + f"; card titles one colour ({cards[0]})"


SECTIONS = [f"Section {number}" for number in range(1, 19)]

ROW = """
const nav = document.querySelector('.site-nav-list'), search = document.querySelector('.site-header-inner > .search');
return {page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth,
        navScrolls: nav.scrollWidth > nav.clientWidth, search: search ? search.getBoundingClientRect().width : 0};
"""


@test
def eighteen_sections_scroll_inside_the_header_row_and_fold_into_the_menu_on_a_phone(context):
    """Hugo's docs have eighteen top-level sections: their links widened every page to 2,341 px at 1280."""
    copy = context.copy_of_repository_site("many-sections")
    with open(os.path.join(copy, "site.json"), encoding="utf-8") as file:
        config = json.load(file)
    config["nav"] = [{"title": title, "url": "/docs/"} for title in SECTIONS]
    with open(os.path.join(copy, "site.json"), "w", encoding="utf-8") as file:
        json.dump(config, file)
    server = context.serve(["--source", copy])
    seen = []
    for width, search in [(1280, 300), (800, 100)]:
        with open_at_width(context, width) as browser:
            browser.open(server.url + "/docs/getting-started/")
            row = browser.js(ROW)
            check(row["page"] == row["window"], f"at {width} px the page is {row['page']} px wide in a {row['window']} px window")
            check(row["navScrolls"], f"at {width} px the section links do not scroll inside the row: {row}")
            check(row["search"] >= search, f"at {width} px the search box is {row['search']:g} px wide, under {search}")
            browser.js("document.querySelector('.site-nav-list li:last-child a').scrollIntoView({inline: 'end'})")
            browser.driver.find_element("css selector", ".site-nav-list li:last-child a").click()
            browser.wait(lambda: browser.js("return location.pathname") == "/docs/", f"at {width} px the last section link did not lead to /docs/")
        seen.append(f"{width} px: the row scrolls, the search box {row['search']:g} px")
    with open_at_width(context, 390) as browser:
        browser.open(server.url + "/docs/getting-started/")
        browser.driver.find_element("css selector", ".site-nav-button").click()
        box = browser.js("const r = document.querySelector('.site-nav-list').getBoundingClientRect(); return [r.bottom, innerHeight]")
        check(visible(browser, ".site-nav-list a") == len(SECTIONS), "the phone's menu does not list the eighteen sections")
        check(box[0] <= box[1], f"the phone's menu ends at {box[0]:g} px, below the {box[1]} px window")
    seen.append(f"390 px: the menu lists {len(SECTIONS)} and ends at {box[0]:g} of {box[1]} px")
    return "; ".join(seen)
