"""Images with `~dark` / `~night` siblings show the variant of the effective appearance (fixture site)."""

from suite import check, test
from tests.common import choose

# (OS, stored choice) → the file each of the page's three images shows:
# swatch (dark and night variants), moon (dark only), swatch inside a `::: dark` section.
ALL_DARK = ["swatch~dark.png", "moon~dark.png", "swatch~dark.png"]
EXPECTED = [
    (("light", "system"), ["swatch.png", "moon.png", "swatch~dark.png"]),
    (("dark", "system"), ALL_DARK),
    (("dark", "light"), ["swatch.png", "moon.png", "swatch~dark.png"]),
    (("light", "dark"), ALL_DARK),
    (("light", "night"), ["swatch~night.png", "moon~dark.png", "swatch~night.png"]),
]


def _shown(browser):
    """The file names the page's pictures show, or None while one is still loading."""
    return browser.js("""
        const images = [...document.querySelectorAll('picture img')];
        return images.every(i => i.complete && i.currentSrc)
            ? images.map(i => decodeURIComponent(i.currentSrc.split('/').pop())) : null;
    """)


@test
def picture_variants_follow_the_appearance(context):
    site = context.fixtures
    with context.browser() as browser:
        for (os_scheme, stored), files in EXPECTED:
            browser.emulate_scheme(os_scheme)
            browser.store_choice(site.url, stored)
            browser.open(site.page("pictures/"))
            shown = browser.wait(lambda: _shown(browser), "the pictures never loaded")
            check(shown == files, f"OS {os_scheme}, {stored} stored: the pictures show {shown}; expected {files}")
        choose(browser, "dark")
        browser.wait(
            lambda: _shown(browser) == ALL_DARK,
            lambda: f"after clicking Dark in night the pictures show {_shown(browser)}; expected {ALL_DARK}",
        )
    return f"{len(EXPECTED)} arrivals and a live switch from night to dark"
