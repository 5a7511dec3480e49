"""The API reference (the Geometry module of the DocC tests, published under /api/): its sidebar shows the module's
whole tree from the navigation file, the current page's branch open and marked, group headings shown, other
sections closed until opened, from the mouse or the keyboard; without JavaScript the way to the current page the
build wrote; and no previous/next pager."""

import json
import os

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from suite import check, test
from tests.common import open_at_width, open_page

DEEP = "documentation/geometry/polygon/kind-swift.struct/sides/"

# The sidebar as a reader meets it: the current link, the open sections' links in order, the top-level entries.
SIDEBAR = """
const nav = document.querySelector('#sitegen-navigation');
const current = [...nav.querySelectorAll('a[aria-current="page"]')];
const top = nav.querySelector(':scope > .nav-list > li > details > .nav-list');
return {
  current: current.map(a => ({text: a.textContent, path: a.pathname, here: location.pathname})),
  open: [...nav.querySelectorAll('details[open] > summary > a')].map(a => a.textContent),
  top: top ? [...top.children].flatMap(li => li.classList.contains('nav-group')
      ? [[li.querySelector('.nav-group-title').textContent],
         ...[...li.querySelector('.nav-group-list').children].map(e => [e.querySelector('a').textContent])]
      : [[li.querySelector('a').textContent]]) : null,
};
"""


def _tree(site):
    with open(os.path.join(site.output, "documentation", "geometry", "navigation.json"), encoding="utf-8") as file:
        return json.load(file)


def _count(nodes):
    return sum(1 + _count(node[2] if len(node) > 2 else []) for node in nodes if len(node) > 1)


@test
def api_reference_sidebar_shows_the_modules_tree_with_the_current_branch_open(context):
    site = context.reference
    tree = _tree(site)
    with context.browser() as browser:
        open_page(browser, site, DEEP)
        state = browser.js(SIDEBAR)
    current = state["current"]
    check(len(current) == 1 and current[0]["text"] == "sides" and current[0]["path"] == current[0]["here"],
          f"the current page's link: {current}")
    check(state["open"] == ["Geometry", "Polygon", "Polygon.Kind"], f"open sections: {state['open']}")
    expected = [[node[0]] for node in tree["children"]]
    check(state["top"] == expected, f"the module's entries and group headings: {state['top']}, expected {expected}")
    return f"sides marked under Geometry › Polygon › Polygon.Kind, open; {len(expected)} top entries and headings in order"


# The section the current page's link sits in.
MARKED_UNDER = """
return [...document.querySelectorAll('#sitegen-navigation a[aria-current="page"]')]
  .map(a => a.closest('li').parentElement.closest('details').querySelector(':scope > summary > a').textContent);
"""


@test
def api_reference_sidebar_marks_a_page_listed_twice_under_its_own_parent(context):
    # Polygon.Kind is listed under Polygon, its parent, and again among the module's Topics; length() under Vector
    # and among the module's Topics too.
    site = context.reference
    seen = []
    with context.browser() as browser:
        for path, parent, way in [
            ("documentation/geometry/polygon/kind-swift.struct/", "Polygon", ["Geometry", "Polygon", "Polygon.Kind"]),
            ("documentation/geometry/vector/length()-9hk8c/", "Vector", ["Geometry", "Vector"]),
        ]:
            open_page(browser, site, path)
            state, under = browser.js(SIDEBAR), browser.js(MARKED_UNDER)
            check(under == [parent] and state["open"] == way,
                  f"/{path}: marked under {under} with {state['open']} open; expected once under {parent}, {way} open")
            seen.append(f"{state['current'][0]['text']} under {parent}")
    return "; ".join(seen)


@test
def api_reference_sidebar_links_every_page_of_the_tree_under_the_base_path(context):
    site = context.reference
    with context.browser() as browser:
        open_page(browser, site, "documentation/geometry/")
        # Opening a closed section makes its entries, which may hold closed sections in turn.
        paths = browser.js("""
            const nav = document.querySelector('#sitegen-navigation');
            for (let closed; (closed = nav.querySelectorAll('details:not([open])')).length;) {
              closed.forEach(d => { d.open = true; d.dispatchEvent(new Event('toggle')); });
            }
            return [...nav.querySelectorAll('a')].map(a => a.pathname);
        """)
    expected = 1 + _count(_tree(site)["children"])
    check(len(paths) == expected, f"{len(paths)} links in the opened tree; the navigation file has {expected} pages")
    missing = [path for path in paths if not path.startswith("/api/")
               or not os.path.isfile(os.path.join(site.output, path[len("/api/"):], "index.html"))]
    check(not missing, f"{len(missing)} links lead to no page of the reference: {missing[:5]}")
    return f"{len(paths)} links, each to a page under /api/"


