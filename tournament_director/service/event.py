"""An open event: opening and closing, the reads, and `action()`, the one way to change it
(the actions themselves live in modules by feature: registration, seating, results, prizes,
history, hall)."""

from __future__ import annotations

import contextlib
import datetime
import os
import random
from collections.abc import Iterator
from pathlib import Path

from ..i18n import N_, _, ngettext, said
from ..rules import plans
from ..rules.campaign import needs_extension
from ..rules.errors import RulesError
from ..rules.numbers import number_ranges
from ..rules.standings import Adjustment, SeatedTable
from ..rules.standings import standings as compute_standings
from ..rules.table_points import TablePointItem
from ..rules.table_points import table_points as sum_items
from ..rules.tiebreak import tiebreak_key
from ..store import EventFile, opener, reader, records
from ..store.database import EventDatabase
from ..store.errors import EventFileError
from . import asker
from . import settings as event_settings
from .actions import Action, is_declared
from .model import (
    AuditEntry,
    GameView,
    Player,
    ServiceError,
    Settings,
    StandingRow,
    Status,
    TableView,
)

MAX_NUMBER = 1_000_000_000  # start, game and table numbers looked up


# what checked_number looks up, as its refusal says it
NO_SUCH = {"Start number": N_("Start number {number} does not exist: give a whole number such "
                              "as 1."),
           "Game": N_("Game {number} does not exist: give a whole number such as 1.")}


def checked_number(number: object, what: str) -> int:
    """A start, game or table number small enough to look up (no OverflowError in SQLite)."""
    if isinstance(number, bool) or not isinstance(number, int) or \
            not -MAX_NUMBER <= number <= MAX_NUMBER:
        raise ServiceError(_(NO_SUCH[what]).format(number=repr(number)))
    return number


def now() -> str:
    """The time of a change as stored: ISO 8601 with the offset, to the second."""
    return datetime.datetime.now().astimezone().isoformat(timespec="seconds")

