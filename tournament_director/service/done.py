"""What an action changed: the value every action (and undo, redo) returns."""

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

# What each action of the audit log changes: the one list (undo and redo of a line change
# what the line's action changed).
OF_ACTION = {
    "register": Changes(players=True),
    "import": Changes(players=True),
    "edit": Changes(players=True),
    "drop": Changes(players=True),
    "undrop": Changes(players=True),
    "checkin": Changes(players=True),
    "seat": Changes(seating=True),
    "unseat": Changes(seating=True),
    "drop-now": Changes(players=True, seating=True),
    "move": Changes(seating=True),
    "swap": Changes(seating=True),
    "adjust": Changes(adjustments=True),
    "record": Changes(results=True),
    "correct": Changes(results=True),
    "tiebreak": Changes(tiebreaks=True),
    "settings": Changes(settings=True),
    "clock": Changes(clock=True),
    "announce": Changes(announcement=True),
}


def of_action(action: str) -> Changes:
    """What an audit line's action changed (an unknown one: anything may have)."""
    return OF_ACTION.get(action, EVERYTHING)


@dataclass(frozen=True)
class Done:
    """An action's outcome: what it changed, what to say (in the user's language) and the
    value it made (the player registered, the game seated, ...)."""

    changes: Changes = NOTHING
    message: str = ""
    value: Any = None
