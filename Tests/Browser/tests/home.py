"""The home layout of the docs' home page: the hero with its buttons, the feature cards, the newest posts."""

from suite import check, test
from tests.common import open_at_width

HOME = """
const visible = (e) => e && e.getClientRects().length > 0;
const hero = document.querySelector('.hero'), title = hero && hero.querySelector('h1');
const actions = [...document.querySelectorAll('.hero-action')].filter(visible);
return {title: visible(title) ? title.textContent : null, tagline: visible(document.querySelector('.hero-tagline')),
        actions: actions.map(a => ({text: a.textContent, href: a.getAttribute('href'), box: a.getBoundingClientRect().height,
                                    background: getComputedStyle(a).backgroundColor})),
        cards: [...document.querySelectorAll('.feature')].filter(visible).length,
        recent: [...document.querySelectorAll('.recent-list a')].filter(visible).length,
        overflow: document.documentElement.scrollWidth - innerWidth};
"""


@test
def home_hero_renders_with_its_buttons_cards_and_newest_posts(context):
    site = context.docs
    for width in [390, 1280]:
        with open_at_width(context, width) as browser:
            browser.open(site.page(""))
            home = browser.js(HOME)
            statuses = [browser.js("return fetch(arguments[0]).then(r => r.status)", a["href"]) for a in home["actions"]]
        check(statuses == [200, 200], f"the buttons' links answer {statuses}")
        check(home["title"] == "sitegen" and home["tagline"], f"at {width} px the hero shows {home}")
        check([a["text"] for a in home["actions"]] == ["Get started", "Read the docs"], f"buttons {home['actions']}")
        check(all(a["box"] >= 40 for a in home["actions"]), f"buttons smaller than a finger: {home['actions']}")
        primary, secondary = (a["background"] for a in home["actions"])
        check(primary != secondary, f"the primary button looks like the other one ({primary})")
        check(home["cards"] == 4 and home["recent"] >= 1, f"{home['cards']} cards and {home['recent']} posts")
        check(home["overflow"] <= 0, f"at {width} px the home page scrolls sideways by {home['overflow']} px")
    return f"hero with 2 buttons that lead to pages, {home['cards']} cards, {home['recent']} recent posts at 390 and 1280 px"
