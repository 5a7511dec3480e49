"""`sitegen serve`: live reload, the build error overlay, and appearances side by side.

The live tests serve a temporary copy of the repository's site (Content/,
Templates/, site.json) with `sitegen serve --source COPY` and edit the copy.
"""

import os
import time

from suite import check, test
from tests.common import check_colors

PAGE = "docs/getting-started/"
CONTENT_FILE = os.path.join("Content", "docs", "getting-started.md")
TEMPLATE = os.path.join("Templates", "page.html")

# The text of the overlay's alert dialog, or null while there is none.
OVERLAY = """
const host = document.querySelector('[data-sitegen-overlay]');
const dialog = host && host.shadowRoot && host.shadowRoot.querySelector('[role=alertdialog]');
return dialog ? dialog.innerText : null;
"""


def _serve_copy(context, name):
    copy = context.copy_of_repository_site(name)
    return copy, context.serve(["--source", copy])


def _mark_page(browser):
    """Marks the open page's window: the mark is gone once the page has reloaded."""
    browser.js("window.sitegenBrowserTestMark = true")


def _reloaded(browser):
    return browser.js("return window.sitegenBrowserTestMark !== true && document.readyState == 'complete'")


def _write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


@test
def serve_reloads_the_page_when_a_content_file_changes(context):
    copy, server = _serve_copy(context, "serve-reload")
    source = os.path.join(copy, CONTENT_FILE)
    with context.browser() as browser:
        browser.open(server.url + PAGE)
        browser.wait(
            lambda: browser.js("return window.sitegenLiveReload === true"), "no live-reload script in the page"
        )
        _mark_page(browser)
        sentence = f"Edited by the browser tests at {time.time():.0f}."
        with open(source, encoding="utf-8") as file:
            original = file.read()
        edited_at = time.monotonic()
        _write(source, original + "\n" + sentence + "\n")
        browser.wait(
            lambda: _reloaded(browser)
            and browser.js("return document.body.textContent.includes(arguments[0])", sentence),
            lambda: f"the page did not reload with the edit within 20 s; server said: {server.output[-400:]}",
            timeout=20,
        )
        seconds = time.monotonic() - edited_at
    return f"edit → reloaded page with the new sentence in {seconds:.2f} s (polling every 50 ms)"


@test
def serve_shows_a_broken_template_over_the_page_until_fixed(context):
    copy, server = _serve_copy(context, "serve-overlay")
    template = os.path.join(copy, TEMPLATE)
    with open(template, encoding="utf-8") as file:
        original = file.read()
    # An `if` without its condition on a new first line: the error is at 1:7 whatever the template holds.
    broken = "{% if %}\n" + original
    location = "page.html:1:7:"
    with context.browser() as browser:
        driver = browser.driver
        browser.open(server.url + PAGE)
        browser.wait(
            lambda: browser.js("return window.sitegenLiveReload === true"), "no live-reload script in the page"
        )
        title = driver.title
        _mark_page(browser)
        _write(template, broken)
        text = browser.wait(
            lambda: browser.js(OVERLAY),
            lambda: f"no overlay within 20 s; server said: {server.output[-400:]}",
            timeout=20,
        )
        check(location in text and "error" in text, f"the overlay says {text!r}; expected {location}… error")
        check("This is the last good build." in text, f"the overlay over a built page says {text!r}")
        check(
            browser.js("return window.sitegenBrowserTestMark === true") and driver.title == title,
            "the page under the overlay is not the last good one",
        )
        # A page opened while the build is broken shows the error at once.
        driver.switch_to.new_window("tab")
        browser.open(server.url)
        browser.wait(lambda: browser.js(OVERLAY), "a page opened during the failed build shows no overlay")
        driver.close()
        driver.switch_to.window(driver.window_handles[0])
        _write(template, original)
        browser.wait(
            lambda: _reloaded(browser) and browser.js(OVERLAY) is None,
            lambda: f"the overlay is still there 20 s after the fix: {browser.js(OVERLAY)!r}",
            timeout=20,
        )
        check(driver.title == title, f"after the fix the page is titled {driver.title!r}; expected {title!r}")
    said = next(line for line in text.splitlines() if location in line)
    return f"the overlay said “{said.strip()}”, and was gone after the fix"


