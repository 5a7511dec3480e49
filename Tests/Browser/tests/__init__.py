"""The browser tests, registered in the order they run."""

from tests import appearance, choices, no_flash, forced, pictures, night, contrast, accessibility, code_blocks, search, serve, serve_tabs  # noqa: F401
