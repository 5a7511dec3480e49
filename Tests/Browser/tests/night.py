"""Night Mode: every pixel black or a shade of red, nothing green or blue above 8; and the hierarchy kept
in red alone: syntax classes on distinct levels, links and secondary text apart from body text."""

import subprocess

from PIL import ImageChops

from colors import Color, contrast
from suite import Failure, check, test
from tests.common import REFERENCE_PAGES, open_page

LIMIT = 8

# Opens the modal dialog, selects its text and focuses its field, then reports
# what the screenshot will hold, so the check cannot pass on a page missing a part.
STAGE = """
const dialog = document.getElementById('dialog'), field = document.getElementById('dialog-field');
dialog.showModal();
field.focus();
getSelection().selectAllChildren(document.getElementById('dialog-text'));
const image = document.getElementById('rainbow'), emoji = document.getElementById('emoji').getBoundingClientRect();
return {modal: dialog.matches(':modal'), focused: document.activeElement === field,
        focusRing: field.matches(':focus-visible'), selected: getSelection().toString(),
        detailsOpen: document.querySelector('details').open, image: image.complete && image.naturalWidth > 0,
        emoji: [emoji.left + scrollX, emoji.top + scrollY, emoji.right + scrollX, emoji.bottom + scrollY].map(Math.round)};
"""


def green_or_blue(image):
    """The number of pixels whose green or blue exceeds LIMIT, and the image of max(green, blue)."""
    _, green, blue = image.split()
    strongest = ImageChops.lighter(green, blue)
    return sum(strongest.histogram()[LIMIT + 1 :]), strongest


def worst_offenders(browser, image, strongest, count=8):
    """Where the offending pixels are (their bounding box) and the worst of them, one per distinct color,
    each with the element drawn there."""
    box = strongest.point(lambda value: 255 if value > LIMIT else 0).getbbox()
    values = strongest.tobytes()
    worst, colors = [], set()
    for index in sorted(range(len(values)), key=values.__getitem__, reverse=True):
        x, y = index % image.width, index // image.width
        color = image.getpixel((x, y))
        if values[index] <= LIMIT or len(worst) == count:
            break
        if color not in colors:
            colors.add(color)
            worst.append((x, y, color))
    described = []
    for x, y, color in worst:
        element = browser.js(
            """
            const [x, y] = arguments; scrollTo(0, Math.max(0, y - innerHeight / 2));
            const e = document.elementFromPoint(x, y - scrollY);
            return e ? e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
                [...e.classList].map(c => '.' + c).join('') : 'nothing';
        """,
            x,
            y,
        )
        described.append(f"({x},{y}) rgb{color} in {element}")
    return f"all within {box}; worst: " + "; ".join(described)


def screenshot_verdict(browser, where):
    """Screenshots the whole page and fails with the count and the worst offenders if any pixel is green or blue."""
    image = browser.full_page_screenshot()
    offending, strongest = green_or_blue(image)
    if offending:
        worst = worst_offenders(browser, image, strongest)
        check(
            False, f"{where}: {offending} of {image.width}×{image.height} pixels have green or blue > {LIMIT}, " + worst
        )
    return image


def emoji_font_installed():
    fonts = subprocess.run(["fc-list", ":family"], stdout=subprocess.PIPE, text=True).stdout
    return "Noto Color Emoji" in fonts


def colorful(image):
    """The number of pixels whose channels differ by more than 80: color, not gray or red shades alone."""
    data = image.tobytes()
    pixels = (data[i : i + 3] for i in range(0, len(data), 3))
    return sum(1 for r, g, b in pixels if max(r, g, b) - min(r, g, b) > 80 and max(g, b) > 80)


def stage(browser, site, choice):
    """Opens the fixture's night page under `choice` with everything the night check must cover in view."""
    browser.store_choice(site.url, choice)
    browser.open(site.page("night/"))
    browser.wait(lambda: browser.js("return document.fonts.status == 'loaded'"), "fonts never loaded")
    staged = browser.js(STAGE)
    missing = [
        part for part in ["modal", "focused", "focusRing", "selected", "detailsOpen", "image"] if not staged[part]
    ]
    check(not missing, f"{choice}: the page is missing {missing} ({staged})")
    return staged


@test
def night_page_has_no_green_or_blue_pixels(context):
    site = context.fixtures
    check(emoji_font_installed(), "fonts-noto-color-emoji is not installed: the emoji would not be in color")
    with context.browser() as browser:
        # The same staged page in light first: the screenshot must see its colors, or the night check proves nothing.
        staged = stage(browser, site, "light")
        light = browser.full_page_screenshot()
        light_count, _ = green_or_blue(light)
        emoji = colorful(light.crop(staged["emoji"]))
        check(
            light_count > 10_000 and emoji > 50,
            f"the light screenshot shows too little color to judge night by: {light_count} pixels with green "
            f"or blue > {LIMIT}, {emoji} colored emoji pixels",
        )
        stage(browser, site, "night")
        image = screenshot_verdict(browser, "night")
    return (
        f"0 of {image.width}×{image.height} night pixels with green or blue > {LIMIT} ({light_count} in light, "
        f"{emoji} in color in the emoji); modal dialog, focus ring, selection, details, image and emoji in view"
    )