class Event:
    """An open event. Read with the query methods; change only through the actions."""

    auto_copies = True  # a copy in "NAME backups/" after each seating and every 10 results
    copy_problem: str | None = None  # why the last automatic copy failed (the change stands)

    def __init__(self, file: EventFile):
        self.file = file
        self.db = file.db
        self._settings: Settings | None = None

    # -- opening and closing ------------------------------------------------------
    @classmethod
    def create(cls, path: str | os.PathLike, *, name: str, games: int, fee: int | str,
               currency: str = "EUR", mode: str = "competition", game: str = "generic",
               table_points: str | tuple[TablePointItem, ...] = "seed",
               tiebreaks: str = "seed",
               date: str | None = None, seed: int | None = None, paper: str = "A4",
               name_order: str = "name", file_as_written: bool = False) -> Event:
        """A new event file; `fee` in cents (750 is 7.50) or as typed ("7,50")."""
        if date is None:
            date = datetime.date.today().isoformat()
        given = dict(name=name, date=date, games=games, fee=fee, currency=currency or "EUR",
                     mode=mode, game=game, paper=paper, table_points=table_points,
                     tiebreaks=tiebreaks, name_order=name_order,
                     file_as_written=file_as_written)
        row = {key: event_settings.checked(key, value) for key, value in given.items()}
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**62:
            raise ServiceError(_("The seed must be a whole number 0 to {most} (got "
                                 "{seed}).").format(most=2**62 - 1, seed=repr(seed)))
        row.update(id=1, seed=int(seed), created_at=now())
        name = row["name"]

        def setup(db: EventDatabase) -> None:
            records.insert_event_row(db, row)
            records.add_audit(db, now(), "new", f"Event {name!r} created", after=row)
        try:
            file = opener.create(path, setup)
        except EventFileError as exc:
            raise ServiceError(said(exc)) from None
        return cls(file)

    @classmethod
    def open(cls, path: str | os.PathLike, *, lock: bool = True) -> Event:
        """Open an event file (a reader's with `lock=False`: the sequence is store/opener.py's
        `open_event`); EventFileError (with a director's message) if it cannot be."""
        return cls(opener.open_event(path, lock=lock))

    def close(self) -> None:
        self.file.close()

    def __enter__(self) -> Event:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def path(self) -> Path:
        return self.file.path

    # -- the one way to change the event ---------------------------------------------------
    @contextlib.contextmanager
    def action(self, action: Action, summary: str, before: object = None,
               after: object = None) -> Iterator[None]:
        """One transaction and one audit line: `action` is its declaration (service/actions.py:
        the name the line gets, when an automatic copy is due), `summary` says it in English.
        Another desk's call (service/asker.py) is checked here: its role, what it had seen;
        its line names the desk and keeps the request's id.
        After it committed, the automatic copy it is due: a failed copy never takes back the
        change. Before and after it, the file must still be the one opened, with the content
        this writer left in it (FileReplaced otherwise: the change is refused, or not
        acknowledged)."""
        if not is_declared(action):
            raise TypeError(f"not a declared action (service/actions.py): {action!r}")
        asker.check_role(action)  # another desk's role allows it (service/asker.py)
        self.file.check_unchanged()  # nothing written into a file replaced under it
        every = action.copy_results
        results_before = records.results_in(self.db) if every else None
        with records.atomic(self.db):
            yield
            asker.check_seen(self.db)  # nothing it changes was changed meanwhile elsewhere
            at = now()
            records.add_audit(self.db, at, action.name, summary, before, after,
                              asker.current().desk)
            asker.keep_request(self.db, at)  # a request sent again is done once
        self.file.settle()  # still its own file, or the change is not acknowledged
        if action.changes_settings:
            self._settings = None  # read again when next asked for
        if action.copy_each or (every is not None and results_before is not None and
                                records.results_in(self.db) // every > results_before // every):
            self._auto_copy()

    def audit_log(self, limit: int | None = None) -> list[AuditEntry]:
        return [AuditEntry(*row) for row in records.audit_rows(self.db, limit)]

    def fingerprint(self) -> str | None:
        """The audit log's head (hex): the signed payout prints it, and `verify --fingerprint`
        proves later that nothing before it was rewritten (service/signed.py)."""
        return records.audit_head(self.db)

    @contextlib.contextmanager
    def one_read(self) -> Iterator[None]:
        """Every read inside sees the event as it was at the first (a read transaction)."""
        with reader.one_read(self.file):
            yield

    # -- settings ------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        if self._settings is None:
            self._settings = event_settings.from_row(records.event_row(self.db), self.path)
        return self._settings

    # -- players -----------------------------------------------------------------------
    def players(self) -> list[Player]:
        return [Player.from_row(r) for r in records.players(self.db)]

    def player(self, start_no: int) -> Player:
        checked_number(start_no, "Start number")
        row = records.player(self.db, start_no)
        if row is None:
            count = records.player_count(self.db)
            if count:
                raise ServiceError(_("There is no player with start number {start_no}: start "
                                     "numbers run from 1 to {last}.").format(
                                         start_no=start_no, last=count))
            raise ServiceError(_("There is no player with start number {start_no}: no player "
                                 "is registered yet.").format(start_no=start_no))
        return Player.from_row(row)

    # -- games and seating -------------------------------------------------------------
    def games_seated(self) -> int:
        return records.games_seated(self.db)

    def _tables(self, game_no: int | None = None) -> list[TableView]:
        items_def = self.settings.items
        return [TableView(**row, table_points=(sum_items(items_def, row["items"])
                                               if row["items"] is not None else None))
                for row in records.tables(self.db, game_no)]

    def game(self, game_no: int) -> GameView:
        checked_number(game_no, "Game")
        tables = self._tables(game_no)
        if not tables:
            seated = self.games_seated()
            hint = (_("games 1 to {n} are seated").format(n=seated) if seated
                    else _("no game is seated yet"))
            raise ServiceError(_("Game {game} is not seated: {hint}.").format(game=game_no,
                                                                            hint=hint))
        return GameView(game_no, tuple(tables),
                        tuple(records.drawn_sizes(self.db, game_no).get(game_no, ())))

    def table(self, game_no: int, table_no: int) -> TableView:
        return self.game(game_no).table(table_no)

    def participants(self) -> set[int]:
        """Players seated in at least one game (drop-outs and no-shows included)."""
        return records.participants(self.db)

    def seated_tables(self) -> list[SeatedTable]:
        return [SeatedTable(t.game, t.table, t.players, t.places, t.table_points or 0,
                            t.absent)
                for t in self._tables()]

    def checkin_used(self) -> bool:
        """Whether check-in is used (anyone checked in): seating then seats those here."""
        return records.checkin_used(self.db)

    def adjustments(self, after_game: int | None = None) -> list[Adjustment]:
        """The penalties and awards in the order given; `after_game`: those counted in the
        standings after that game (given for it or an earlier one, or while it or an earlier
        one was the last seated)."""
        return [Adjustment(start_no, points, reason, game_no)
                for _id, start_no, points, reason, game_no, during, _at
                in records.adjustments(self.db)
                if after_game is None or (game_no if game_no is not None else during)
                <= after_game]

    def points(self, tables: list[SeatedTable] | None = None) -> dict[int, int]:
        rows = self.standings(final=False, tables=tables)
        return {r.player.start_no: r.points for r in rows}

    def status(self, *, last: GameView | None = None) -> Status:
        """Where the event stands; `last`: the last seated game, when the caller has it."""
        s = self.settings
        seated = self.games_seated()
        active = records.active_count(self.db)
        here = records.here_count(self.db)
        if last is None or last.game != seated:
            last = self.game(seated) if seated else None
        tables_total = len(last.tables) if last else 0
        tables_in = last.tables_in if last else 0
        extension = False
        finished = False
        refusal = None
        next_game: int | None = seated + 1
        if last is not None and not last.complete:
            waiting = [t.table for t in last.tables if not t.has_result]
            shown, more = number_ranges(waiting)  # "101-222", as the window's headline
            if more:
                shown += _(" and {n} more").format(n=more)
            refusal = ngettext("Game {game} still waits for the result of table {tables}: "
                               "record every table first.",
                               "Game {game} still waits for the result of tables {tables}: "
                               "record every table first.", len(waiting)).format(
                                   game=seated, tables=shown)
            if seated >= s.games:  # the last agreed game (or an extension) is in progress
                next_game = None
        if seated >= s.games:
            if s.mode == "campaign" and last is not None and last.complete:
                extension = needs_extension(self.points())
            elif s.mode == "campaign" and seated > s.games:
                extension = True
            if last is not None and last.complete and not extension:
                finished = True
                next_game = None
                refusal = _("All {n} games are played: the event is complete.").format(n=seated)
        plan = None
        if next_game is not None and refusal is None:
            try:
                plan = tuple(plans.table_plan(active if here is None else here, next_game,
                                              s.game_def.max_players, s.game_def.min_table))
            except RulesError as exc:
                refusal = _("Game {game} cannot be seated: {why}").format(
                    game=next_game, why=said(exc))
        return Status(games_agreed=s.games, games_seated=seated, tables_total=tables_total,
                      tables_in=tables_in, active_players=active, next_game=next_game,
                      next_plan=plan, seat_refusal=refusal, finished=finished,
                      extension=extension, here=here)

    # -- standings ---------------------------------------------------
    def standings(self, after_game: int | None = None, *, final: bool | None = None,
                  tables: list[SeatedTable] | None = None) -> list[StandingRow]:
        """Standings derived from the recorded results (after a given game, or now)."""
        s = self.settings
        if tables is None:
            tables = self.seated_tables()
        if after_game is not None:
            tables = [t for t in tables if t.game_no <= after_game]
        players = {p.start_no: p for p in self.players()}
        seated = {p for t in tables for p in (*t.players, *t.absent)}  # no-shows sat too
        door = records.checkin_used(self.db)  # then the players not here are left out
        shown = [p for p, pl in players.items()
                 if (pl.active and (pl.checked_in or not door)) or p in seated]
        keys = None
        if final is None:
            final = after_game is None and self.status().finished
        if final:  # the final standings rank the participants only
            shown = [p for p in shown if p in seated]
            values = self.tiebreak_values()
            keys = {p: tiebreak_key(s.tiebreaks, v) for p, v in values.items()}
        listed = set(shown)
        given = [a for a in self.adjustments(after_game) if a.player in listed]
        try:
            rows = compute_standings(shown, tables, s.mode, keys, given,
                                     records.drawn_sizes(self.db))
        except RulesError as exc:
            raise ServiceError(said(exc)) from None
        left: dict[int, list[tuple[int, int]]] = {}
        for t in tables:
            for p in t.absent:
                left.setdefault(p, []).append((t.game_no, t.table_no))
        return [StandingRow(r.rank, players[r.player], r.points, tuple(r.lines), r.level,
                            r.adjustments, tuple(left.get(r.player, ())))
                for r in rows]

    def tiebreak_values(self) -> dict[int, dict]:
        return records.tiebreak_values(self.db)

    # -- copies -----------------------------------------------------------------------------
    def _auto_copy(self) -> None:
        """After the transaction committed: a failed copy never takes back the change."""
        if not self.auto_copies:
            return
        try:
            self.file.auto_copy()
            self.copy_problem = None
        except EventFileError as exc:
            self.copy_problem = _("The automatic copy was not made: {problem}").format(
                problem=exc)

    def save_copy(self, dest: str | os.PathLike) -> Path:
        try:
            return self.file.copy_to(dest)
        except EventFileError as exc:
            raise ServiceError(said(exc)) from None
        except OSError as exc:
            raise ServiceError(_("The copy could not be written to {path}: {reason}.").format(
                path=dest, reason=exc.strerror)) from None
