"""The page that made a change keeps its focus and cursor through the refresh that follows
(the change's initiator, as Anki's: the other pages just refresh)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import shiboken6
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget


def made_by(initiator, page: QWidget) -> bool:
    """Whether `initiator` (what `Session.act` was given) is the page or one of its parts:
    a widget or a model on it, a dialog it opened. Anything else (None, the window, another
    desk's name) made the change somewhere else."""
    obj = initiator
    while isinstance(obj, QObject):
        if obj is page:
            return True
        obj = obj.parent()
    return False


@contextlib.contextmanager
def kept_focus(page: QWidget) -> Iterator[None]:
    """Around the refresh of the page that made a change: the widget that had the page's
    focus has it again (a list's current row and a box's cursor stay as they were). A
    widget the refresh made again (a table's card) is found by the page:
    `page.focus_place(widget)` says where it was (its table), `page.refocus(place)` puts
    the focus there."""
    window = page.window()
    widget = window.focusWidget()  # (the window's, also while a dialog of it is open)
    if widget is None or not page.isAncestorOf(widget):
        yield
        return
    place = page.focus_place(widget) if hasattr(page, "focus_place") else None
    yield
    if shiboken6.isValid(widget) and page.isAncestorOf(widget) and widget.isVisible() \
            and widget.isEnabled():
        if window.focusWidget() is not widget:  # (a line edit's cursor stays where it was)
            widget.setFocus(Qt.FocusReason.OtherFocusReason)
    elif place is not None:
        page.refocus(place)
