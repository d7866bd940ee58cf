"""The open event as the window sees it: one Event and a signal after every change."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..service import Event

# What changed, so that pages refresh only what they show.
PLAYERS, RESULTS, SEATING, SETTINGS, TIEBREAKS = (
    "players", "results", "seating", "settings", "tiebreaks")


class _Signals(QObject):
    changed = Signal(str)


class Session:
    """Wraps an open Event; `changed(kind)` is emitted after each stored action.
    (Not a QObject itself: an attribute called `event` would hide QObject.event.)"""

    def __init__(self, event: Event):
        self.event = event
        self._signals = _Signals()
        self.changed = self._signals.changed

    @property
    def path(self):
        return self.event.path

    def act(self, kind: str, fn, *args, **kwargs):
        """Run one service action; ServiceError passes through (nothing was changed)."""
        result = fn(*args, **kwargs)
        self.changed.emit(kind)
        return result

    def close(self) -> None:
        if self.event is not None:
            self.event.close()
            self.event = None
