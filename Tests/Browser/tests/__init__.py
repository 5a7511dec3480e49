"""The browser tests, registered in the order they run."""

from tests import appearance, choices, no_flash, forced, pictures, night, contrast, accessibility, code_blocks, layout, header, home, search, reference, languages, search_languages, versions, strings, serve, serve_tabs, validators  # noqa: F401
