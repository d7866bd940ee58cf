"""The one place that changes an event: each action is one transaction and one audit line."""

from __future__ import annotations

import contextlib
import datetime
import json
import random
import unicodedata
from pathlib import Path
from typing import Iterator, Mapping

from ..rules import plans, seating as seat_rules
from ..rules.campaign import needs_extension
from ..rules.equalization import equalization
from ..rules.errors import RulesError
from ..rules.games import GAMES, ranks_from_results
from ..rules.payout import Payout, payout as compute_payout, winners_for
from ..rules.scoring import placement_points, validate_places
from ..rules.standings import SeatedTable, standings as compute_standings
from ..rules.table_points import SEED_TABLE_POINTS, TablePointItem, table_points as sum_items
from ..rules.tiebreak import (SEED_TIEBREAKS, TieBreakItem, money_groups,
                             parse_tiebreak_values, tiebreak_key)
from ..store import EventFile
from ..store.errors import EventFileError
from . import csvimport
from .model import (MODES, PAPERS, AuditEntry, CsvPreview, GameView, Player, PreviewLine,
                    RecordOutcome, ServiceError, Settings, StandingRow, Status, TableView)

MAX_NAME = 100


def _now() -> str:
    return datetime.datetime.now().astimezone().isoformat(timespec="seconds")


def clean_name(name: str, what: str = "name") -> str:
    """Trim, NFC-normalise and check a player's name (or club)."""
    if not isinstance(name, str):
        raise ServiceError(f"The {what} must be text.")
    text = unicodedata.normalize("NFC", name).strip()
    if any(unicodedata.category(ch) in ("Cc", "Zl", "Zp") for ch in text):
        raise ServiceError(f"The {what} {text!r} contains a line break or control character: "
                           "type it on one line.")
    if len(text) > MAX_NAME:
        raise ServiceError(f"The {what} is {len(text)} characters long: "
                           f"shorten it to at most {MAX_NAME}.")
    return text


