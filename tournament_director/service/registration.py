"""Registration: players added (typed or from a CSV), edited, dropped and back again."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

from ..i18n import _, ngettext
from ..store import records
from . import parse
from .actions import CHECKIN, DROP, EDIT, IMPORT, REGISTER, UNDROP
from .done import NOTHING, Done
from .event import Event, now
from .model import CsvPreview, ServiceError, logged
from .parse import clean_name, identity_key


def _check_new_player(event: Event, name: str, club: str, paid: object,
                      taken: dict[str, int]) -> dict:
    name = clean_name(name)
    if not name:
        raise ServiceError(_("The player's name is empty: type a name."))
    club = clean_name(club or "", "club")
    paid = event.settings.fee if paid is None or paid == "" else parse.amount(paid, _("Paid"))
    other = taken.get(identity_key(name))
    if other is not None:
        raise ServiceError(_("{name} is already registered as start number {other}: type the "
                             "name so that the two can be told apart (an initial, or a city "
                             "in brackets); a club is not enough, the seating and the "
                             "projector show names only.").format(name=name, other=other))
    return dict(name=name, club=club, paid=paid)


def _taken_names(event: Event) -> dict[str, int]:
    return {identity_key(n): s for s, n in records.names(event.db)}


def _check_entry_open(event: Event, seated: int) -> None:
    """A late entry needs a game left to join: refused once the last game is seated."""
    if seated < event.settings.games:
        return
    st = event.status()
    if st.finished:
        raise ServiceError(_("The event is complete (all {games} games are played): a player "
                             "cannot join any more.").format(games=seated))
    if not st.extension:
        raise ServiceError(_("Game {game}, the last game, is seated: there is no game left "
                             "for a late entry to join.").format(game=seated))


def add_player(event: Event, name: str, club: str = "", paid: int | str | None = None) -> Done:
    """Register a player (a late entry once games are seated: joins the next seating) who
    paid `paid` (cents, or the amount as typed; None: the event's fee); the value is the
    Player."""
    row = _check_new_player(event, name, club, paid, _taken_names(event))
    late = event.games_seated()
    _check_entry_open(event, late)
    # once check-in is used, a player registered at the desk is here
    if records.checkin_used(event.db):
        row["checked_in"] = 1
    summary = (f"Registered {row['name']}" + (f" (late entry, joins game {late + 1})"
                                              if late else "")
               + (" (checked in)" if row.get("checked_in") else ""))
    with event.action(REGISTER, summary, after=logged(row)):
        start_no = records.next_start_no(event.db)
        records.insert_players(event.db, [dict(start_no=start_no, status="active",
                                               registered_at=now(), **row)])
    player = event.player(start_no)
    return REGISTER.done(value=player)


def preview_csv(event: Event, path: str | os.PathLike,
                mapping: dict[str, int] | None = None) -> CsvPreview:
    """Read a CSV of players (columns name, optional club and paid) without importing;
    `mapping` ({role: column index}) places the columns by hand (csvimport.ROLES)."""
    from . import csvimport  # here, not above: 3 ms of the window's start (docs/benchmarks.md)
    preview = csvimport.read_players_csv(path, mapping)
    taken = _taken_names(event)
    in_file: dict[str, int] = {}
    rows, errs = [], list(preview.errors)
    for row in preview.rows:
        try:
            checked = _check_new_player(event, row["name"], row.get("club", ""),
                                        row.get("paid"), taken)
        except ServiceError as exc:
            errs.append(_("line {line}: {problem}").format(line=row["line"], problem=exc))
            continue
        key = identity_key(checked["name"])
        if key in in_file:
            errs.append(_("line {line}: {problem}").format(line=row["line"], problem=_(
                "{name} is already on line {other}: change one of the names so that the two "
                "can be told apart (an initial, or a city in brackets)").format(
                    name=checked["name"], other=in_file[key])))
            continue
        in_file[key] = row["line"]
        rows.append(dict(checked, line=row["line"]))
    errs.sort(key=_line_no)
    return CsvPreview(rows=rows, errors=errs, ignored=list(preview.ignored),
                      columns=list(preview.columns))


def import_players(event: Event, path: str | os.PathLike,
                   mapping: dict[str, int] | None = None, skip_bad: bool = False) -> Done:
    """Register every row of a CSV as one action, all or none: the first bad row is named by
    its line. With `skip_bad`, the good rows now and every bad line named (in the message
    and the audit line), never silently. The value is the list of Players registered."""
    preview = preview_csv(event, path, mapping)
    name = Path(path).name
    if preview.errors and not (skip_bad and preview.rows):
        more = (" " + _("(and {n} more)").format(n=len(preview.errors) - 1)
                if len(preview.errors) > 1 else "")
        raise ServiceError(_("{file} {problem}{more}; nothing was imported: fix the file and "
                             "import it again.").format(file=name, problem=preview.errors[0],
                                                        more=more))
    if not preview.rows:
        raise ServiceError(_("{file} has no players: add rows under the header line "
                             "'name'.").format(file=name))
    skipped = [_line_no(e) for e in preview.errors]
    done = register_many(event, preview.rows, source=name + (
        f" (bad lines skipped: {', '.join(map(str, skipped))})" if skipped else ""))
    if not skipped:
        return done
    said = ngettext("{n} bad line was not imported: {lines}. Fix it and import the file "
                    "again: the players registered now are then left out as already "
                    "registered.",
                    "{n} bad lines were not imported: {lines}. Fix them and import the file "
                    "again: the players registered now are then left out as already "
                    "registered.",
                    len(skipped)).format(n=len(skipped), lines="; ".join(preview.errors))
    return Done(done.changes, said, done.value)


def register_many(event: Event, rows: list[dict], source: str = "a list") -> Done:
    """Register several players (dicts with name, optional club and paid) as one action.
    The value is the list of Players registered."""
    _check_entry_open(event, event.games_seated())
    taken = _taken_names(event)
    checked = []
    for row in rows:
        ok = _check_new_player(event, row["name"], row.get("club", ""), row.get("paid"), taken)
        taken[identity_key(ok["name"])] = 0
        checked.append(ok)
    first = records.next_start_no(event.db)
    stamp = now()
    # late entries (a game is seated) come to the desk: here, once check-in is used
    here = int(bool(event.games_seated()) and records.checkin_used(event.db))
    with event.action(IMPORT, f"Registered {len(checked)} players from {source}"
                      + (" (checked in)" if here else ""), after=[logged(r) for r in checked]):
        records.insert_players(event.db, (
            dict(start_no=first + i, status="active", registered_at=stamp, checked_in=here,
                 **r)
            for i, r in enumerate(checked)))
    added = [p for p in event.players() if p.start_no >= first]
    return IMPORT.done(value=added)


def edit_player(event: Event, start_no: int, *, name: str | None = None,
                club: str | None = None, paid: int | str | None = None) -> Done:
    """A player's name, club or fee paid (cents, or as typed); the value is the Player as it
    is now."""
    old = event.player(start_no)
    row: dict[str, object] = {}
    if name is not None:
        name = clean_name(name)
        if not name:
            raise ServiceError(_("The player's name is empty: type a name."))
        other = _taken_names(event).get(identity_key(name))
        if other is not None and other != start_no:
            raise ServiceError(_("{name} is already registered as start number {other}: type "
                                 "the name so that the two can be told apart (an initial, or "
                                 "a city in brackets).").format(name=name, other=other))
        row["name"] = name
    if club is not None:
        row["club"] = clean_name(club, "club")
    if paid is not None:
        row["paid"] = parse.amount(paid, _("Paid"))
    row = {k: v for k, v in row.items() if getattr(old, k) != v}
    if not row:
        return Done(value=old)
    with event.action(EDIT, f"Edited player {start_no}",
                      before=logged({k: getattr(old, k) for k in row}), after=logged(row)):
        records.update_player(event.db, start_no, row)
    return EDIT.done(value=event.player(start_no))


def drop(event: Event, start_no: int) -> Done:
    """The player leaves after the game in progress (they play out a game already seated)."""
    player = event.player(start_no)
    if not player.active:
        raise ServiceError(_("{name} (start number {start_no}) has already dropped "
                             "out.").format(name=player.name, start_no=start_no))
    seated = event.games_seated()
    game = event.game(seated) if seated else None
    in_progress = (game is not None and not game.complete
                   and any(start_no in t.players for t in game.tables))
    # the audit line in English (a stored record); what is said in the user's language
    if in_progress:
        summary = (f"{player.name} drops out after game {seated}: they play out game "
                   f"{seated} and are not seated again.")
        said = _("{name} drops out after game {game}: they play out game {game} and are "
                 "not seated again.").format(name=player.name, game=seated)
    else:
        summary = f"{player.name} drops out and is not seated again."
        said = _("{name} drops out and is not seated again.").format(name=player.name)
    with event.action(DROP, summary, before={"status": "active"},
                      after={"status": "dropped", "dropped_after": seated}):
        records.update_player(event.db, start_no,
                              {"status": "dropped", "dropped_after": seated})
    return DROP.done(said)


def checkin(event: Event, start_nos: Iterable[int], here: bool = True) -> Done:
    """Mark players present at the door (`here` False: not present), as one action. Once
    anyone is checked in, seating seats only the active players who are here."""
    numbers = list(dict.fromkeys(start_nos))  # each once, in the order given
    if not numbers:
        raise ServiceError(_("Give the start number of each player to check in."))
    players = [event.player(n) for n in numbers]  # an unknown number is refused
    if here:
        for p in players:
            if not p.active:
                raise ServiceError(_(
                    "{name} (start number {no}) has dropped out: bring them back first "
                    "(undrop), then check them in; nobody was checked in.").format(
                        name=p.name, no=p.start_no))
    if not here:  # check-in decides only a player's first seating (RULES.md)
        played = event.participants()
        for p in players:
            if p.start_no in played:
                raise ServiceError(_(
                    "{name} (start number {no}) has been seated already: check-in decides "
                    "only a player's first seating, so it is not taken back now. If they "
                    "leave, drop them out instead (drop); nobody was changed.").format(
                        name=p.name, no=p.start_no))
    change = [p for p in players if p.checked_in != here]
    who = ", ".join(f"{p.start_no} {p.name}" for p in (change or players))
    if not change:
        return Done(NOTHING, (_("Already checked in: {who}; nothing changed.") if here else
                              _("Already not checked in: {who}; nothing changed.")).format(
                                  who=who))
    nos = [p.start_no for p in change]
    what = who if len(change) == 1 else f"{len(change)} players: {who}"
    summary = ("Checked in " if here else "Not here (check-in taken back): ") + what
    with event.action(CHECKIN, summary, before={"checked_in": not here, "players": nos},
                      after={"checked_in": here, "players": nos}):
        records.set_checked_in(event.db, nos, here)
    count = records.here_count(event.db) or 0
    text = (_("Checked in: {who}.") if here else _("Not here: {who}.")).format(who=who)
    text += " " + _("{here} of {players} here").format(
        here=count, players=records.active_count(event.db)) + "."
    if not here and event.games_seated():
        text += " " + _("The next seating leaves them out until they are checked in again.")
    return CHECKIN.done(text, value=[event.player(n) for n in nos])


def undrop(event: Event, start_no: int) -> Done:
    player = event.player(start_no)
    if player.active:
        raise ServiceError(_("{name} (start number {start_no}) has not dropped "
                             "out.").format(name=player.name, start_no=start_no))
    summary = f"{player.name} is back: seated again from the next game."
    back: dict[str, object] = {"status": "active", "dropped_after": None}
    if records.checkin_used(event.db):  # back means here: the next seating seats them
        back["checked_in"] = 1
    with event.action(UNDROP, summary, before={"status": "dropped"},
                      after={"status": "active"}):
        records.update_player(event.db, start_no, back)
    return UNDROP.done(_("{name} is back: seated again from the next game.").format(
        name=player.name))


def _line_no(error: str) -> int:
    """The line an error names ("line 3: ...", "Zeile 3: ...", "regel 3: ..."); 0 for none."""
    found = re.match(r"\w+ (\d+):", error)
    return int(found[1]) if found else 0
