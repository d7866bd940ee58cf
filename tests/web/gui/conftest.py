"""The window's fixtures (tests/gui/conftest.py) for the sharing tests."""

from ...gui.conftest import boxes, isolated, window  # noqa: F401 - fixtures, found by pytest