def _check_amount(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            value = int(str(value).strip())
        except ValueError:
            raise ServiceError(f"{what} must be a whole amount, e.g. 25 (got {value!r}).") from None
    if value < 0:
        raise ServiceError(f"{what} cannot be negative (got {value}).")
    return value


class Event:
    """An open event. Read with the query methods; change only through the actions."""

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
               date: str | None = None, seed: int | None = None, paper: str = "A4") -> "Event":
        if date is None:
            date = datetime.date.today().isoformat()
        given = dict(name=name, date=date, games=games, fee=fee, currency=currency or "EUR",
                     mode=mode, game=game, paper=paper, table_points=table_points,
                     tiebreaks=tiebreaks)
        row = {key: _checked_setting(key, value) for key, value in given.items()}
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        row.update(id=1, seed=int(seed), created_at=_now())
        name = row["name"]

        def setup(db):
            db["event"].insert(row)
            db["audit"].insert(dict(at=_now(), action="new", summary=f"Event {name!r} created",
                                    before=None, after=json.dumps(row, ensure_ascii=False)))
        try:
            file = EventFile.create(path, setup)
        except EventFileError as exc:
            raise ServiceError(str(exc)) from None
        return cls(file)

    @classmethod
    def open(cls, path, *, lock: bool = True) -> "Event":
        """Open an event file; EventFileError (with a director's message) if it cannot be."""
        return cls(EventFile.open(path, lock=lock))

    def close(self) -> None:
        self.file.close()

    def __enter__(self) -> "Event":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def path(self) -> Path:
        return self.file.path

    # -- the audit log and transactions ---------------------------------------------
    @contextlib.contextmanager
    def _action(self, action: str, summary: str, before=None, after=None) -> Iterator[None]:
        with self.db.atomic():
            yield
            self.db["audit"].insert(dict(
                at=_now(), action=action, summary=summary,
                before=None if before is None else json.dumps(before, ensure_ascii=False),
                after=None if after is None else json.dumps(after, ensure_ascii=False)))

    def audit_log(self, limit: int | None = None) -> list[AuditEntry]:
        sql = "SELECT id, at, action, summary, before, after FROM audit ORDER BY id DESC"
        if limit:
            sql += f" LIMIT {int(limit)}"
        out = []
        for row in self.db.execute(sql).fetchall():
            out.append(AuditEntry(row[0], row[1], row[2], row[3],
                                  json.loads(row[4]) if row[4] else None,
                                  json.loads(row[5]) if row[5] else None))
        return out

    # -- settings ------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        if self._settings is None:
            row = next(self.db.query("SELECT * FROM event WHERE id = 1"))
            self._settings = Settings(
                name=row["name"], date=row["date"], games=row["games"], fee=row["fee"],
                currency=row["currency"], mode=row["mode"], game=row["game"],
                table_points=tuple(TablePointItem.from_dict(d)
                                   for d in json.loads(row["table_points"])),
                tiebreaks=tuple(TieBreakItem.from_dict(d) for d in json.loads(row["tiebreaks"])),
                seed=row["seed"], paper=row["paper"])
        return self._settings

    def update_settings(self, **changes) -> Settings:
        """Change name, date, games, fee, currency, paper; mode, game and table points only
        before game 1 is seated."""
        old = self.settings
        allowed = {"name", "date", "games", "fee", "currency", "paper", "mode", "game",
                   "table_points", "tiebreaks"}
        unknown = set(changes) - allowed
        if unknown:
            raise ServiceError(f"Unknown setting(s): {', '.join(sorted(unknown))}.")
        row: dict = {}
        seated = self.games_seated()
        for key, value in changes.items():
            value = _checked_setting(key, value)
            if key == "games" and value < seated:
                raise ServiceError(f"{seated} games are already seated: the event cannot "
                                   f"have fewer than {seated} games.")
            if key in ("mode", "game", "table_points") and seated and \
                    value != _stored(old, key):
                raise ServiceError(f"The {key.replace('_', ' ')} cannot change once game 1 "
                                   "is seated.")
            if key == "tiebreaks" and value != _stored(old, key) and self.tiebreak_values():
                raise ServiceError("Tie-break values are already entered: the tie-break "
                                   "preset cannot change any more.")
            row[key] = value
        if not row:
            return old
        with self._action("settings", "Event settings changed: " + ", ".join(sorted(row)),
                          before={k: _stored(old, k) for k in row},
                          after={k: row[k] for k in row}):
            self.db["event"].update(1, row)
        self._settings = None
        return self.settings

    # -- players -----------------------------------------------------------------------
    def players(self) -> list[Player]:
        return [Player(*r) for r in self.db.execute(
            "SELECT start_no, name, club, paid, status, dropped_after FROM players "
            "ORDER BY start_no").fetchall()]

    def player(self, start_no: int) -> Player:
        row = self.db.execute(
            "SELECT start_no, name, club, paid, status, dropped_after FROM players "
            "WHERE start_no = ?", [start_no]).fetchone()
        if row is None:
            count = self.db.execute("SELECT COUNT(*) FROM players").fetchone()[0]
            hint = f"start numbers run from 1 to {count}" if count else "no player is registered yet"
            raise ServiceError(f"There is no player with start number {start_no}: {hint}.")
        return Player(*row)

    def _check_new_player(self, name: str, club: str, paid, taken: dict[str, int]) -> dict:
        name = clean_name(name)
        if not name:
            raise ServiceError("The player's name is empty: type a name.")
        club = clean_name(club or "", "club")
        paid = self.settings.fee if paid is None or paid == "" else _check_amount(paid, "Paid")
        other = taken.get(name.casefold())
        if other is not None:
            raise ServiceError(f"{name} is already registered as start number {other}: "
                               "add something to tell them apart (a club, a city, an initial).")
        return dict(name=name, club=club, paid=paid)

    def _taken_names(self) -> dict[str, int]:
        return {n.casefold(): s for s, n in
                self.db.execute("SELECT start_no, name FROM players").fetchall()}

    def add_player(self, name: str, club: str = "", paid: int | None = None) -> Player:
        """Register a player (a late entry once games are seated: joins the next seating)."""
        row = self._check_new_player(name, club, paid, self._taken_names())
        late = self.games_seated()
        self._check_entry_open(late)
        summary = f"Registered {row['name']}" + (f" (late entry, joins game {late + 1})"
                                                 if late else "")
        with self._action("register", summary, after=row):
            start_no = self._next_start_no()
            self.db["players"].insert(dict(start_no=start_no, status="active",
                                           registered_at=_now(), **row))
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

    def _next_start_no(self) -> int:
        return (self.db.execute("SELECT MAX(start_no) FROM players").fetchone()[0] or 0) + 1

    def preview_csv(self, path) -> CsvPreview:
        """Read a CSV of players (columns name, optional club and paid) without importing."""
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
            key = checked["name"].casefold()
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
            taken[ok["name"].casefold()] = 0
            checked.append(ok)
        first = self._next_start_no()
        now = _now()
        with self._action("import", f"Registered {len(checked)} players from {source}",
                          after=checked):
            self.db["players"].insert_all(
                (dict(start_no=first + i, status="active", registered_at=now, **r)
                 for i, r in enumerate(checked)), batch_size=1000)
        return [p for p in self.players() if p.start_no >= first]

    def edit_player(self, start_no: int, *, name: str | None = None, club: str | None = None,
                    paid: int | None = None) -> Player:
        old = self.player(start_no)
        row = {}
        if name is not None:
            name = clean_name(name)
            if not name:
                raise ServiceError("The player's name is empty: type a name.")
            other = self._taken_names().get(name.casefold())
            if other is not None and other != start_no:
                raise ServiceError(f"{name} is already registered as start number {other}: "
                                   "add something to tell them apart.")
            row["name"] = name
        if club is not None:
            row["club"] = clean_name(club, "club")
        if paid is not None:
            row["paid"] = _check_amount(paid, "Paid")
        row = {k: v for k, v in row.items() if getattr(old, k) != v}
        if not row:
            return old
        with self._action("edit", f"Edited player {start_no}",
                          before={k: getattr(old, k) for k in row}, after=row):
            self.db["players"].update(start_no, row)
        return self.player(start_no)

    def set_paid(self, start_no: int, amount: int) -> Player:
        return self.edit_player(start_no, paid=amount)

    def drop(self, start_no: int) -> str:
        """The player leaves after the game in progress (they play out a game already seated)."""
        player = self.player(start_no)
        if not player.active:
            raise ServiceError(f"{player.name} (start number {start_no}) has already dropped out.")
        seated = self.games_seated()
        game = self.game(seated) if seated else None
        in_progress = (game is not None and not game.complete
                       and any(start_no in t.players for t in game.tables))
        if in_progress:
            message = (f"{player.name} drops out after game {seated}: they play out game "
                       f"{seated} and are not seated again.")
        else:
            message = f"{player.name} drops out and is not seated again."
        with self._action("drop", message, before={"status": "active"},
                          after={"status": "dropped", "dropped_after": seated}):
            self.db["players"].update(start_no, {"status": "dropped", "dropped_after": seated})
        return message

    def undrop(self, start_no: int) -> str:
        player = self.player(start_no)
        if player.active:
            raise ServiceError(f"{player.name} (start number {start_no}) has not dropped out.")
        message = f"{player.name} is back: seated again from the next game."
        with self._action("undrop", message, before={"status": "dropped"},
                          after={"status": "active"}):
            self.db["players"].update(start_no, {"status": "active", "dropped_after": None})
        return message

    # -- games and seating -------------------------------------------------------------
    def games_seated(self) -> int:
        return self.db.execute("SELECT COALESCE(MAX(game_no), 0) FROM games").fetchone()[0]

    def _tables(self, game_no: int | None = None) -> list[TableView]:
        where, args = ("WHERE game_no = ?", [game_no]) if game_no is not None else ("", [])
        seats: dict[tuple[int, int], list[int]] = {}
        for g, t, p in self.db.execute(
                f"SELECT game_no, table_no, start_no FROM seats {where} "
                "ORDER BY game_no, table_no, seat_no", args).fetchall():
            seats.setdefault((g, t), []).append(p)
        places: dict[tuple[int, int], dict[int, int]] = {}
        results: dict[tuple[int, int], dict[int, dict]] = {}
        for g, t, p, place, res in self.db.execute(
                f"SELECT game_no, table_no, start_no, place, result FROM results {where}",
                args).fetchall():
            places.setdefault((g, t), {})[p] = place
            if res is not None:
                results.setdefault((g, t), {})[p] = json.loads(res)
        items_by_table = {(g, t): (json.loads(i), at) for g, t, i, at in self.db.execute(
            f"SELECT game_no, table_no, items, recorded_at FROM table_results {where}",
            args).fetchall()}
        out = []
        for key, players in seats.items():
            items, at = items_by_table.get(key, (None, None))
            out.append(TableView(
                game=key[0], table=key[1], players=tuple(players),
                places=places.get(key) if items is not None else None,
                results=results.get(key) if items is not None else None,
                items=items, recorded_at=at,
                table_points=(sum_items(self.settings.items, items)
                              if items is not None else None)))
        return out

    def game(self, game_no: int) -> GameView:
        tables = self._tables(game_no)
        if not tables:
            seated = self.games_seated()
            hint = f"games 1 to {seated} are seated" if seated else "no game is seated yet"
            raise ServiceError(f"Game {game_no} is not seated: {hint}.")
        return GameView(game_no, tuple(tables))

    def table(self, game_no: int, table_no: int) -> TableView:
        game = self.game(game_no)
        for t in game.tables:
            if t.table == table_no:
                return t
        raise ServiceError(f"Game {game_no} has no table {table_no}: "
                           f"its tables are 1 to {len(game.tables)}.")

    def participants(self) -> set[int]:
        """Players seated in at least one game (drop-outs included)."""
        return {r[0] for r in self.db.execute("SELECT DISTINCT start_no FROM seats").fetchall()}

    def _seated_tables(self) -> list[SeatedTable]:
        return [SeatedTable(t.game, t.table, t.players, t.places, t.table_points or 0)
                for t in self._tables()]

    def _points(self, tables: list[SeatedTable] | None = None) -> dict[int, int]:
        rows = self.standings(final=False, tables=tables)
        return {r.player.start_no: r.points for r in rows}

    def status(self) -> Status:
        s = self.settings
        seated = self.games_seated()
        active = self.db.execute(
            "SELECT COUNT(*) FROM players WHERE status = 'active'").fetchone()[0]
        last = self.game(seated) if seated else None
        tables_total = len(last.tables) if last else 0
        tables_in = last.tables_in if last else 0
        extension = False
        finished = False
        refusal = None
        next_game = seated + 1
        if last is not None and not last.complete:
            waiting = [str(t.table) for t in last.tables if not t.has_result]
            shown = ", ".join(waiting[:12]) + (f" and {len(waiting) - 12} more"
                                                if len(waiting) > 12 else "")
            refusal = (f"Game {seated} still waits for the result of table"
                       f"{'s' if len(waiting) > 1 else ''} {shown}: "
                       "record every table first.")
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
                refusal = (f"All {seated} games are played: the event is complete.")
        plan = None
        if next_game is not None and refusal is None:
            try:
                plan = tuple(plans.table_plan(active, next_game, s.game_def.max_players,
                                              s.game_def.min_table))
            except RulesError as exc:
                refusal = f"Game {next_game} cannot be seated: {exc}"
        return Status(games_agreed=s.games, games_seated=seated, tables_total=tables_total,
                      tables_in=tables_in, active_players=active, next_game=next_game,
                      next_plan=plan, seat_refusal=refusal, finished=finished,
                      extension=extension)

    def seat_next_game(self) -> GameView:
        """Seat the next game: game 1 by lot, later games by the standings."""
        st = self.status()
        if not st.can_seat:
            raise ServiceError(st.seat_refusal or "The next game cannot be seated.")
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
            raise ServiceError(str(exc)) from None
        summary = (f"Seated game {game_no}: {plans.describe_plan(sizes)}"
                   + (" (extension game)" if st.extension else ""))
        with self._action("seat", summary,
                          after={"game": game_no, "tables": tables}):
            self.db["games"].insert(dict(game_no=game_no, seed=seed, seated_at=_now()))
            self.db["seats"].insert_all(
                dict(game_no=game_no, table_no=t, seat_no=s, start_no=p)
                for t, players in enumerate(tables, 1) for s, p in enumerate(players, 1))
        return self.game(game_no)

    def unseat_last_game(self) -> str:
        """Take back the last seating, as long as no table of it has a result."""
        seated = self.games_seated()
        if not seated:
            raise ServiceError("No game is seated: there is no seating to take back.")
        game = self.game(seated)
        if game.tables_in:
            raise ServiceError(f"Game {seated} already has results: its seating cannot be "
                               "taken back (correct the results instead).")
        message = f"The seating of game {seated} is taken back: seat it again when ready."
        with self._action("unseat", message,
                          before={"game": seated, "tables": [list(t.players) for t in game.tables]}):
            self.db.execute("DELETE FROM seats WHERE game_no = ?", [seated])
            self.db.execute("DELETE FROM games WHERE game_no = ?", [seated])
        return message

    # -- results -------------------------------------------------------------------------
    def _derive_places(self, table: TableView, places, results) -> tuple[dict, dict | None]:
        game_def = self.settings.game_def
        where = f"Game {table.game} table {table.table}"
        given = places if places is not None else results
        if places is not None and results is not None:
            raise ServiceError("Give either places or the game's results, not both.")
        if given is None:
            raise ServiceError(f"{where}: give a place for every player at the table.")
        try:
            given = {int(k): v for k, v in dict(given).items()}
        except (TypeError, ValueError):
            raise ServiceError(f"{where}: players are named by their start numbers.") from None
        seated = set(table.players)
        missing = [p for p in table.players if p not in given]
        extra = [p for p in given if p not in seated]
        if extra:
            raise ServiceError(
                f"{where}: player{'s' if len(extra) > 1 else ''} "
                f"{', '.join(map(str, sorted(extra)))} did not play there; it seats "
                f"{', '.join(map(str, table.players))}.")
        if missing:
            raise ServiceError(
                f"{where}: no result for player{'s' if len(missing) > 1 else ''} "
                f"{', '.join(map(str, missing))}; give one for every player at the table "
                f"({', '.join(map(str, table.players))}).")
        order = list(table.players)
        try:
            if places is not None:
                values = []
                for p in order:
                    v = given[p]
                    if isinstance(v, bool) or not isinstance(v, int):
                        try:
                            v = int(str(v).strip())
                        except ValueError:
                            raise ServiceError(f"{where}: the place of player {p} must be a "
                                               f"whole number 1 to {len(order)} (got {v!r}).") from None
                    values.append(v)
                validate_places(values)
                return dict(zip(order, values)), None
            if game_def.places_direct:
                raise ServiceError(f"This event's game ({game_def.label}) takes places, not "
                                   "game results: give places (e.g. --ranks \"12=1,7=2\").")
            res = [given[p] for p in order]
            ranks = ranks_from_results(game_def, res)
            return dict(zip(order, ranks)), dict(zip(order, res))
        except RulesError as exc:
            raise ServiceError(f"{where}: {exc}") from None

    def _check_items(self, items) -> dict:
        defs = self.settings.items
        items = dict(items or {})
        if not defs:
            if items:
                raise ServiceError("This event has no table points: leave them out.")
            return {}
        try:
            sum_items(defs, items)
        except RulesError as exc:
            raise ServiceError(str(exc)) from None
        return items

    def preview(self, game_no: int, table_no: int, *, places=None, results=None,
                items=None) -> list[PreviewLine]:
        """The points each player would get, without saving (the result form's live preview)."""
        table = self.table(game_no, table_no)
        place_of, _ = self._derive_places(table, places, results)
        items = self._check_items(items)
        return self._lines(table, place_of, items)

    def _lines(self, table: TableView, place_of: dict, items: dict) -> list[PreviewLine]:
        s = self.settings
        order = list(table.players)
        pts = placement_points([place_of[p] for p in order])
        tp = sum_items(s.items, items) if s.items else 0
        sizes = self.game(table.game).sizes
        eq = equalization(table.size, table.game, sizes) if s.competition else 0
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
            return RecordOutcome(False, (), f"Game {game_no} table {table_no}: the result is "
                                 "the same as recorded; nothing changed.")
        later = tuple(range(game_no + 1, self.games_seated() + 1))
        summary = (f"{'Corrected' if correction else 'Recorded'} game {game_no} table {table_no}: "
                   + ", ".join(f"{p}={place_of[p]}" for p in table.players))
        before = ({"places": table.places, "results": table.results, "items": table.items}
                  if correction else None)
        after = {"places": place_of, "results": res, "items": items}
        with self._action("correct" if correction else "record", summary,
                          before=before, after=after):
            self._write_result(table, place_of, res, items)
        message = summary + "."
        if correction and later:
            message += (f" Game{'s' if len(later) > 1 else ''} {', '.join(map(str, later))} "
                        "stay seated as they were; the standings are recomputed.")
        return RecordOutcome(correction, later if correction else (), message)

    def _write_result(self, table: TableView, place_of, res, items) -> None:
        conn = self.db.conn
        conn.executemany(  # by primary key: a table's players are its rows
            "INSERT OR REPLACE INTO results (game_no, table_no, start_no, place, result) "
            "VALUES (?, ?, ?, ?, ?)",
            [(table.game, table.table, p, place_of[p],
              json.dumps(res[p]) if res else None) for p in table.players])
        conn.execute(
            "INSERT OR REPLACE INTO table_results (game_no, table_no, items, recorded_at) "
            "VALUES (?, ?, ?, ?)", (table.game, table.table, json.dumps(items), _now()))

    def record_many(self, game_no: int, entries: list[tuple[int, dict, dict]]) -> int:
        """Record several tables of one game as one action: (table, places, items) each."""
        tables = {t.table: t for t in self.game(game_no).tables}
        checked = []
        for table_no, places, items in entries:
            if table_no not in tables:
                raise ServiceError(f"Game {game_no} has no table {table_no}.")
            place_of, _ = self._derive_places(tables[table_no], places, None)
            checked.append((tables[table_no], place_of, self._check_items(items)))
        with self._action("record", f"Recorded {len(checked)} tables of game {game_no}"):
            for table, place_of, items in checked:
                self._write_result(table, place_of, None, items)
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
            raise ServiceError(str(exc)) from None
        return [StandingRow(r.rank, players[r.player], r.points, tuple(r.lines), r.level)
                for r in rows]

    def tiebreak_values(self) -> dict[int, dict]:
        return {p: json.loads(v) for p, v in
                self.db.execute('SELECT start_no, "values" FROM tiebreaks').fetchall()}

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
        try:
            return parse_tiebreak_values(self.settings.tiebreaks, values)
        except RulesError as exc:
            raise ServiceError(str(exc)) from None

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
            row = self.db.execute('SELECT "values" FROM tiebreaks WHERE start_no = ?',
                                  [start_no]).fetchone()
            summary = f"Tie-break values for {self.player(start_no).name} ({start_no})"
            before = json.loads(row[0]) if row else None
        else:
            summary, before, after = f"Tie-break values for {len(parsed)} players", None, parsed
        with self._action("tiebreak", summary, before=before, after=after):
            self.db["tiebreaks"].upsert_all(
                [dict(start_no=p, values=json.dumps(v)) for p, v in parsed.items()],
                pk="start_no")
        return parsed

    def payout(self, final_rows: list[StandingRow] | None = None) -> Payout:
        """The prize money; `final_rows` (the final standings) when the caller has them."""
        s = self.settings
        if not s.competition:
            raise ServiceError("A campaign has no prize money: payout is for competitions.")
        st = self.status()
        if not st.finished:
            if st.games_seated < s.games:
                raise ServiceError(f"The payout comes after the last game: {st.games_seated} of "
                                   f"{s.games} games are seated.")
            raise ServiceError(f"The payout comes after the last game: {st.seat_refusal or ''}"
                               .rstrip(": "))
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
            raise ServiceError(str(exc)) from None

    # -- copies -----------------------------------------------------------------------------
    def save_copy(self, dest) -> Path:
        try:
            return self.file.copy_to(dest)
        except EventFileError as exc:
            raise ServiceError(str(exc)) from None
        except OSError as exc:
            raise ServiceError(f"The copy could not be written to {dest}: {exc.strerror}.") from None


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


