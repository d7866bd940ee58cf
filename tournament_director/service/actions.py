"""The actions that change an event, each declared once: its name in the audit log, what it
changes, when an automatic copy is due after it. `Event.action` takes a declaration and
`Done` is made from it (`SEAT.done(message, value)`), so the name is written once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .done import EVERYTHING, Changes, Done

AUTO_EVERY_RESULTS = 10  # an automatic copy after every 10 results (and after each seating)

# Who may ask for an action: the main desk (the laptop with the event file) may do all; another
# desk what its role allows (CLI.md, "several desks"): `door` the players, `results` the
# results and the day's seating exceptions, `full` both and the rest but the settings.
DOOR, RESULTS, FULL, MAIN = "door", "results", "full", "main"
ROLES = (FULL, RESULTS, DOOR)  # the roles a desk can be given


def role_allows(role: str, needed: str) -> bool:
    """Whether a desk of `role` may ask for an action that needs `needed` (MAIN: nobody but
    the main desk)."""
    return role == MAIN or (needed != MAIN and role in (needed, FULL))


@dataclass(frozen=True)
class Action:
    """One kind of change: `name` as the audit log writes it (`log`, undo, the History
    dialog read it back), `changes` what it changes (a change of the settings: anything),
    `copy_each` an automatic copy after each one, `copy_results` one whenever the results
    in reach another multiple of that many, `role` the desk's role it needs (MAIN: it stays
    at the main desk)."""

    name: str
    changes: Changes
    copy_each: bool = False
    copy_results: int | None = None
    role: str = MAIN

    @property
    def changes_settings(self) -> bool:
        """Whether the settings the event keeps must be read again after it."""
        return self.changes.settings

    def done(self, message: str = "", value: Any = None) -> Done:
        """The outcome of this action (`Done`): what it changed, what to say, the value made."""
        return Done(self.changes, message, value)


ACTIONS: dict[str, Action] = {}  # every action declared, by its name in the audit log


def declare(name: str, changes: Changes, *, copy_each: bool = False,
            copy_results: int | None = None, role: str = MAIN) -> Action:
    """Declare an action (once: a name declared twice is a mistake)."""
    if name in ACTIONS:
        raise ValueError(f"the action {name!r} is declared twice")
    ACTIONS[name] = action = Action(name, changes, copy_each, copy_results, role)
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
REGISTER = declare("register", Changes(players=True), role=DOOR)
IMPORT = declare("import", Changes(players=True), role=DOOR)
EDIT = declare("edit", Changes(players=True), role=DOOR)
DROP = declare("drop", Changes(players=True), role=DOOR)
UNDROP = declare("undrop", Changes(players=True), role=DOOR)
CHECKIN = declare("checkin", Changes(players=True), role=DOOR)
# -- seating (seating.py, overrides.py) --------------------------------------------------------
SEAT = declare("seat", Changes(seating=True), copy_each=True, role=FULL)
UNSEAT = declare("unseat", Changes(seating=True), role=FULL)
DROP_NOW = declare("drop-now", Changes(players=True, seating=True), role=RESULTS)
MOVE = declare("move", Changes(seating=True), role=RESULTS)
SWAP = declare("swap", Changes(seating=True), role=RESULTS)
# -- results (results.py, entry.py) -------------------------------------------------------------
RECORD = declare("record", Changes(results=True), copy_results=AUTO_EVERY_RESULTS,
                 role=RESULTS)
CORRECT = declare("correct", Changes(results=True), copy_results=AUTO_EVERY_RESULTS,
                  role=RESULTS)
# a table's own result, confirmed: it leaves the inbox too
CONFIRM = declare("confirm", Changes(results=True, inbox=True),
                  copy_results=AUTO_EVERY_RESULTS, role=RESULTS)
REJECT = declare("reject", Changes(inbox=True), role=RESULTS)  # what a table sent, thrown away
# a table's addresses made new (a leaked code): at the main desk (CLI.md names no desk's role)
RENEW = declare("renew", Changes(inbox=True))
# -- penalties, tie-breaks, settings, the hall ---------------------------------------------------
ADJUST = declare("adjust", Changes(adjustments=True), role=FULL)
TIEBREAK = declare("tiebreak", Changes(tiebreaks=True), role=FULL)
SETTINGS = declare("settings", Changes(settings=True))
CLOCK = declare("clock", Changes(clock=True), role=FULL)
ANNOUNCE = declare("announce", Changes(announcement=True), role=FULL)
# -- undo and redo (history.py): they change what the line they take back changed (its Done
# says so, from that line's action); declared as anything, the settings read again
UNDO = declare("undo", EVERYTHING, role=FULL)
REDO = declare("redo", EVERYTHING, role=FULL)
