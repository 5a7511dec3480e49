"""System appearance: following the OS, with and without JavaScript, live; choices across tabs."""

from colors import Color
from suite import check, test
from tests.common import DOCS_PAGE, check_colors, choose, same_color


def _follows_the_os(context, scheme, scripts):
    site = context.docs
    with context.browser() as browser:
        browser.emulate_scheme(scheme)
        if not scripts:
            browser.disable_scripts()
        browser.open(site.page(DOCS_PAGE))
        state = browser.appearance()
        check(state["theme"] is None, f"<html data-theme={state['theme']!r}> on system; expected none")
        check_colors(state, site.palette()[scheme], f"OS {scheme}")
        if scripts:
            check(
                state["choice"] == "system" and state["pressed"] == ["system"],
                f"choice {state['choice']!r}, pressed {state['pressed']}; expected system",
            )
            return f"background {state['background']}, text {state['text']}"
        shown = browser.js("""
            return [...document.querySelectorAll('.sitegen-theme-toggle, button[data-theme-choice], .search')]
                .filter(e => e.getClientRects().length > 0).map(e => e.outerHTML.slice(0, 80));
        """)
        check(state["choice"] is None, f"data-theme-choice={state['choice']!r} with JavaScript off")
        check(not shown, f"controls that need JavaScript are shown without it: {shown}")
        return f"background {state['background']}, text {state['text']}, no theme or search control shown"


@test
def system_light_follows_the_os(context):
    return _follows_the_os(context, "light", scripts=True)


@test
def system_dark_follows_the_os(context):
    return _follows_the_os(context, "dark", scripts=True)


@test
def system_light_without_javascript(context):
    return _follows_the_os(context, "light", scripts=False)


@test
def system_dark_without_javascript(context):
    return _follows_the_os(context, "dark", scripts=False)


@test
def system_follows_os_changes_live(context):
    site = context.docs
    palette = site.palette()
    with context.browser() as browser:
        browser.open(site.page(DOCS_PAGE))
        browser.js("window.sitegenNotReloaded = true")
        check_colors(browser.appearance(), palette["light"], "OS light")
        for scheme in ["dark", "light"]:
            browser.emulate_scheme(scheme)
            expected = palette[scheme]["background"]
            browser.wait(
                lambda: same_color(Color.parse(browser.appearance()["background"]), expected),
                lambda: f"after the OS turned {scheme}: {browser.appearance()}",
            )
            check_colors(browser.appearance(), palette[scheme], f"after the OS turned {scheme}")
        check(browser.js("return window.sitegenNotReloaded === true"), "the page reloaded to follow the OS")
    return "light → dark → light without a reload"


@test
def explicit_choice_ignores_os_changes(context):
    site = context.docs
    palette = site.palette()
    with context.browser() as browser:
        browser.open(site.page(DOCS_PAGE))
        choose(browser, "light")
        browser.emulate_scheme("dark")
        # A live OS change reaches the page within a frame; give it a few before judging.
        browser.js("return new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
        check(browser.js("return matchMedia('(prefers-color-scheme: dark)').matches"), "the OS change was not emulated")
        state = browser.appearance()
        check(state["theme"] == "light", f"data-theme {state['theme']!r} after the OS turned dark; expected light")
        check_colors(state, palette["light"], "Light chosen, OS dark")
    return "Light stays light when the OS turns dark"


@test
def choice_reaches_every_open_tab(context):
    site = context.docs
    palette = site.palette()
    with context.browser() as browser:
        driver = browser.driver
        browser.open(site.page(DOCS_PAGE))
        first = driver.current_window_handle
        driver.switch_to.new_window("tab")
        browser.open(site.page(""))
        second = driver.current_window_handle
        seen = []
        for choice, clicked_in, watched in [
            ("night", second, first),
            ("dark", first, second),
            ("system", second, first),
        ]:
            driver.switch_to.window(clicked_in)
            choose(browser, choice)
            driver.switch_to.window(watched)
            theme = None if choice == "system" else choice
            browser.wait(
                lambda: browser.appearance()["theme"] == theme,
                lambda: f"{choice} chosen in another tab; this tab shows {browser.appearance()}",
            )
            state = browser.appearance()
            check(
                state["pressed"] == [choice] and state["choice"] == choice,
                f"{choice} chosen in another tab; this tab's buttons say {state['pressed']}, choice {state['choice']!r}",
            )
            check_colors(state, palette[theme or "light"], f"{choice} chosen in another tab")
            seen.append(choice)
    return "night, dark and system each reached the other tab"