TIEBREAK_PRESETS = {"seed": SEED_TIEBREAKS, "none": ()}
TABLE_POINT_PRESETS = {"seed": SEED_TABLE_POINTS, "none": ()}


def _tiebreak_preset(name) -> tuple[TieBreakItem, ...]:
    """"seed" (cards and tokens, then Harbour Master) or "none" (level players share)."""
    if isinstance(name, (tuple, list)):
        return tuple(name)
    if name not in TIEBREAK_PRESETS:
        raise ServiceError(f"Unknown tie-break preset {name!r}: use seed or none.")
    return TIEBREAK_PRESETS[name]


def _stored(settings: Settings, key: str):
    """A setting as the event table stores it (item lists as JSON text)."""
    value = getattr(settings, key)
    if key == "table_points":
        return json.dumps([i.to_dict() for i in value])
    if key == "tiebreaks":
        return json.dumps([t.to_dict() for t in value])
    return value


def _checked_setting(key: str, value):
    """One event setting checked and put in the form the event table stores."""
    if key == "name":
        value = clean_name(value, "event name")
        if not value:
            raise ServiceError("The event needs a name, e.g. \"Terra Nova Open 2026\".")
    elif key == "date":
        try:
            value = datetime.date.fromisoformat(str(value)).isoformat()
        except ValueError:
            raise ServiceError(f"The date {value!r} is not a date: use YYYY-MM-DD.") from None
    elif key == "games":
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 99:
            raise ServiceError(f"The number of games must be 1 to 99 (got {value!r}).")
    elif key == "fee":
        value = _check_amount(value, "The entry fee")
    elif key == "currency":
        value = clean_name(value, "currency")[:8] or "EUR"
    elif key == "paper":
        if value not in PAPERS:
            raise ServiceError(f"Unknown paper size {value!r}: use A4 or Letter.")
    elif key == "mode":
        if value not in MODES:
            raise ServiceError(f"Unknown mode {value!r}: use competition or campaign.")
    elif key == "game":
        if value not in GAMES:
            raise ServiceError(f"Unknown game {value!r}: use one of {', '.join(GAMES)}.")
    elif key == "table_points":
        if isinstance(value, (tuple, list)):
            items = tuple(value)
        elif value in TABLE_POINT_PRESETS:
            items = TABLE_POINT_PRESETS[value]
        else:
            raise ServiceError(f"Unknown table points {value!r}: use seed or none.")
        value = json.dumps([i.to_dict() for i in items])
    elif key == "tiebreaks":
        value = json.dumps([t.to_dict() for t in _tiebreak_preset(value)])
    return value
