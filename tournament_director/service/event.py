"""The one place that changes an event: each action is one transaction and one audit line."""

from __future__ import annotations

import contextlib
import datetime
import random
from collections.abc import Iterator, Mapping
from pathlib import Path

from ..i18n import _, ngettext, said
from ..rules import plans
from ..rules import seating as seat_rules
from ..rules.campaign import needs_extension
from ..rules.equalization import equalization
from ..rules.errors import RulesError
from ..rules.games import ranks_from_results
from ..rules.numbers import number_ranges
from ..rules.payout import Payout, winners_for
from ..rules.payout import payout as compute_payout
from ..rules.scoring import placement_points, validate_places
from ..rules.standings import SeatedTable
from ..rules.standings import standings as compute_standings
from ..rules.table_points import TablePointItem
from ..rules.table_points import table_points as sum_items
from ..rules.tiebreak import money_groups, tiebreak_key
from ..store import EventFile, records
from ..store.errors import EventFileError
from . import parse
from . import settings as event_settings
from .model import (
    AuditEntry,
    CsvPreview,
    GameView,
    Player,
    PreviewLine,
    RecordOutcome,
    ServiceError,
    Settings,
    StandingRow,
    Status,
    TableView,
)
from .parse import MAX_NAME as MAX_NAME
from .parse import clean_name as clean_name
from .parse import same_name_key

MAX_NUMBER = 1_000_000_000  # start, game and table numbers looked up


def _in_range(number, what: str) -> int:
    """A start, game or table number small enough to look up (no OverflowError in SQLite)."""
    if isinstance(number, bool) or not isinstance(number, int) or \
            not -MAX_NUMBER <= number <= MAX_NUMBER:
        raise ServiceError(f"{what} {number!r} does not exist: give a whole number such as 1.")
    return number


