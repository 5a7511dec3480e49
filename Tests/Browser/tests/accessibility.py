"""Console errors, accessible names and keyboard reachability on every page of the docs (and the fixtures)."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from suite import check, test

# Every rendered control of the page, tagged with data-browser-test-control="N" so
# focus can be followed; `inert` and disabled ones are left out (they are not meant to be reached).
CONTROLS = """
const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [contenteditable=""], ' +
    '[contenteditable=true], [tabindex], [role=button], [role=link], [role=checkbox], [role=switch], [role=tab], ' +
    '[role=combobox], [role=menuitem], [role=option], [role=slider]';
return [...document.querySelectorAll(selector)]
  .filter(e => e.checkVisibility({visibilityProperty: true}) && e.getClientRects().length && !e.closest('[inert]')
               && !e.disabled && e.getAttribute('tabindex') !== '-1' && !(e.tagName == 'SUMMARY' && e.parentElement.tagName != 'DETAILS'))
  .map((e, i) => {
    e.setAttribute('data-browser-test-control', i);
    return {index: i, element: e, description: e.outerHTML.replace(/\\s+/g, ' ').slice(0, 100)};
  });
"""

FAVICON = "/favicon.ico - Failed to load resource"


def _pages(context):
    return [(site, path) for site in (context.docs, context.fixtures) for path in site.pages]


@test
def no_console_errors(context):
    errors, visited, ignored = [], 0, 0
    with context.browser() as browser:
        for site, path in _pages(context):
            browser.open(site.page(path))
            for choice in ["night", "dark", "light", "system"]:
                browser.driver.find_element("css selector", f'button[data-theme-choice="{choice}"]').click()
            visited += 1
            for message in browser.console_errors():
                # The browser asks for /favicon.ico by itself when a page names no icon; not the page's doing.
                if FAVICON in message:
                    ignored += 1
                else:
                    errors.append(f"/{path} ({site.name}): {message}")
    check(not errors, f"{len(errors)} console errors: " + "; ".join(errors[:8]))
    note = f" (the browser's own /favicon.ico request failed {ignored} times: the site names no icon)" if ignored else ""
    return f"{visited} pages, every choice clicked on each, no errors{note}"


@test
def every_control_has_an_accessible_name(context):
    unnamed, named = [], 0
    with context.browser() as browser:
        for site, path in _pages(context):
            browser.open(site.page(path))
            for control in browser.js(CONTROLS):
                name = control["element"].accessible_name.strip()
                if name:
                    named += 1
                else:
                    role = control["element"].aria_role
                    unnamed.append(f"/{path} ({site.name}) {role}: {control['description']}")
    check(not unnamed, f"{len(unnamed)} controls without an accessible name: " + "; ".join(unnamed[:8]))
    return f"{named} controls on {len(_pages(context))} pages, each with a name"


@test
def every_control_is_reachable_by_tab(context):
    missed, reached_total = [], 0
    with context.browser() as browser:
        actions = ActionChains(browser.driver)
        for site, path in _pages(context):
            browser.open(site.page(path))
            controls = browser.js(CONTROLS)
            browser.js("document.activeElement && document.activeElement.blur(); window.focus()")
            reached, order = set(), []
            for _ in range(len(controls) + 20):
                actions.send_keys(Keys.TAB).perform()
                index = browser.js("const e = document.activeElement;"
                                   "return !e || e == document.body ? 'none' : e.getAttribute('data-browser-test-control')")
                if index == "none" and order or index in reached:
                    break  # focus left the page or came round again: one full round is done
                if index is None or index == "none":
                    continue
                reached.add(index)
                order.append(index)
            reached_total += len(reached)
            for control in controls:
                if str(control["index"]) not in reached:
                    missed.append(f"/{path} ({site.name}): {control['description']}")
    check(not missed, f"{len(missed)} controls never receive focus by Tab: " + "; ".join(missed[:8]))
    return f"{reached_total} controls on {len(_pages(context))} pages, each reached by Tab"
