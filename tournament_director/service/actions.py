"""The actions that change an event, each declared once: its name in the audit log, what it
changes, when an automatic copy is due after it. `Event.action` takes a declaration and
`Done` is made from it (`SEAT.done(message, value)`), so the name is written once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .done import EVERYTHING, Changes, Done

AUTO_EVERY_RESULTS = 10  # an automatic copy after every 10 results (and after each seating)


@dataclass(frozen=True)
class Action:
    """One kind of change: `name` as the audit log writes it (`log`, undo, the History
    dialog read it back), `changes` what it changes (a change of the settings: anything),
    `copy_each` an automatic copy after each one, `copy_results` one whenever the results
    in reach another multiple of that many."""

    name: str
    changes: Changes
    copy_each: bool = False
    copy_results: int | None = None

    @property
    def changes_settings(self) -> bool:
        """Whether the settings the event keeps must be read again after it."""
        return self.changes.settings

    def done(self, message: str = "", value: Any = None) -> Done:
        """The outcome of this action (`Done`): what it changed, what to say, the value made."""
        return Done(self.changes, message, value)


ACTIONS: dict[str, Action] = {}  # every action declared, by its name in the audit log


def declare(name: str, changes: Changes, *, copy_each: bool = False,
            copy_results: int | None = None) -> Action:
    """Declare an action (once: a name declared twice is a mistake)."""
    if name in ACTIONS:
        raise ValueError(f"the action {name!r} is declared twice")
    ACTIONS[name] = action = Action(name, changes, copy_each, copy_results)
    return action


def is_declared(action: object) -> bool:
    """Whether `action` is one of the declarations below (not a name, not one made ad hoc)."""
    return isinstance(action, Action) and ACTIONS.get(action.name) is action


def of_action(name: str) -> Changes:
    """What an audit line's action changed, by its name in the log (an unknown one, or the
    event's creation and a file's upgrade: anything may have)."""
    action = ACTIONS.get(name)
    return action.changes if action is not None else EVERYTHING


# -- players (registration.py) ---------------------------------------------------------------
REGISTER = declare("register", Changes(players=True))
IMPORT = declare("import", Changes(players=True))
EDIT = declare("edit", Changes(players=True))
DROP = declare("drop", Changes(players=True))
UNDROP = declare("undrop", Changes(players=True))
CHECKIN = declare("checkin", Changes(players=True))
# -- seating (seating.py, overrides.py) --------------------------------------------------------
SEAT = declare("seat", Changes(seating=True), copy_each=True)
UNSEAT = declare("unseat", Changes(seating=True))
DROP_NOW = declare("drop-now", Changes(players=True, seating=True))
MOVE = declare("move", Changes(seating=True))
SWAP = declare("swap", Changes(seating=True))
# -- results (results.py, entry.py) -------------------------------------------------------------
RECORD = declare("record", Changes(results=True), copy_results=AUTO_EVERY_RESULTS)
CORRECT = declare("correct", Changes(results=True), copy_results=AUTO_EVERY_RESULTS)
# a table's own result, confirmed: it leaves the inbox too
CONFIRM = declare("confirm", Changes(results=True, inbox=True),
                  copy_results=AUTO_EVERY_RESULTS)
REJECT = declare("reject", Changes(inbox=True))  # what a table sent, thrown away
RENEW = declare("renew", Changes(inbox=True))  # a table's addresses made new (a leaked code)
# -- penalties, tie-breaks, settings, the hall ---------------------------------------------------
ADJUST = declare("adjust", Changes(adjustments=True))
TIEBREAK = declare("tiebreak", Changes(tiebreaks=True))
SETTINGS = declare("settings", Changes(settings=True))
CLOCK = declare("clock", Changes(clock=True))
ANNOUNCE = declare("announce", Changes(announcement=True))
# -- undo and redo (history.py): they change what the line they take back changed (its Done
# says so, from that line's action); declared as anything, the settings read again
UNDO = declare("undo", EVERYTHING)
REDO = declare("redo", EVERYTHING)
