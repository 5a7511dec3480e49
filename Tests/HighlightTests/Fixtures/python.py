#!/usr/bin/env python3
"""Module docstring
spanning lines with "quotes" inside."""
from dataclasses import dataclass
import re as regex


@dataclass(frozen=True)
class Page(Base):
    title: str
    weight: int = 0

    def slug(self, separator='-') -> str:
        r"""Raw docstring with \d escapes"""
        name = f"{self.title!r:>10} has {len(self.title)} chars, {{literal}}"
        nested = f'{", ".join(f"{x}" for x in self.tags)}'
        return regex.sub(r"[^\w]+", separator, self.title.lower())


match command.split():
    case [action, *rest] if action in ("go", "run"):
        print(0x1F, 1_000, 1e-3, 2j, b'bytes', rb"raw\bytes")
    case _:
        pass

type Alias = list[int]
match = 1  # a variable named match
result = [n ** 2 for n in range(10) if n % 2 == 0 and not n is None]
lambda x: x @ matrix