@test
def night_reaches_every_page_of_the_docs(context):
    pages = [(context.docs, path) for path in context.docs.pages] + [(context.reference, path) for path in REFERENCE_PAGES]
    with context.browser() as browser:
        for site in (context.docs, context.reference):
            browser.store_choice(site.url, "night")
        failures = []
        for site, path in pages:
            open_page(browser, site, path)
            check(browser.appearance()["theme"] == "night", f"/{path} is not in night")
            try:
                screenshot_verdict(browser, f"/{path} ({site.name})")
            except Failure as failure:
                failures.append(str(failure))
    check(not failures, f"{len(failures)} of {len(pages)} pages: " + " | ".join(failures))
    return f"{len(pages)} pages, none with a pixel green or blue above {LIMIT}"


@test
def night_keeps_a_short_page_black_to_the_bottom(context):
    site = context.fixtures
    with context.browser() as browser:
        browser.store_choice(site.url, "night")
        browser.open(site.page("short/"))
        content, window = browser.js("return [document.body.getBoundingClientRect().bottom, innerHeight]")
        check(
            content < window / 2,
            f"the content reaches {content} px of a {window} px window: too tall to prove anything",
        )
        image = screenshot_verdict(browser, "/short/ in a bare layout")
    return f"{image.width}×{image.height} window, content {content:.0f} px tall, nothing below it but black"


# The computed style of every syntax class in the night page's Swift block, and of body text, a link in it,
# and secondary text (the footnotes), each with its font weight and style.
STYLES = """
const style = e => { const s = getComputedStyle(e);
  return {color: s.color, weight: +s.fontWeight, italic: s.fontStyle == 'italic', background: s.backgroundColor,
          underline: s.textDecorationLine.includes('underline')}; };
const classes = {};
for (const span of document.querySelectorAll('pre code.language-swift [class^="tok-"]')) classes[span.className] = style(span);
const paragraph = [...document.querySelectorAll('main p')].find(p => p.querySelector('a'));
return {classes, body: style(paragraph), link: style(paragraph.querySelector('a')),
        secondary: style(document.querySelector('.footnotes li')),
        code: style(document.querySelector('pre code.language-swift').closest('pre'))};
"""


def night_styles(context):
    """The computed styles STYLES reads, on the fixture's night page in Night Mode."""
    site = context.fixtures
    with context.browser() as browser:
        browser.store_choice(site.url, "night")
        browser.open(site.page("night/"))
        check(browser.appearance()["theme"] == "night", "the night page is not in night")
        return browser.js(STYLES)


def red(style):
    """The computed color of `style`, failing unless it is a pure red."""
    color = Color.parse(style["color"])
    check(color.green == 0 and color.blue == 0, f"{color.css()} is not a pure red")
    return color


def look(style):
    """What tells a syntax class apart at night besides its red: weight, slant and a tinted background."""
    tinted = Color.parse(style["background"]).alpha > 0
    return ("bold" if style["weight"] >= 700 else "") + ("italic" if style["italic"] else "") + ("tinted" if tinted else "") or "plain"


@test
def night_syntax_classes_show_four_looks_each_at_four_and_a_half(context):
    styles = night_styles(context)
    classes, code_background = styles["classes"], Color.parse(styles["code"]["background"])
    check(len(classes) >= 6, f"the Swift block has only {sorted(classes)}")
    looks = {}
    for kind, style in classes.items():
        background = Color.parse(style["background"]) if look(style) == "tinted" else code_background
        ratio = contrast(red(style), background)
        check(ratio >= 4.5, f"{kind} {red(style).css()} on {background.css()}: {ratio:.2f}:1")
        looks.setdefault(look(style), []).append(kind.removeprefix("tok-"))
    check(len(looks) >= 4, f"{len(classes)} syntax classes in only {len(looks)} looks: {looks}")
    return "; ".join(f"{name} {'/'.join(sorted(kinds))}" for name, kinds in sorted(looks.items()))


@test
def night_links_stand_apart_from_body_text_by_weight_and_underline(context):
    styles = night_styles(context)
    body, link = styles["body"], styles["link"]
    body_red, link_red = red(body), red(link)
    check(link_red.red >= body_red.red, f"link {link_red.css()} is dimmer than body text {body_red.css()}")
    check(link["weight"] > body["weight"] and link["underline"], f"link {link}, body text {body}")
    return f"body text {body_red.css()} weight {body['weight']}, link {link_red.css()} weight {link['weight']} underlined"


@test
def night_secondary_text_reads_at_four_and_a_half(context):
    styles = night_styles(context)
    body, secondary, black = red(styles["body"]), red(styles["secondary"]), Color(0, 0, 0)
    ratios = contrast(body, black), contrast(secondary, black)
    check(min(ratios) >= 4.5, f"on black: body text {ratios[0]:.2f}:1, secondary {ratios[1]:.2f}:1")
    return f"body text {body.css()} {ratios[0]:.2f}:1, secondary text {secondary.css()} {ratios[1]:.2f}:1 on black"
