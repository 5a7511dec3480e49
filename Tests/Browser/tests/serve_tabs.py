"""`sitegen serve` with many page loads and tabs: no load waits for a free connection, and an edit reaches every tab.

A browser allows six HTTP/1.1 connections per host. A live-reload stream per page, kept open by
pages in the back/forward cache or in other tabs, would make the seventh load wait a minute; the
pages share one stream through a worker instead (Content/docs/serving.md).
"""

import os
import time

from suite import check, test

# A load has stalled when it takes this long: a load waiting for a connection that a live-reload stream holds
# waits about a minute, while a good load takes well under a second, and a few seconds on a machine whose
# cores are busy with other work. The margin is wide on both sides so that the test never depends on timing.
STALLED = 15.0
TABS = 8
BASE_TEMPLATE = os.path.join("Templates", "base.html")

# The time (epoch milliseconds) the current document finished loading.
LOADED_AT = "return performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventEnd"


def _timed_load(browser, url):
    started = time.monotonic()
    browser.open(url)
    return time.monotonic() - started


def _check_no_stall(times, what):
    slowest = max(times)
    check(slowest < STALLED, f"{what}: a load stalled for {slowest:.2f} s (all: {', '.join(f'{t:.2f}' for t in times)})")
    return slowest


def _pages(context):
    return [page for page in context.docs.pages if page][:20]


def _edit_base_template(copy, stamp):
    path = os.path.join(copy, BASE_TEMPLATE)
    with open(path, encoding="utf-8") as file:
        text = file.read()
    with open(path, "w", encoding="utf-8") as file:
        file.write(text.replace("</body>", f'<p data-browser-test-edit="{stamp}"></p>\n</body>', 1))


def _has_edit(browser, stamp):
    return browser.js(
        "return document.readyState == 'complete' && document.querySelector(arguments[0]) !== null",
        f'[data-browser-test-edit="{stamp}"]',
    )


@test
def serve_never_stalls_a_load_in_one_tab_or_in_eight_then_one_edit_reloads_all_tabs(context):
    copy = context.copy_of_repository_site("serve-tabs")
    server = context.serve(["--source", copy])
    pages = _pages(context)
    with context.browser() as browser:
        driver = browser.driver
        one_tab = [_timed_load(browser, server.url + pages[i % len(pages)]) for i in range(20)]
        slowest_one = _check_no_stall(one_tab, "20 loads in one tab")

        for i in range(TABS - 1):
            driver.switch_to.new_window("tab")
            browser.open(server.url + pages[i])
        tabs = driver.window_handles
        check(len(tabs) == TABS, f"{len(tabs)} tabs open, expected {TABS}")
        many_tabs = []
        for round in range(2):
            for i, handle in enumerate(tabs):
                driver.switch_to.window(handle)
                many_tabs.append(_timed_load(browser, server.url + pages[(i * 2 + round + 3) % len(pages)]))
        slowest_many = _check_no_stall(many_tabs, f"loads with {TABS} tabs open")

        for handle in tabs:
            driver.switch_to.window(handle)
            browser.wait(lambda: browser.js("return window.sitegenLiveReload === true"), "no live-reload script")
        stamp = f"{time.time():.3f}"
        edited_at = time.time() * 1000
        _edit_base_template(copy, stamp)
        reloaded_at = []
        for number, handle in enumerate(tabs, 1):
            driver.switch_to.window(handle)
            browser.wait(
                lambda: _has_edit(browser, stamp),
                lambda: f"tab {number} of {TABS} did not reload with the edit within 20 s; server said: {server.output[-300:]}",
                timeout=20,
            )
            reloaded_at.append(browser.js(LOADED_AT))
        seconds = (max(reloaded_at) - edited_at) / 1000
    return (
        f"slowest load: {slowest_one:.2f} s of 20 in one tab, {slowest_many:.2f} s of {len(many_tabs)} with {TABS} tabs; "
        f"edit → all {TABS} tabs reloaded in {seconds:.2f} s"
    )


@test
def serve_page_restored_from_the_back_forward_cache_catches_up_with_an_edit(context):
    copy = context.copy_of_repository_site("serve-history")
    server = context.serve(["--source", copy])
    first, second = _pages(context)[:2]
    with context.browser() as browser:
        driver = browser.driver
        browser.open(server.url + first)
        # sessionStorage outlives the reload, so it tells whether Back restored the page from the cache.
        browser.js(
            "addEventListener('pageshow', (e) => { if (e.persisted) sessionStorage.setItem('restored', '1') })"
        )
        browser.open(server.url + second)
        browser.wait(lambda: browser.js("return window.sitegenLiveReload === true"), "no live-reload script")
        stamp = f"{time.time():.3f}"
        _edit_base_template(copy, stamp)
        browser.wait(lambda: _has_edit(browser, stamp), "the shown page did not reload with the edit", timeout=20)
        driver.back()
        browser.wait(
            lambda: _has_edit(browser, stamp),
            "the page shown by Back still has the build from before the edit",
            timeout=20,
        )
        restored = browser.js("return sessionStorage.getItem('restored') === '1'")
    how = "restored from the back/forward cache, then reloaded" if restored else "loaded again (not from the cache)"
    return f"Back after an edit: the page was {how} with the edit"


@test
def serve_reloads_pages_in_a_browser_without_shared_workers(context):
    copy = context.copy_of_repository_site("serve-no-shared-worker")
    server = context.serve(["--source", copy])
    page = _pages(context)[0]
    with context.browser() as browser:
        # As in browsers without SharedWorker (Chrome on Android): each shown page runs the worker itself.
        browser.on_new_document("delete window.SharedWorker")
        browser.open(server.url + page)
        browser.wait(lambda: browser.js("return window.sitegenLiveReload === true"), "no live-reload script")
        check(browser.js("return typeof SharedWorker") == "undefined", "SharedWorker is still there")
        stamp = f"{time.time():.3f}"
        _edit_base_template(copy, stamp)
        browser.wait(lambda: _has_edit(browser, stamp), "the page did not reload with the edit", timeout=20)
    return "reloaded with the edit through a dedicated worker"
