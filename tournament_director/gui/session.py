"""The open event as the window sees it: one Event and a signal after every change."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..service import Event
from ..service.event import tiebreak_needed

# What changed, so that pages refresh only what they show.
PLAYERS, RESULTS, SEATING, SETTINGS, TIEBREAKS = (
    "players", "results", "seating", "settings", "tiebreaks")


class _Signals(QObject):
    changed = Signal(str)


class Session:
    """Wraps an open Event; `changed(kind)` is emitted after each stored action.
    (Not a QObject itself: an attribute called `event` would hide QObject.event.)
    The status and the standings are kept until the next action: every page asks for them,
    and with 1,000 players a standings computation is tens of milliseconds."""

    def __init__(self, event: Event):
        self.event = event
        self._signals = _Signals()
        self.changed = self._signals.changed
        self._kept: dict = {}

    @property
    def path(self):
        return self.event.path

    def act(self, kind: str, fn, *args, **kwargs):
        """Run one service action; ServiceError passes through (nothing was changed)."""
        try:
            result = fn(*args, **kwargs)
        finally:
            self._kept.clear()
        self.changed.emit(kind)
        return result

    def forget(self) -> None:
        """Drop what is kept (after an unexpected error, say): the next reads go to the file."""
        self._kept.clear()

    def _keep(self, key, make):
        if key not in self._kept:
            self._kept[key] = make()
        return self._kept[key]

    def status(self):
        return self._keep("status", self.event.status)

    def standings(self, after_game: int | None = None):
        """Event.standings(after_game): the rows now (final once complete) or after a game."""
        return self._keep(("standings", after_game), lambda: self.event.standings(after_game))

    def tiebreak_values(self) -> dict:
        return self._keep("tiebreak values", self.event.tiebreak_values)

    def needs_tiebreak(self) -> list[int]:
        """As Event.needs_tiebreak, from the kept standings: the players level on points
        whose order changes money (none if the event has no tie-breaks), in standings order."""
        if not self.event.settings.tiebreaks:
            return []
        return tiebreak_needed(self.standings(), self.event.settings.competition)

    def close(self) -> None:
        if self.event is not None:
            self.event.close()
            self.event = None
        self._kept.clear()