@test
def serve_says_when_no_build_has_succeeded_yet(context):
    copy = context.copy_of_repository_site("serve-first-build-fails")
    template = os.path.join(copy, TEMPLATE)
    with open(template, encoding="utf-8") as file:
        original = file.read()
    _write(template, "{% if %}\n" + original)
    server = context.serve(["--source", copy])
    with context.browser() as browser:
        browser.open(server.url + PAGE)
        text = browser.wait(lambda: browser.js(OVERLAY), "no overlay over the page of a site that never built")
        check("No build has succeeded yet." in text, f"the overlay says {text!r}")
        check("last good build" not in text, f"the overlay claims a last good build: {text!r}")
        check(browser.driver.title == "Not built yet", f"the page under the overlay is titled {browser.driver.title!r}")
        _write(template, original)
        browser.wait(
            lambda: browser.js(OVERLAY) is None and browser.driver.title != "Not built yet",
            lambda: f"20 s after the fix the page is still {browser.driver.title!r}: {server.output[-400:]}",
            timeout=20,
        )
        title = browser.driver.title
    return f"the overlay said “{text.splitlines()[-1].strip()}”; after the fix the page is “{title}”"


@test
def appearances_page_shows_light_dark_and_night_side_by_side(context):
    site = context.docs
    palette = site.palette()
    with context.browser() as browser:
        driver = browser.driver
        browser.store_choice(site.url, "dark")
        # At phone width the frames are not scaled down, and chromedriver clicks where the buttons are
        # (it places clicks inside a scaled frame as if it were not scaled).
        browser.open(site.url + "_sitegen/appearances?page=/docs/&width=390")
        frames = driver.find_elements("css selector", "iframe[data-appearance]")
        check(
            [f.get_attribute("data-appearance") for f in frames] == ["light", "dark", "night"],
            f"frames: {[f.get_attribute('data-appearance') for f in frames]}",
        )
        for frame in frames:
            appearance = frame.get_attribute("data-appearance")
            driver.switch_to.frame(frame)
            browser.wait(
                lambda: browser.js(
                    "return location.search.includes('sitegen-appearance=')" " && document.readyState == 'complete'"
                ),
                f"the {appearance} frame never loaded its page",
            )
            state = browser.appearance()
            check(state["theme"] == appearance, f"the {appearance} frame has data-theme {state['theme']!r}")
            check_colors(state, palette[appearance], f"the {appearance} frame")
            # At phone width the four choices sit behind the appearance menu's one button.
            driver.find_element("css selector", ".sitegen-theme-menu").click()
            driver.find_element("css selector", 'button[data-theme-choice="light"]').click()
            driver.switch_to.default_content()
        stored = browser.js("return localStorage.getItem('sitegen-theme')")
        check(stored == "dark", f"the stored choice became {stored!r}; the frames must not touch it")
    return "light, dark and night frames; the reader's stored choice stays dark, even after clicks in the frames"


@test
def appearances_page_lays_each_frame_out_at_the_chosen_width_scaled_to_fit(context):
    site = context.docs
    with context.browser(width=1400, height=900) as browser:
        driver = browser.driver
        browser.open(site.url + "_sitegen/appearances?page=/docs/")
        sheets = browser.js("return [...document.styleSheets].map(s => s.href || '')")
        check(any(sheet.endswith("/assets/site.css") for sheet in sheets), f"the site's stylesheet is not used: {sheets}")
        seen = []
        for width in ["390", "820", "1280"]:
            driver.find_element("css selector", f'input[name="width"][value="{width}"]').click()
            frame = driver.find_element("css selector", 'iframe[data-appearance="dark"]')
            column = browser.js("return arguments[0].parentElement.getBoundingClientRect().width", frame)
            shown = browser.js("return arguments[0].getBoundingClientRect().width", frame)
            driver.switch_to.frame(frame)
            inner = browser.wait(
                lambda: browser.js("return document.readyState == 'complete' && window.innerWidth"), "no page in the frame"
            )
            driver.switch_to.default_content()
            check(inner == int(width), f"at {width} px the page in the frame is {inner} px wide")
            fits = min(int(width), column)
            check(abs(shown - fits) < 1, f"at {width} px the frame is {shown:.0f} px on screen; expected {fits:.0f} in its column")
            check(shown >= int(width) / 2 - 1, f"at {width} px the frame is scaled to {shown:.0f} px, below half")
            check("width=" + width in driver.current_url, f"the address {driver.current_url} does not keep the width")
            seen.append(f"{width} px shown at {shown:.0f} px")
    return "; ".join(seen) + " in a column of " + f"{column:.0f} px"
