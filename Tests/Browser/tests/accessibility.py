"""Console errors, accessible names and keyboard reachability on every page of the docs and the fixtures, and on
pages of the API reference with its sidebar's tree shown."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from suite import check, test
from tests.common import REFERENCE_PAGES, choose, open_page

# Every rendered control of the page, tagged with data-browser-test-control="N" so
# focus can be followed; `inert` and disabled ones are left out (they are not meant to be reached).
CONTROLS = """
const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [contenteditable=""], ' +
    '[contenteditable=true], [tabindex], [role=button], [role=link], [role=checkbox], [role=switch], [role=tab], ' +
    '[role=combobox], [role=menuitem], [role=option], [role=slider]';
return [...document.querySelectorAll(selector)]
  .filter(e => e.checkVisibility({visibilityProperty: true}) && e.getClientRects().length && !e.closest('[inert]')
               && !e.disabled && e.getAttribute('tabindex') !== '-1' && !(e.tagName == 'SUMMARY' && e.parentElement.tagName != 'DETAILS')
               // Tab stops once in a radio group, at its checked radio; arrow keys move within it (content tabs).
               && !(e.type == 'radio' && !e.checked && e.form == null
                    && document.querySelector(`input[type=radio][name="${CSS.escape(e.name)}"]:checked`)))
  .map((e, i) => {
    e.setAttribute('data-browser-test-control', i);
    return {index: i, element: e, description: e.outerHTML.replace(/\\s+/g, ' ').slice(0, 100)};
  });
"""

def _pages(context):
    return [(site, path) for site in (context.docs, context.fixtures) for path in site.pages] + [
        (context.reference, path) for path in REFERENCE_PAGES]


@test
def no_console_errors(context):
    # Every page names an icon, so the browser's own /favicon.ico request (a 404 on any static host) is an error too.
    errors, visited = [], 0
    with context.browser() as browser:
        for site, path in _pages(context):
            open_page(browser, site, path)
            for choice in ["night", "dark", "light", "system"]:
                choose(browser, choice)
            visited += 1
            errors += [f"/{path} ({site.name}): {message}" for message in browser.console_errors()]
    check(not errors, f"{len(errors)} console errors: " + "; ".join(errors[:8]))
    return f"{visited} pages, every choice clicked on each, no errors"


def _narrow_pages(context):
    """The page kinds of the docs at a phone's width, where the sidebar becomes a "Menu" disclosure."""
    return [(context.docs, path) for path in ["", "docs/", "docs/theming/", "blog/introducing-sitegen/"]] + [
        (context.reference, REFERENCE_PAGES[1])]


def _unnamed_controls(browser, pages):
    """The controls on `pages` without an accessible name, and how many have one."""
    unnamed, named = [], 0
    for site, path in pages:
        open_page(browser, site, path)
        for control in browser.js(CONTROLS):
            if control["element"].accessible_name.strip():
                named += 1
            else:
                unnamed.append(f"/{path} ({site.name}) {control['element'].aria_role}: {control['description']}")
    return unnamed, named


def _unreached_controls(browser, pages):
    """The controls on `pages` that Tab never focuses, pressing it from the top of each page
    until focus leaves the page or comes round again; and how many it reached."""
    missed, reached_total = [], 0
    actions = ActionChains(browser.driver)
    for site, path in pages:
        open_page(browser, site, path)
        controls = browser.js(CONTROLS)
        reached = set()
        for _ in range(len(controls) + 20):
            actions.send_keys(Keys.TAB).perform()
            index = browser.js(
                "const e = document.activeElement;"
                "return !e || e == document.body ? 'none' : e.getAttribute('data-browser-test-control')"
            )
            if index == "none" and reached or index in reached:
                break
            if index not in (None, "none"):
                reached.add(index)
        reached_total += len(reached)
        missed += [f"/{path} ({site.name}): {c['description']}" for c in controls if str(c["index"]) not in reached]
    return missed, reached_total


def _check_names(context, pages, **window):
    with context.browser(**window) as browser:
        unnamed, named = _unnamed_controls(browser, pages)
    check(not unnamed, f"{len(unnamed)} controls without an accessible name: " + "; ".join(unnamed[:8]))
    return f"{named} controls on {len(pages)} pages, each with a name"


def _check_tab(context, pages, **window):
    with context.browser(**window) as browser:
        missed, reached = _unreached_controls(browser, pages)
    check(not missed, f"{len(missed)} controls never receive focus by Tab: " + "; ".join(missed[:8]))
    return f"{reached} controls on {len(pages)} pages, each reached by Tab"


@test
def every_control_has_an_accessible_name(context):
    return _check_names(context, _pages(context))


@test
def every_control_has_an_accessible_name_on_a_narrow_screen(context):
    return _check_names(context, _narrow_pages(context), width=480, height=900)


@test
def every_control_is_reachable_by_tab(context):
    return _check_tab(context, _pages(context))


@test
def every_control_is_reachable_by_tab_on_a_narrow_screen(context):
    return _check_tab(context, _narrow_pages(context), width=480, height=900)
