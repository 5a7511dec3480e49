"""The appearance control: each `button[data-theme-choice]` and what it sets, and the steps of Night's brightness."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from colors import Color
from suite import check, test
from tests.common import DOCS_PAGE, check_colors, choose, same_color


def _choose(context, choice, os_scheme, stored):
    """With the OS on `os_scheme` and `stored` already chosen, clicks `choice` and checks
    data-theme, localStorage, aria-pressed and the computed colors, before and after a reload."""
    site = context.docs
    palette = site.palette()
    theme = None if choice == "system" else choice
    expected = palette[theme or os_scheme]
    with context.browser() as browser:
        browser.emulate_scheme(os_scheme)
        if stored:
            browser.store_choice(site.url, stored)
        browser.open(site.page(DOCS_PAGE))
        before = browser.appearance()
        choose(browser, choice)
        after = browser.appearance()
        check(after["theme"] == theme, f"data-theme {after['theme']!r} after clicking {choice}; expected {theme!r}")
        check(after["choice"] == choice, f"data-theme-choice {after['choice']!r}; expected {choice!r}")
        check(after["stored"] == choice, f"localStorage sitegen-theme {after['stored']!r}; expected {choice!r}")
        pressed = browser.js("""
            return Object.fromEntries([...document.querySelectorAll('button[data-theme-choice]')]
                .map(b => [b.getAttribute('data-theme-choice'), b.getAttribute('aria-pressed')]));
        """)
        check(
            pressed == {name: str(name == choice).lower() for name in ["system", "light", "dark", "night"]},
            f"aria-pressed after clicking {choice}: {pressed}",
        )
        check_colors(after, expected, f"after clicking {choice}")
        check(
            not same_color(Color.parse(before["background"]), Color.parse(after["background"]))
            or not same_color(Color.parse(before["text"]), Color.parse(after["text"])),
            f"the colors did not change: {before['background']}/{before['text']} before and after",
        )
        browser.open(site.page(DOCS_PAGE))
        reloaded = browser.appearance()
        check(
            reloaded["theme"] == theme and reloaded["pressed"] == [choice],
            f"after a reload: data-theme {reloaded['theme']!r}, pressed {reloaded['pressed']}",
        )
        check_colors(reloaded, expected, f"{choice} after a reload")
        return f"{before['background']}/{before['text']} → {after['background']}/{after['text']}, kept after a reload"


@test
def light_button_chooses_light(context):
    return _choose(context, "light", os_scheme="dark", stored=None)


@test
def dark_button_chooses_dark(context):
    return _choose(context, "dark", os_scheme="light", stored=None)


@test
def night_button_chooses_night(context):
    return _choose(context, "night", os_scheme="dark", stored="dark")


@test
def system_button_returns_to_the_os(context):
    return _choose(context, "system", os_scheme="dark", stored="night")


@test
def page_restored_from_the_back_forward_cache_shows_the_latest_choice(context):
    site = context.docs
    with context.browser() as browser:
        browser.on_new_document("addEventListener('pageshow', e => { window.sitegenRestored = e.persisted; });")
        browser.open(site.page(DOCS_PAGE))
        choose(browser, "light")
        browser.js("window.sitegenBrowserTestMark = true")
        browser.open(site.page("docs/"))
        choose(browser, "night")
        browser.driver.back()
        browser.wait(
            lambda: browser.js("return window.sitegenRestored === true && window.sitegenBrowserTestMark === true"),
            "going back did not restore the page from the back/forward cache",
        )
        state = browser.appearance()
        check(
            state["theme"] == "night" and state["pressed"] == ["night"],
            f"the restored page shows data-theme {state['theme']!r}, pressed {state['pressed']}; Night was chosen since",
        )
        check_colors(state, site.palette()["night"], "the restored page")
    return "chose Light, went on, chose Night, went back: the cached page shows Night"


def _choose_step_by_keyboard(browser, step):
    """Opens the appearance menu with Enter and Tabs past the four choices to the step, then presses Enter."""
    browser.js("document.querySelector('sitegen-appearance .sitegen-theme-menu').focus()")
    keys = ActionChains(browser.driver).send_keys(Keys.ENTER)
    for _ in range(4 + ["100", "75", "50"].index(step) + 1):
        keys = keys.send_keys(Keys.TAB)
    keys.send_keys(Keys.ENTER).perform()


BRIGHTNESS = """
const group = document.querySelector('.sitegen-night-brightness');
let stored = null;
try { stored = localStorage.getItem('sitegen-night-brightness'); } catch (_) {}
return {shown: !!group && group.getClientRects().length > 0, attribute: document.documentElement.getAttribute('data-night-brightness'),
        stored, name: group && document.getElementById(group.getAttribute('aria-labelledby')).textContent,
        steps: [...document.querySelectorAll('button[data-brightness-choice]')].map(b => [b.textContent, b.getAttribute('aria-pressed')]),
        focused: document.activeElement.getAttribute('data-brightness-choice')};
"""


@test
def night_brightness_steps_dim_the_text_are_kept_and_are_offered_only_at_night(context):
    site = context.docs
    with context.browser() as browser:
        browser.emulate_scheme("light")
        browser.open(site.page(DOCS_PAGE))
        night = site.palette()["night"]
        for choice in ["light", "dark", "system"]:
            choose(browser, choice)
            browser.driver.find_element("css selector", "sitegen-appearance .sitegen-theme-menu").click()
            check(not browser.js(BRIGHTNESS)["shown"], f"the brightness steps show with {choice} chosen")
            browser.driver.find_element("css selector", "sitegen-appearance .sitegen-theme-menu").click()
        choose(browser, "night")
        default = browser.appearance("main p")
        check_colors(browser.appearance(), night, "Night at its default brightness")
        _choose_step_by_keyboard(browser, "50")
        dimmed = browser.appearance("main p")
        menu = browser.js(BRIGHTNESS)
        check(menu["shown"] and menu["name"] == "Night brightness", f"the steps at night: {menu}")
        check(menu["steps"] == [["100%", "false"], ["75%", "false"], ["50%", "true"]] and menu["focused"] == "50",
              f"after Enter on 50%: {menu}")
        check(menu["attribute"] == "50" and menu["stored"] == "50", f"the step chosen is not applied and kept: {menu}")
        expected = Color.parse(default["text"]).dimmed(0.5)
        check(same_color(Color.parse(dimmed["text"]), expected),
              f"text at 50%: {dimmed['text']}, expected {expected.css()} (from {default['text']})")
        browser.open(site.page(DOCS_PAGE))
        reloaded = browser.appearance("main p")
        check(same_color(Color.parse(reloaded["text"]), expected), f"after a reload the text is {reloaded['text']}")
        check(browser.js(BRIGHTNESS)["attribute"] == "50", "the step is not kept over a reload")
        choose(browser, "dark")
        check_colors(browser.appearance(), site.palette()["dark"], "Dark with Night dimmed to 50%")
        browser.driver.find_element("css selector", "sitegen-appearance .sitegen-theme-menu").click()
        check(not browser.js(BRIGHTNESS)["shown"], "the brightness steps show in Dark")
    return f"Night's text {default['text']} → {dimmed['text']} at 50% by keyboard, kept after a reload; not offered in light, dark, system"
