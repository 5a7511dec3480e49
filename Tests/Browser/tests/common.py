"""Checks the test modules share."""

from colors import Color
from suite import check

DOCS_PAGE = "docs/theming/"


def same_color(first, second, tolerance=1.0):
    """Equal within `tolerance` per channel (computed colors round differently through color-mix)."""
    return all(abs(a - b) <= tolerance for a, b in zip(first[:3], second[:3])) and abs(first[3] - second[3]) < 0.01


def check_colors(state, expected, where):
    """The computed background and text color in `state` (Browser.appearance) are `expected`'s."""
    background, text = Color.parse(state["background"]), Color.parse(state["text"])
    check(
        same_color(background, expected["background"]) and same_color(text, expected["text"]),
        f"{where}: background {background.css()} and text {text.css()}, "
        f"expected {expected['background'].css()} and {expected['text'].css()} (state {state})",
    )


def check_text_color(state, expected, where):
    """The computed text color in `state` is `expected`'s (for elements with a transparent background)."""
    text = Color.parse(state["text"])
    check(same_color(text, expected["text"]), f"{where}: text {text.css()}, expected {expected['text'].css()}")