@test
def api_reference_sidebar_opens_a_section_from_the_keyboard_with_its_groups_named(context):
    site = context.reference
    shape = next(node for node in _tree(site)["children"] if node[0] == "Shape")
    groups = [node[0] for node in shape[2] if len(node) == 1]
    with context.browser() as browser:
        open_page(browser, site, DEEP)
        summary = browser.driver.find_element("xpath", "//nav[@id='sitegen-navigation']//summary[a[text()='Shape']]")
        check(summary.get_attribute("aria-expanded") in (None, "false") and not browser.js(
            "return arguments[0].parentElement.open", summary), "Shape is open before it is opened")
        browser.js("arguments[0].focus()", summary)
        ActionChains(browser.driver).send_keys(Keys.ENTER).perform()
        browser.wait(lambda: browser.js("return arguments[0].parentElement.open", summary), "Enter did not open Shape")
        # The script writes an opened section's entries as it opens: on a busy machine, after the `open` flag.
        group_lists = "../ul//ul[@class='nav-group-list']"
        browser.wait(lambda: len(summary.find_elements("xpath", group_lists)) >= len(groups), "Shape's groups were not written")
        lists = summary.find_elements("xpath", group_lists)
        names = [element.accessible_name for element in lists]
        links = len(summary.find_elements("xpath", "../ul//a"))
    check(names == groups, f"Shape's groups are named {names}; expected {groups}")
    check(links == _count(shape[2]), f"Shape shows {links} links; it has {_count(shape[2])}")
    return f"Enter opened Shape: {links} links in {len(groups)} named groups"


@test
def api_reference_without_javascript_leads_up_by_breadcrumbs_and_down_by_topics(context):
    # The sidebar's tree needs the script; without it a page of thousands carries no list of its own (the build writes
    # none into each page), and its breadcrumbs and its parent's Topics are the way around.
    site = context.reference
    with open_at_width(context, 390) as browser:
        browser.disable_scripts()
        browser.open(site.page(DEEP))
        crumbs = browser.js("return [...document.querySelectorAll('.breadcrumbs li')].map((item) => item.textContent.trim())")
        listed = browser.js("return document.querySelectorAll('#sitegen-navigation .nav-list a').length")
        browser.open(site.page("documentation/geometry/polygon/kind-swift.struct/"))
        topics = browser.js("return [...document.querySelectorAll('.docc-topics a')].map((link) => link.getAttribute('href'))")
    check(crumbs == ["Geometry", "Polygon", "Polygon.Kind", "sides"], f"the breadcrumbs without JavaScript: {crumbs}")
    check(listed == 0, f"{listed} links written into the sidebar of a reference page")
    check(any(href.endswith("/polygon/kind-swift.struct/sides/") for href in topics), f"Polygon.Kind's Topics: {topics}")
    return f"the breadcrumbs lead up ({' › '.join(crumbs)}); Polygon.Kind's Topics list sides among {len(topics)} links"


@test
def api_reference_pages_have_no_pager_and_name_their_navigation_file(context):
    site = context.reference
    pages = [path for path in site.pages if path.startswith("documentation/")]
    wrong = []
    for path in pages:
        with open(os.path.join(site.output, path, "index.html"), encoding="utf-8") as file:
            html = file.read()
        if 'class="pager"' in html or 'data-tree="/api/documentation/geometry/navigation.json"' not in html:
            wrong.append(path)
    check(not wrong, f"{len(wrong)} pages with a pager or without their navigation file: {wrong[:5]}")
    with open(os.path.join(context.docs.output, "docs", "theming", "index.html"), encoding="utf-8") as file:
        check('class="pager"' in file.read(), "the docs' pages lost their pager too")
    return f"{len(pages)} pages of the reference without a pager; the docs keep theirs"



# Where the heading with this id is, from the top of the window, and the page's address fragment.
HEADING_AT = "return [document.getElementById(arguments[0])?.getBoundingClientRect().top, location.hash];"


@test
def api_reference_a_lower_case_anchor_reaches_a_heading_that_keeps_its_case(context):
    # The headings of catalog pages have DocC's anchors (#Conforming-to-Shape), where sitegen once wrote lower-case
    # ones: a reader who comes with one, or follows one on the page, is taken to the heading and the address corrected.
    site = context.reference
    seen = []
    with context.browser(height=600) as browser:
        open_page(browser, site, "documentation/geometry/shape/#conforming-to-shape")
        for written, id in [(None, "Conforming-to-Shape"), ("#describing-the-boundary", "Describing-the-Boundary")]:
            if written:
                browser.js("location.hash = arguments[0]", written)

            def at_heading():
                top, fragment = browser.js(HEADING_AT, id)
                return (top, fragment) if fragment == "#" + id and top is not None and 0 <= top < 150 else None

            top, fragment = browser.wait(at_heading, lambda: f"#{id}: the heading's top and the address are {browser.js(HEADING_AT, id)}")
            seen.append(f"{written or '#conforming-to-shape in the address'} → {fragment}, {top:.0f} px from the top")
        errors = browser.console_errors()
    check(not errors, f"console errors: {errors}")
    return "; ".join(seen)
