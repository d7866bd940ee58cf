"""What an action changed: the value every action (and undo, redo) returns (the actions
themselves are declared in service/actions.py)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class Changes:
    """The kinds of recorded fact an action changed, so that a screen refreshes only what
    it shows (Anki's OpChanges). A change of the settings may change anything."""

    players: bool = False  # registration, names, fees, status
    seating: bool = False  # a game seated or its seating taken back
    results: bool = False  # a table's result
    tiebreaks: bool = False  # final tie-break values
    settings: bool = False  # the event's settings
    clock: bool = False  # the round clock
    announcement: bool = False  # the projector's announcement line
    adjustments: bool = False  # penalties and awards (part of the totals)
    inbox: bool = False  # what the tables sent and waits for the director (serve --entry)

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(f.name for f in fields(self) if getattr(self, f.name))

    def __bool__(self) -> bool:
        return bool(self.kinds)

    def __or__(self, other: Changes) -> Changes:
        return Changes(**{k: True for k in self.kinds | other.kinds})

    def meets(self, shown: Changes) -> bool:
        """Whether a screen that shows `shown` must refresh after these changes."""
        return bool(shown) and (self.settings or bool(self.kinds & shown.kinds))


NOTHING = Changes()
EVERYTHING = Changes(**{f.name: True for f in fields(Changes)})


@dataclass(frozen=True)
class Done:
    """An action's outcome: what it changed, what to say (in the user's language) and the
    value it made (the player registered, the game seated, ...). Made from the action's
    declaration (service/actions.py: `SEAT.done(message, value)`).

    `initiator`: who asked for the change, as Anki's `initiator` (the window's Session sets
    it: the page that made the change keeps its focus and cursor, the others refresh). A
    plain value, compared with `is` or `==` (a page, later the name of another desk); None:
    nobody in particular."""

    changes: Changes = NOTHING
    message: str = ""
    value: Any = None
    initiator: Any = None
