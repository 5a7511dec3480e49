"""Computed CSS colors, alpha compositing and WCAG 2 contrast."""

import re

_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?"
_RGB = re.compile(rf"rgba?\(\s*({_NUMBER})[,\s]+({_NUMBER})[,\s]+({_NUMBER})(?:\s*[,/]\s*({_NUMBER})(%?))?\s*\)", re.I)
_SRGB = re.compile(rf"color\(\s*srgb\s+({_NUMBER})\s+({_NUMBER})\s+({_NUMBER})(?:\s*/\s*({_NUMBER})(%?))?\s*\)", re.I)


class Color(tuple):
    """(red, green, blue, alpha): channels 0–255 as floats, alpha 0–1."""

    def __new__(cls, red, green, blue, alpha=1.0):
        return super().__new__(cls, (float(red), float(green), float(blue), float(alpha)))

    red = property(lambda self: self[0])
    green = property(lambda self: self[1])
    blue = property(lambda self: self[2])
    alpha = property(lambda self: self[3])

    @classmethod
    def parse(cls, text):
        """A color as getComputedStyle writes it: rgb(), rgba() or color(srgb …)."""
        match = _RGB.fullmatch(text.strip())
        scale = 1
        if not match:
            match = _SRGB.fullmatch(text.strip())
            scale = 255
        if not match:
            raise ValueError(f"unexpected computed color {text!r}")
        red, green, blue = (float(match.group(i)) * scale for i in (1, 2, 3))
        alpha = 1.0 if match.group(4) is None else float(match.group(4)) / (100 if match.group(5) else 1)
        return cls(red, green, blue, alpha)

    def over(self, below):
        """This color drawn over the opaque color `below`."""
        a = self.alpha
        return Color(*(self[i] * a + below[i] * (1 - a) for i in range(3)))

    def rounded(self):
        return tuple(round(channel) for channel in self[:3])

    def css(self):
        red, green, blue = self.rounded()
        return f"rgb({red}, {green}, {blue})" if self.alpha >= 1 else f"rgba({red}, {green}, {blue}, {self.alpha:g})"

    def luminance(self):
        """WCAG 2 relative luminance."""
        red, green, blue = (_linear(channel) for channel in self[:3])
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    def through_night_filter(self):
        """As night.css's page filter shows it: in linear light, red + 0.7152 green + 0.0722 blue
        into red, green and blue zeroed. Pure red (every night token) passes unchanged."""
        red = min(1.0, _linear(self.red) + 0.7152 * _linear(self.green) + 0.0722 * _linear(self.blue))
        return Color(_encoded(red), 0, 0, self.alpha)

    def dimmed(self, share):
        """This color giving `share` of its light, as a step of Night's brightness dims it: each channel scaled in
        linear light."""
        return Color(*(_encoded(_linear(channel) * share) for channel in self[:3]), self.alpha)


def contrast(first, second):
    """The WCAG 2 contrast ratio of two opaque colors, 1 to 21."""
    lighter, darker = sorted((first.luminance(), second.luminance()), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def _linear(channel):
    value = channel / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def _encoded(linear):
    value = linear * 12.92 if linear <= 0.0031308 else 1.055 * linear ** (1 / 2.4) - 0.055
    return value * 255