def _now() -> str:
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
    def create(cls, path, *, name: str, games: int, fee: int, currency: str = "EUR",
               mode: str = "competition", game: str = "generic",
               table_points: str | tuple[TablePointItem, ...] = "seed",
               tiebreaks: str = "seed",
               date: str | None = None, seed: int | None = None, paper: str = "A4",
               name_order: str = "name") -> Event:
        if date is None:
            date = datetime.date.today().isoformat()
        given = dict(name=name, date=date, games=games, fee=fee, currency=currency or "EUR",
                     mode=mode, game=game, paper=paper, table_points=table_points,
                     tiebreaks=tiebreaks, name_order=name_order)
        row = {key: event_settings.checked(key, value) for key, value in given.items()}
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**62:
            raise ServiceError(f"The seed must be a whole number 0 to {2**62 - 1} "
                               f"(got {seed!r}).")
        row.update(id=1, seed=int(seed), created_at=_now())
        name = row["name"]

        def setup(db):
            records.insert_event_row(db, row)
            records.add_audit(db, _now(), "new", f"Event {name!r} created", after=row)
        try:
            file = EventFile.create(path, setup)
        except EventFileError as exc:
            raise ServiceError(said(exc)) from None
        return cls(file)

    @classmethod
    def open(cls, path, *, lock: bool = True) -> Event:
        """Open an event file; EventFileError (with a director's message) if it cannot be."""
        return cls(EventFile.open(path, lock=lock))

    def close(self) -> None:
        self.file.close()

    def __enter__(self) -> Event:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def path(self) -> Path:
        return self.file.path

    # -- the audit log and transactions ---------------------------------------------
    @contextlib.contextmanager
    def _action(self, action: str, summary: str, before=None, after=None) -> Iterator[None]:
        with records.atomic(self.db):
            yield
            records.add_audit(self.db, _now(), action, summary, before, after)

    def audit_log(self, limit: int | None = None) -> list[AuditEntry]:
        return [AuditEntry(*row) for row in records.audit_rows(self.db, limit)]

    # -- settings ------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        if self._settings is None:
            self._settings = event_settings.from_row(records.event_row(self.db))
        return self._settings

    def update_settings(self, **changes) -> Settings:
        """Change name, date, games, fee, currency, paper; mode, game and table points only
        before game 1 is seated."""
        old = self.settings
        event_settings.check_keys(changes)
        seated = self.games_seated()
        entered = "tiebreaks" in changes and bool(self.tiebreak_values())
        row = {key: event_settings.check_change(old, key, value, seated=seated,
                                                tiebreaks_entered=entered)
               for key, value in changes.items()}
        if not row:
            return old
        with self._action("settings", "Event settings changed: " + ", ".join(sorted(row)),
                          before={k: event_settings.stored(old, k) for k in row},
                          after={k: row[k] for k in row}):
            records.update_event_row(self.db, row)
        self._settings = None
        return self.settings

    # -- players -----------------------------------------------------------------------
    def players(self) -> list[Player]:
        return [Player(*r) for r in records.players(self.db)]

    def player(self, start_no: int) -> Player:
        _in_range(start_no, "Start number")
        row = records.player(self.db, start_no)
        if row is None:
            count = records.player_count(self.db)
            hint = (f"start numbers run from 1 to {count}" if count
                    else "no player is registered yet")
            raise ServiceError(f"There is no player with start number {start_no}: {hint}.")
        return Player(*row)

    def _check_new_player(self, name: str, club: str, paid, taken: dict[str, int]) -> dict:
        name = clean_name(name)
        if not name:
            raise ServiceError("The player's name is empty: type a name.")
        club = clean_name(club or "", "club")
        paid = self.settings.fee if paid is None or paid == "" else parse.amount(paid, "Paid")
        other = taken.get(same_name_key(name))
        if other is not None:
            raise ServiceError(f"{name} is already registered as start number {other}: "
                               "add something to tell them apart (a club, a city, an initial).")
        return dict(name=name, club=club, paid=paid)

    def _taken_names(self) -> dict[str, int]:
        return {same_name_key(n): s for s, n in records.names(self.db)}

    def add_player(self, name: str, club: str = "", paid: int | None = None) -> Player:
        """Register a player (a late entry once games are seated: joins the next seating)."""
        row = self._check_new_player(name, club, paid, self._taken_names())
        late = self.games_seated()
        self._check_entry_open(late)
        summary = f"Registered {row['name']}" + (f" (late entry, joins game {late + 1})"
                                                 if late else "")
        with self._action("register", summary, after=row):
            start_no = records.next_start_no(self.db)
            records.insert_players(self.db, [dict(start_no=start_no, status="active",
                                                  registered_at=_now(), **row)])
        return self.player(start_no)

    def _check_entry_open(self, seated: int) -> None:
        """A late entry needs a game left to join: refused once the last game is seated."""
        if seated < self.settings.games:
            return
        st = self.status()
        if st.finished:
            raise ServiceError(f"The event is complete (all {seated} games are played): "
                               "a player cannot join any more.")
        if not st.extension:
            raise ServiceError(f"Game {seated}, the last game, is seated: there is no game "
                               "left for a late entry to join.")

    def preview_csv(self, path) -> CsvPreview:
        """Read a CSV of players (columns name, optional club and paid) without importing."""
        from . import csvimport  # here: the window's start does not need the CSV reader
        preview = csvimport.read_players_csv(path)
        taken = self._taken_names()
        in_file: dict[str, int] = {}
        rows, errs = [], list(preview.errors)
        for row in preview.rows:
            try:
                checked = self._check_new_player(row["name"], row.get("club", ""),
                                                 row.get("paid"), taken)
            except ServiceError as exc:
                errs.append(f"line {row['line']}: {exc}")
                continue
            key = same_name_key(checked["name"])
            if key in in_file:
                errs.append(f"line {row['line']}: {checked['name']} is already on line "
                            f"{in_file[key]}: tell them apart (a club, a city, an initial)")
                continue
            in_file[key] = row["line"]
            rows.append(dict(checked, line=row["line"]))
        errs.sort(key=_line_no)
        return CsvPreview(rows=rows, errors=errs, ignored=list(preview.ignored))

    def import_players(self, path) -> list[Player]:
        """Register every row of a CSV, all or none; the first bad row is named by its line."""
        preview = self.preview_csv(path)
        if preview.errors:
            more = f" (and {len(preview.errors) - 1} more)" if len(preview.errors) > 1 else ""
            raise ServiceError(f"{Path(path).name} {preview.errors[0]}{more}; "
                               "nothing was imported: fix the file and import it again.")
        if not preview.rows:
            raise ServiceError(f"{Path(path).name} has no players: "
                               "add rows under the header line 'name'.")
        return self.register_many(preview.rows, source=Path(path).name)

    def register_many(self, rows: list[dict], source: str = "a list") -> list[Player]:
        """Register several players (dicts with name, optional club and paid) as one action."""
        self._check_entry_open(self.games_seated())
        taken = self._taken_names()
        checked = []
        for row in rows:
            ok = self._check_new_player(row["name"], row.get("club", ""), row.get("paid"), taken)
            taken[same_name_key(ok["name"])] = 0
            checked.append(ok)
        first = records.next_start_no(self.db)
        now = _now()
        with self._action("import", f"Registered {len(checked)} players from {source}",
                          after=checked):
            records.insert_players(self.db, (
                dict(start_no=first + i, status="active", registered_at=now, **r)
                for i, r in enumerate(checked)))
        return [p for p in self.players() if p.start_no >= first]

    def edit_player(self, start_no: int, *, name: str | None = None, club: str | None = None,
                    paid: int | None = None) -> Player:
        old = self.player(start_no)
        row = {}
        if name is not None:
            name = clean_name(name)
            if not name:
                raise ServiceError("The player's name is empty: type a name.")
            other = self._taken_names().get(same_name_key(name))
            if other is not None and other != start_no:
                raise ServiceError(f"{name} is already registered as start number {other}: "
                                   "add something to tell them apart.")
            row["name"] = name
        if club is not None:
            row["club"] = clean_name(club, "club")
        if paid is not None:
            row["paid"] = parse.amount(paid, "Paid")
        row = {k: v for k, v in row.items() if getattr(old, k) != v}
        if not row:
            return old
        with self._action("edit", f"Edited player {start_no}",
                          before={k: getattr(old, k) for k in row}, after=row):
            records.update_player(self.db, start_no, row)
        return self.player(start_no)

    def drop(self, start_no: int) -> str:
        """The player leaves after the game in progress (they play out a game already seated)."""
        player = self.player(start_no)
        if not player.active:
            raise ServiceError(f"{player.name} (start number {start_no}) has already dropped out.")
        seated = self.games_seated()
        game = self.game(seated) if seated else None
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
        with self._action("drop", summary, before={"status": "active"},
                          after={"status": "dropped", "dropped_after": seated}):
            records.update_player(self.db, start_no,
                                  {"status": "dropped", "dropped_after": seated})
        return said

    def undrop(self, start_no: int) -> str:
        player = self.player(start_no)
        if player.active:
            raise ServiceError(f"{player.name} (start number {start_no}) has not dropped out.")
        summary = f"{player.name} is back: seated again from the next game."
        with self._action("undrop", summary, before={"status": "dropped"},
                          after={"status": "active"}):
            records.update_player(self.db, start_no, {"status": "active", "dropped_after": None})
        return _("{name} is back: seated again from the next game.").format(name=player.name)

    # -- games and seating -------------------------------------------------------------
    def games_seated(self) -> int:
        return records.games_seated(self.db)

    def _tables(self, game_no: int | None = None) -> list[TableView]:
        items_def = self.settings.items
        return [TableView(**row, table_points=(sum_items(items_def, row["items"])
                                               if row["items"] is not None else None))
                for row in records.tables(self.db, game_no)]

    def game(self, game_no: int) -> GameView:
        _in_range(game_no, "Game")
        tables = self._tables(game_no)
        if not tables:
            seated = self.games_seated()
            hint = (_("games 1 to {n} are seated").format(n=seated) if seated
                    else _("no game is seated yet"))
            raise ServiceError(_("Game {game} is not seated: {hint}.").format(game=game_no,
                                                                            hint=hint))
        return GameView(game_no, tuple(tables))

    def table(self, game_no: int, table_no: int) -> TableView:
        return self._table_of(self.game(game_no), table_no)

    @staticmethod
    def _table_of(game: GameView, table_no: int) -> TableView:
        for t in game.tables:
            if t.table == table_no:
                return t
        raise ServiceError(_("Game {game} has no table {table}: its tables are 1 to {n}.")
                           .format(game=game.game, table=table_no, n=len(game.tables)))

    def participants(self) -> set[int]:
        """Players seated in at least one game (drop-outs included)."""
        return records.participants(self.db)

    def _seated_tables(self) -> list[SeatedTable]:
        return [SeatedTable(t.game, t.table, t.players, t.places, t.table_points or 0)
                for t in self._tables()]

    def _points(self, tables: list[SeatedTable] | None = None) -> dict[int, int]:
        rows = self.standings(final=False, tables=tables)
        return {r.player.start_no: r.points for r in rows}

    def status(self, *, last: GameView | None = None) -> Status:
        """Where the event stands; `last`: the last seated game, when the caller has it."""
        s = self.settings
        seated = self.games_seated()
        active = records.active_count(self.db)
        if last is None or last.game != seated:
            last = self.game(seated) if seated else None
        tables_total = len(last.tables) if last else 0
        tables_in = last.tables_in if last else 0
        extension = False
        finished = False
        refusal = None
        next_game = seated + 1
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
                extension = needs_extension(self._points())
            elif s.mode == "campaign" and seated > s.games:
                extension = True
            if last is not None and last.complete and not extension:
                finished = True
                next_game = None
                refusal = _("All {n} games are played: the event is complete.").format(n=seated)
        plan = None
        if next_game is not None and refusal is None:
            try:
                plan = tuple(plans.table_plan(active, next_game, s.game_def.max_players,
                                              s.game_def.min_table))
            except RulesError as exc:
                refusal = _("Game {game} cannot be seated: {why}").format(
                    game=next_game, why=said(exc))
        return Status(games_agreed=s.games, games_seated=seated, tables_total=tables_total,
                      tables_in=tables_in, active_players=active, next_game=next_game,
                      next_plan=plan, seat_refusal=refusal, finished=finished,
                      extension=extension)

    def seat_next_game(self) -> GameView:
        """Seat the next game: game 1 by lot, later games by the standings."""
        st = self.status()
        if not st.can_seat:
            raise ServiceError(st.seat_refusal or _("The next game cannot be seated."))
        game_no = st.next_game
        sizes = list(st.next_plan)
        seed = random.Random(f"{self.settings.seed}:{game_no}").randrange(1, 2**31)
        active = [p.start_no for p in self.players() if p.active]
        try:
            if game_no == 1:
                tables = seat_rules.seat_by_lot(active, sizes, seed)
            else:
                points = self._points()
                tables = seat_rules.seat_by_standings({p: points.get(p, 0) for p in active},
                                                      sizes, seed)
        except RulesError as exc:
            raise ServiceError(said(exc)) from None
        summary = (f"Seated game {game_no}: {plans.describe_plan(sizes)}"
                   + (" (extension game)" if st.extension else ""))
        with self._action("seat", summary,
                          after={"game": game_no, "tables": tables}):
            records.insert_game(self.db, game_no, seed, tables, _now())
        self._auto_copy()
        return self.game(game_no)

    def unseat_last_game(self) -> str:
        """Take back the last seating, as long as no table of it has a result."""
        seated = self.games_seated()
        if not seated:
            raise ServiceError(_("No game is seated: there is no seating to take back."))
        game = self.game(seated)
        if game.tables_in:
            raise ServiceError(f"Game {seated} already has results: its seating cannot be "
                               "taken back (correct the results instead).")
        summary = f"The seating of game {seated} is taken back: seat it again when ready."
        with self._action("unseat", summary,
                          before={"game": seated,
                                  "tables": [list(t.players) for t in game.tables]}):
            records.delete_game(self.db, seated)
        return _("The seating of game {game} is taken back: seat it again when ready.").format(
            game=seated)

    # -- results -------------------------------------------------------------------------
    def _derive_places(self, table: TableView, places, results) -> tuple[dict, dict | None]:
        game_def = self.settings.game_def
        where = _("Game {game} table {table}").format(game=table.game, table=table.table)
        given = places if places is not None else results
        if places is not None and results is not None:
            raise ServiceError(_("Give either places or the game's results, not both."))
        if given is None:
            raise ServiceError(_("{where}: give a place for every player at the table.").format(
                where=where))
        try:
            given = {int(k): v for k, v in dict(given).items()}
            for k in given:
                _in_range(k, "Start number")
        except (TypeError, ValueError):
            raise ServiceError(_("{where}: players are named by their start numbers.").format(
                where=where)) from None
        seated = set(table.players)
        missing = [p for p in table.players if p not in given]
        extra = [p for p in given if p not in seated]
        if extra:
            raise ServiceError(ngettext(
                "{where}: player {players} did not play there; it seats {seats}.",
                "{where}: players {players} did not play there; it seats {seats}.",
                len(extra)).format(where=where, players=", ".join(map(str, sorted(extra))),
                                   seats=", ".join(map(str, table.players))))
        if missing:
            raise ServiceError(ngettext(
                "{where}: no result for player {players}; give one for every player at the "
                "table ({seats}).",
                "{where}: no result for players {players}; give one for every player at the "
                "table ({seats}).",
                len(missing)).format(where=where, players=", ".join(map(str, missing)),
                                     seats=", ".join(map(str, table.players))))
        order = list(table.players)
        try:
            if places is not None:
                values = [parse.given_place(given[p], f"{where}: the place of player {p}",
                                            len(order)) for p in order]
                validate_places(values)
                return dict(zip(order, values)), None
            if game_def.places_direct:
                raise ServiceError(f"This event's game ({game_def.label}) takes places, not "
                                   "game results: give places (e.g. --ranks \"12=1,7=2\").")
            res = [given[p] for p in order]
            ranks = ranks_from_results(game_def, res)
            return dict(zip(order, ranks)), dict(zip(order, res))
        except RulesError as exc:
            raise ServiceError(f"{where}: {said(exc)}") from None

    def _check_items(self, items) -> dict:
        defs = self.settings.items
        items = dict(items or {})
        if not defs:
            if items:
                raise ServiceError(_("This event has no table points: leave them out."))
            return {}
        try:
            sum_items(defs, items)
        except RulesError as exc:
            raise ServiceError(said(exc)) from None
        return parse.bounded_values(items, "Table points")

    def preview(self, game_no: int, table_no: int, *, places=None, results=None,
                items=None) -> list[PreviewLine]:
        """The points each player would get, without saving (the result form's live preview)."""
        return self.preview_in(self.game(game_no), table_no, places=places, results=results,
                               items=items)

    def preview_in(self, game: GameView, table_no: int, *, places=None, results=None,
                   items=None) -> list[PreviewLine]:
        """As `preview`, for a game the caller has read already (the window keeps it)."""
        table = self._table_of(game, table_no)
        place_of, _results = self._derive_places(table, places, results)
        items = self._check_items(items)
        s = self.settings
        order = list(table.players)
        pts = placement_points([place_of[p] for p in order])
        tp = sum_items(s.items, items) if s.items else 0
        eq = equalization(table.size, table.game, game.sizes) if s.competition else 0
        return [PreviewLine(p, place_of[p], pt, tp, eq) for p, pt in zip(order, pts)]

    def record(self, game_no: int, table_no: int, *, places=None, results=None,
               items=None) -> RecordOutcome:
        """Record, or correct, one table's result (places or the game's own results)."""
        table = self.table(game_no, table_no)
        place_of, res = self._derive_places(table, places, results)
        items = self._check_items(items)
        correction = table.has_result
        if (correction and table.places == place_of and table.items == items
                and (table.results or None) == res):
            return RecordOutcome(False, (), _("Game {game} table {table}: the result is the "
                                              "same as recorded; nothing changed.").format(
                                                  game=game_no, table=table_no))
        later = tuple(range(game_no + 1, self.games_seated() + 1))
        summary = (f"{'Corrected' if correction else 'Recorded'} game {game_no} table {table_no}: "
                   + ", ".join(f"{p}={place_of[p]}" for p in table.players))
        before = ({"places": table.places, "results": table.results, "items": table.items}
                  if correction else None)
        after = {"places": place_of, "results": res, "items": items}
        results_before = records.results_in(self.db)
        with self._action("correct" if correction else "record", summary,
                          before=before, after=after):
            self._write_result(table, place_of, res, items)
        self._copy_after_results(results_before)
        places_text = ", ".join(f"{p}={place_of[p]}" for p in table.players)
        message = (_("Corrected game {game} table {table}: {places}.") if correction
                   else _("Recorded game {game} table {table}: {places}.")).format(
                       game=game_no, table=table_no, places=places_text)
        if correction and later:
            if len(later) == 1:
                message += " " + _("Game {game} stays seated as it was; the standings are "
                                   "recomputed.").format(game=later[0])
            else:
                games = ", ".join(map(str, later[:-1])) + _(" and {last}").format(
                    last=later[-1])
                message += " " + _("Games {games} stay seated as they were; the standings are "
                                   "recomputed.").format(games=games)
        return RecordOutcome(correction, later if correction else (), message)

    def _write_result(self, table: TableView, place_of, res, items) -> None:
        records.write_result(self.db, table.game, table.table,
                             {p: place_of[p] for p in table.players}, res, items, _now())

    def record_many(self, game_no: int, entries: list[tuple[int, dict, dict]]) -> int:
        """Record several tables of one game as one action: (table, places, items) each."""
        tables = {t.table: t for t in self.game(game_no).tables}
        checked = []
        for table_no, places, items in entries:
            if table_no not in tables:
                raise ServiceError(_("Game {game} has no table {table}.").format(game=game_no,
                                                                                 table=table_no))
            place_of, _results = self._derive_places(tables[table_no], places, None)
            checked.append((tables[table_no], place_of, self._check_items(items)))
        results_before = records.results_in(self.db)
        with self._action("record", f"Recorded {len(checked)} tables of game {game_no}"):
            for table, place_of, items in checked:
                self._write_result(table, place_of, None, items)
        self._copy_after_results(results_before)
        return len(checked)

    # -- standings, tie-breaks and payout ---------------------------------------------------
    def standings(self, after_game: int | None = None, *, final: bool | None = None,
                  tables: list[SeatedTable] | None = None) -> list[StandingRow]:
        """Standings derived from the recorded results (after a given game, or now)."""
        s = self.settings
        if tables is None:
            tables = self._seated_tables()
        if after_game is not None:
            tables = [t for t in tables if t.game_no <= after_game]
        players = {p.start_no: p for p in self.players()}
        seated = {p for t in tables for p in t.players}
        shown = [p for p, pl in players.items() if pl.active or p in seated]
        keys = None
        if final is None:
            final = after_game is None and self.status().finished
        if final:  # the final standings rank the participants only
            shown = [p for p in shown if p in seated]
            values = self.tiebreak_values()
            keys = {p: tiebreak_key(s.tiebreaks, v) for p, v in values.items()}
        try:
            rows = compute_standings(shown, tables, s.mode, keys)
        except RulesError as exc:
            raise ServiceError(said(exc)) from None
        return [StandingRow(r.rank, players[r.player], r.points, tuple(r.lines), r.level)
                for r in rows]

    def tiebreak_values(self) -> dict[int, dict]:
        return records.tiebreak_values(self.db)

    def needs_tiebreak(self) -> list[int]:
        """Players level on points whose order changes money (a prize place or the
        second-to-last place): their tie-break values decide. Others keep a shared rank."""
        if not self.settings.tiebreaks:
            return []
        return tiebreak_needed(self.standings(final=False), self.settings.competition)

    def missing_tiebreaks(self) -> list[int]:
        """Players level on points whose tie-break values are not entered yet."""
        have = self.tiebreak_values()
        return [p for p in self.needs_tiebreak() if p not in have]

    def _parse_tiebreak(self, values: Mapping | str) -> dict:
        if not isinstance(values, str):  # one validation path: the same as typed text
            values = ",".join(f"{k}={('yes' if v else 'no') if isinstance(v, bool) else v}"
                              for k, v in dict(values).items())
        return parse.tiebreak_values(self.settings.tiebreaks, values)

    def set_tiebreak(self, start_no: int, values: Mapping | str) -> dict:
        """Final tie-break values of one player (entered after the last game)."""
        return self.set_tiebreaks({start_no: values})[start_no]

    def set_tiebreaks(self, values_by_player: Mapping[int, Mapping | str]) -> dict[int, dict]:
        """Tie-break values of several players as one action."""
        parsed = {}
        for start_no, values in values_by_player.items():
            self.player(start_no)
            parsed[start_no] = self._parse_tiebreak(values)
        if len(parsed) == 1:
            [(start_no, after)] = parsed.items()
            summary = f"Tie-break values for {self.player(start_no).name} ({start_no})"
            before = records.tiebreak_value(self.db, start_no)
        else:
            summary, before, after = f"Tie-break values for {len(parsed)} players", None, parsed
        with self._action("tiebreak", summary, before=before, after=after):
            records.write_tiebreaks(self.db, parsed)
        return parsed

    def payout(self, final_rows: list[StandingRow] | None = None) -> Payout:
        """The prize money; `final_rows` (the final standings) when the caller has them."""
        s = self.settings
        if not s.competition:
            raise ServiceError(_("A campaign has no prize money: payout is for competitions."))
        st = self.status()
        if not st.finished:
            if st.games_seated < s.games:
                raise ServiceError(_("The payout comes after the last game: {seated} of {n} "
                                     "games are seated.").format(seated=st.games_seated,
                                                                 n=s.games))
            raise ServiceError(_("The payout comes after the last game: {why}")
                               .format(why=st.seat_refusal or "").rstrip(": "))
        tables = self._seated_tables()
        if final_rows is None:
            final_rows = self.standings(final=True, tables=tables)
        rows = [r for r in final_rows if any(line.place is not None for line in r.lines)]
        last = st.games_seated
        winners = [p for t in tables if t.game_no == last
                   for p in t.players if t.places and t.places[p] == 1]
        fees = {r.player.start_no: r.player.paid for r in rows}
        outside = {p.start_no: p.paid for p in self.players() if p.start_no not in fees}
        try:
            return compute_payout(fees, winners, [(r.rank, r.player.start_no) for r in rows],
                                  len(rows), outside)
        except RulesError as exc:
            raise ServiceError(said(exc)) from None

    # -- undo, redo, revert, verify (service/history.py) ----------------------------------
    def undo(self) -> str:
        """Take back the newest change (an action of its own); ServiceError if none can be."""
        from . import history
        return history.undo(self)[0]

    def redo(self) -> str:
        from . import history
        return history.redo(self)[0]

    def revert(self, line_id: int) -> str:
        """Put a table's result back as it was before the correction on audit line `line_id`."""
        from . import history
        return history.revert(self, line_id)

    def verify(self) -> list[str]:
        """What differs between the file and its audit log (empty when all holds)."""
        from . import history
        return history.verify(self)

    # -- copies -----------------------------------------------------------------------------
    def _copy_after_results(self, before: int) -> None:
        from ..store.copies import AUTO_EVERY_RESULTS
        if records.results_in(self.db) // AUTO_EVERY_RESULTS > before // AUTO_EVERY_RESULTS:
            self._auto_copy()

    def _auto_copy(self) -> None:
        """After the transaction committed: a failed copy never takes back the change."""
        if not self.auto_copies:
            return
        try:
            self.file.auto_copy()
            self.copy_problem = None
        except EventFileError as exc:
            self.copy_problem = f"The automatic copy was not made: {exc}"

    def save_copy(self, dest) -> Path:
        try:
            return self.file.copy_to(dest)
        except EventFileError as exc:
            raise ServiceError(said(exc)) from None
        except OSError as exc:
            raise ServiceError(f"The copy could not be written to {dest}: "
                               f"{exc.strerror}.") from None


def level_on_points(rows: list[StandingRow]) -> list[int]:
    """Start numbers of the players who share their points with someone, best first."""
    counts: dict[int, int] = {}
    for r in rows:
        counts[r.points] = counts.get(r.points, 0) + 1
    return [r.player.start_no for r in rows if counts[r.points] > 1]


def tiebreak_needed(rows: list[StandingRow], competition: bool = True) -> list[int]:
    """Of the participants level on points, those whose order changes money (a prize place
    or the second-to-last place); in a campaign, everyone level."""
    rows = [r for r in rows if r.lines]  # participants: seated at least once
    if not competition:
        return level_on_points(rows)
    count = winners_for(len(rows))[0] if rows else 0
    return [p for group in money_groups([(r.player.start_no, r.points) for r in rows], count)
            for p in group]


def _line_no(error: str) -> int:
    parts = error.split(":", 1)[0].split()
    return int(parts[1]) if len(parts) == 2 and parts[0] == "line" and parts[1].isdigit() else 0


# kept where other modules look for them
TIEBREAK_PRESETS = event_settings.TIEBREAK_PRESETS
TABLE_POINT_PRESETS = event_settings.TABLE_POINT_PRESETS
