"""Undo, redo, revert and verify: the event's history as actions of their own.

Undo takes back the newest action not taken back yet by applying the inverse of its
recorded row changes; redo takes back the newest undo (as long as no other action came
after it). Each is one transaction and one audit line ("undo" / "redo", naming the line).
The event's creation and an upgrade of the file cannot be taken back, nor anything before.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..i18n import _, ngettext
from ..store import changes, desks
from ..store.checkfile import verify as check_file
from ..store.database import EventDatabase
from ..store.errors import damaged_value
from . import asker, history_words, results
from .actions import REDO, UNDO, of_action
from .done import Done
from .event import Event
from .model import AuditEntry, ServiceError

# lines nothing before can be taken back past
BARRIERS = {"new", "upgrade"}


def stacks(db: EventDatabase) -> tuple[list[int], list[int]]:
    """(undo, redo): the audit lines whose changes undo / redo would invert, newest last."""
    undo, redo, _desks = _stacks(db)
    return undo, redo


def _stacks(db: EventDatabase) -> tuple[list[int], list[int], dict[int, str | None]]:
    """stacks(), and the desk of each line in them (None: the main desk). An undo or redo
    takes the line it names off its stack (a desk takes back its own last change, which need
    not be the newest)."""
    undo: list[int] = []
    redo: list[int] = []
    desk_of: dict[int, str | None] = {}
    for line_id, action, after, desk in changes.lines(db):
        desk_of[line_id] = desk
        if action in BARRIERS:
            undo.clear()
            redo.clear()
        elif action == "undo":
            _take(undo, _named(after))
            redo.append(line_id)
        elif action == "redo":
            _take(redo, _named(after))
            undo.append(line_id)
        else:
            undo.append(line_id)
            redo.clear()
    return undo, redo, desk_of


def _named(after: str | None) -> int | None:
    """The line an undo or redo line names (None if its record does not say)."""
    try:
        named = json.loads(after or "null")
    except ValueError:
        return None
    line = named.get("line") if isinstance(named, dict) else None
    return line if isinstance(line, int) else None


def _take(stack: list[int], line: int | None) -> None:
    if line in stack:
        stack.remove(line)
    elif stack:
        stack.pop()


def _target(db: EventDatabase, which: str) -> int | None:
    """The line undo or redo would take back: the newest one; at another desk, that desk's
    own newest (undo: refused when a later change still standing touches what it changed)."""
    undo, redo, desk_of = _stacks(db)
    stack = undo if which == "undo" else redo
    me = asker.current().desk
    if me is None:
        return stack[-1] if stack else None
    if which == "redo":
        return stack[-1] if stack and desk_of.get(stack[-1]) == me else None
    own = next((line for line in reversed(stack) if desk_of.get(line) == me), None)
    if own is None:
        return None
    standing = set(undo)
    later = [row for row in desks.lines_touching(db, desks.rows_of(db, line=own), own)
             if row[0] in standing]
    if later:
        _line_id, action, summary, before, after = _origin(db, own)
        _id, _at, later_action, later_summary, desk = later[0]
        raise ServiceError(_("Not undone ({what}): a later change stands on it ({later}, "
                             "made by {who}). Undo at a desk takes back only its own last "
                             "change while nothing later depends on it.").format(
                                 what=label(action, summary, before, after),
                                 later=label(later_action, later_summary),
                                 who=asker.where(desk)))
    return own


def _line(db: EventDatabase, line_id: int) -> tuple[str, str, object, object]:
    line = changes.audit_line(db, line_id)
    assert line is not None, line_id  # one of the log's lines (the stacks', an undo's)
    action, summary, before, after = line
    return (action, summary, _loads(db, before, line_id) if before else None,
            _loads(db, after, line_id) if after else None)


def _loads(db: EventDatabase, text: str, line_id: int) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        raise damaged_value(db.path, f"line {line_id} of the audit log (not valid JSON)") \
            from None


def _origin(db: EventDatabase, line_id: int) -> tuple[int, str, str, object, object]:
    """The action line an undo/redo line goes back to: (id, action, summary, before,
    after)."""
    seen: set[int] = set()
    while True:
        action, summary, before, after = _line(db, line_id)
        if action not in ("undo", "redo") or not isinstance(after, dict) or "line" not in after \
                or line_id in seen:
            return line_id, action, summary, before, after
        seen.add(line_id)
        line_id = after["line"]


def origin_action(db: EventDatabase, line_id: int) -> str:
    """The action an undo or redo line goes back to (what it changed is that one's)."""
    return _origin(db, line_id)[1]


def label(action: str, summary: str, before: object = None, after: object = None) -> str:
    """What an action did, short, in the language: 'result of game 2 table 5', 'Registered
    Anna' (history_words says the line; its details after ": " left out)."""
    found = re.search(r"game (\d+) table (\d+)", summary)
    if action == "record" and found:
        return _("result of game {game} table {table}").format(game=found[1], table=found[2])
    if action == "confirm" and found:
        return _("result of game {game} table {table} sent by the table").format(
            game=found[1], table=found[2])
    if action == "reject" and found:
        return _("rejection of what game {game} table {table} sent").format(
            game=found[1], table=found[2])
    if action == "renew" and found:
        return _("new addresses of game {game} table {table}").format(game=found[1],
                                                                       table=found[2])
    if action == "correct" and found:
        return _("correction of game {game} table {table}").format(game=found[1],
                                                                    table=found[2])
    several = re.match(r"Recorded (\d+) tables of game (\d+)", summary)  # the English line
    if action == "record" and several:
        n = int(several[1])
        return ngettext("results of {n} table of game {game}",
                        "results of {n} tables of game {game}", n).format(n=n, game=several[2])
    text = history_words.said(action, summary, before, after).split(": ", 1)[0]
    return text if len(text) <= 60 else text[:57] + "..."


def labels(event: Event) -> tuple[str | None, str | None]:
    """What Undo and Redo would take back (None: nothing; at another desk, its own)."""
    out: list[str | None] = []
    for which in ("undo", "redo"):
        try:
            target = _target(event.db, which)
        except ServiceError:  # (its own last change stands under a later one)
            target = None
        if target is None:
            out.append(None)
            continue
        _id, action, summary, before, after = _origin(event.db, target)
        out.append(label(action, summary, before, after))
    return out[0], out[1]


def said(event: Event, entry: AuditEntry) -> str:
    """An audit line's summary in the language (an undo: "Undone: " and what it took back)."""
    if entry.action in ("undo", "redo"):
        _id, action, summary, before, after = _origin(event.db, entry.id)
        what = history_words.said(action, summary, before, after)
        return (_("Undone: {what}") if entry.action == "undo" else
                _("Redone: {what}")).format(what=what)
    return history_words.said(entry.action, entry.summary, entry.before, entry.after)


def _take_back(event: Event, which: str) -> Done:
    db = event.db
    target = _target(db, which)
    if target is None:
        if asker.current().desk is not None:
            raise ServiceError(_("Nothing to undo at this desk: undo at a desk takes back "
                                 "only the changes made here.") if which == "undo" else
                               _("Nothing to redo at this desk: redo follows this desk's "
                                 "undo, before any other change."))
        if which == "undo":
            raise ServiceError(_("Nothing to undo: every change since the event was created "
                                 "(or its file upgraded) is taken back already; the creation "
                                 "cannot be."))
        raise ServiceError(_("Nothing to redo: redo follows an undo, before any other change."))
    _id, action, summary, before, after = _origin(db, target)
    text = label(action, summary, before, after)
    verb = "Undone" if which == "undo" else "Redone"
    try:
        with event.action(UNDO if which == "undo" else REDO, f"{verb}: {summary}",
                          after={"line": target}):
            changes.apply_inverse(db, target)
    except changes.NotInverse as exc:
        said = (_("Not undone ({what}): {row} is not as that change left it (the file was "
                  "changed outside the program; run verify).") if which == "undo" else
                _("Not redone ({what}): {row} is not as that change left it (the file was "
                  "changed outside the program; run verify)."))
        raise ServiceError(said.format(what=text, row=exc)) from None
    said = _("Undone: {what}.") if which == "undo" else _("Redone: {what}.")
    return Done(of_action(action), said.format(what=text))


def undo(event: Event) -> Done:
    """Take back the newest change (an action of its own); it changes what that change
    changed. ServiceError if nothing can be taken back."""
    return _take_back(event, "undo")


def redo(event: Event) -> Done:
    """Take back the newest undo (as long as no other action came after it)."""
    return _take_back(event, "redo")


# -- reverting a correction ----------------------------------------------------------------
def revert(event: Event, line_id: int) -> Done:
    """Put a table's result back as it was before a correction (an action of its own)."""
    row = changes.audit_line(event.db, line_id)
    found = re.search(r"game (\d+) table (\d+)", row[1]) if row is not None else None
    if row is None or row[0] != "correct" or not row[2] or found is None:
        raise ServiceError(_("Only a correction of a result can be reverted: choose a line "
                             "whose action is 'correct'."))
    game_no, table_no = int(found[1]), int(found[2])
    before, after = _loads(event.db, row[2], line_id), _loads(event.db, row[3], line_id)
    table = event.table(game_no, table_no)
    now = {str(k): v for k, v in (table.places or {}).items()}
    if now != after["places"] or (table.items or {}) != after["items"]:
        raise ServiceError(_("Game {game} table {table} was changed again after this "
                             "correction: revert the later change first.").format(
                                 game=game_no, table=table_no))
    if before.get("results"):
        given = {int(k): v for k, v in before["results"].items()}
        done = results.record(event, game_no, table_no, results=given, items=before["items"])
    else:
        places = {int(k): v for k, v in before["places"].items()}
        done = results.record(event, game_no, table_no, places=places, items=before["items"])
    return Done(done.changes, _("Reverted the correction of game {game} table {table}.").format(
        game=game_no, table=table_no) + " " + done.message, done.value)


# -- what each line changed, before -> after (in the language) ---------------------------------
def line_changes(event: Event, line_id: int) -> str:
    """Before -> after of a line from its recorded row changes (lines without before/after
    of their own, such as several tables recorded at once, an undo or a redo)."""
    rows = changes.change_rows(event.db, line_id)
    if not rows:
        return ""
    if len(rows) <= 3:
        return "; ".join(_one_change(event.db, *r) for r in rows)
    counts: dict[tuple[str, str], int] = {}
    for op, tbl, *_rest in rows:
        counts[(op, tbl)] = counts.get((op, tbl), 0) + 1
    return history_words.row_changes(counts)


def _one_change(db: EventDatabase, op: str, tbl: str, key: object, old: str | None,
                new: str | None) -> str:
    a, b = changes.row_dict(db, tbl, old), changes.row_dict(db, tbl, new)
    what = history_words.row_name(tbl, a or b, key)
    if op == "U":
        return f"{what}: " + history_words.before_after(a or {}, b or {})
    return (_("{what} added") if op == "I" else _("{what} removed")).format(what=what)


# -- verify ---------------------------------------------------------------------------------
def verify(event: Event) -> list[str]:
    """What differs between the file and its audit log (empty: all holds)."""
    return check_file(event.db)


# -- the fingerprint on the signed payout -------------------------------------------------
def grouped(fingerprint: str) -> str:
    """A fingerprint as printed, to read and compare: groups of four hex digits."""
    return " ".join(fingerprint[i:i + 4] for i in range(0, len(fingerprint), 4))


def fingerprint_given(text: str) -> str:
    """A fingerprint as typed (spaces, dashes and case ignored); ServiceError unless it is
    the 64 hex digits the payout prints."""
    hexed = "".join(text.split()).replace("-", "").replace(":", "").lower()
    if len(hexed) != 64 or any(c not in "0123456789abcdef" for c in hexed):
        raise ServiceError(_("{text} is not a fingerprint: give the 64 hex digits printed "
                             "beside the signatures of the payout (spaces do not "
                             "matter).").format(text=repr(text.strip()[:80])))
    return hexed
