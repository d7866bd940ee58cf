"""Plain, read-only records the service hands to the window, the CLI and the reports."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..collation import list_order
from ..i18n import _, language, ngettext
from ..rules.games import GAMES, GameDef
from ..rules.money import money_json
from ..rules.standings import MODES as MODES  # the rules' own list of modes
from ..rules.standings import Adjustment, GameLine, counted
from ..rules.table_points import TablePointItem
from ..rules.tiebreak import TieBreakItem
from .choices import PAPERS as PAPERS  # the plain list (the CLI reads it without the service)


class ServiceError(Exception):
    """A refused request; the message says what is wrong and how to fix it. Nothing changed."""


MONEY_KEYS = ("fee", "paid")  # amounts in cents in the event's rows


def logged(row: dict) -> dict:
    """A row as the audit log keeps it: its amounts as JSON gives money (20, 7.5), so the
    log reads as before amounts had cents."""
    return {k: money_json(v) if k in MONEY_KEYS and isinstance(v, int) else v
            for k, v in row.items()}


def not_seated(game_no: int, seated: int) -> str:
    """"Game 7 is not seated: games 1 to 3 are." in the language."""
    return _("Game {game} is not seated: games 1 to {seated} are.").format(game=game_no,
                                                                           seated=seated)


class InputError(ServiceError):
    """Text the user typed that cannot be read; `field` names where it came from (the
    message names it too)."""

    def __init__(self, message: str, field: str = ""):
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Settings:
    name: str
    date: str
    games: int
    fee: int
    currency: str
    mode: str
    game: str
    table_points: tuple[TablePointItem, ...]
    tiebreaks: tuple[TieBreakItem, ...]
    seed: int
    paper: str = "A4"
    name_order: str = "name"  # name lists sort by the name as typed, or "surname"
    # names filed as written: no language's rule passes over "de", "van der", "von" ...
    file_as_written: bool = False

    @property
    def list_order(self) -> str:
        """The order the event's lists sort and file names by, in the language they are made
        in (collation.list_order: "Jan de Boer" under B in a Dutch list)."""
        return list_order(self.name_order, self.file_as_written, language())

    @property
    def game_def(self) -> GameDef:
        return GAMES[self.game]

    @property
    def competition(self) -> bool:
        return self.mode == "competition"

    @property
    def items(self) -> tuple[TablePointItem, ...]:
        """The table-point items that apply (none in a campaign)."""
        return self.table_points if self.competition else ()


@dataclass(frozen=True)
class Player:
    start_no: int
    name: str
    club: str
    paid: int  # cents
    status: str  # "active" | "dropped"
    dropped_after: int | None = None
    checked_in: bool = False  # marked present at the door

    @classmethod
    def from_row(cls, row: tuple) -> Player:
        """A row of store.records.players (checked_in stored as 0 / 1)."""
        start_no, name, club, paid, status, dropped_after, checked_in = row[:7]
        return cls(start_no, name, club, paid, status, dropped_after, bool(checked_in))

    @property
    def active(self) -> bool:
        return self.status == "active"


@dataclass(frozen=True)
class TableView:
    game: int
    table: int
    players: tuple[int, ...]  # seat order; seat 1 starts
    places: dict[int, int] | None = None  # None: no result yet
    results: dict[int, dict] | None = None  # the game's own results, where entered so
    items: dict | None = None  # table-point item values
    table_points: int | None = None  # tenths, the sum of the items
    recorded_at: str | None = None
    absent: tuple[int, ...] = ()  # seated here, left before the result (no-shows)

    @property
    def has_result(self) -> bool:
        return self.places is not None

    @property
    def size(self) -> int:
        """The players who play (and are scored) at the table."""
        return len(self.players)

    @property
    def seated_size(self) -> int:
        """The size the table was seated at (its no-shows counted)."""
        return len(self.players) + len(self.absent)


@dataclass(frozen=True)
class GameView:
    game: int
    tables: tuple[TableView, ...]
    drawn: tuple[int, ...] = ()  # the table sizes as drawn when seated (empty: not known)

    @property
    def tables_in(self) -> int:
        return sum(1 for t in self.tables if t.has_result)

    @property
    def complete(self) -> bool:
        return all(t.has_result for t in self.tables)

    @property
    def sizes(self) -> list[int]:
        return [t.size for t in self.tables]

    @property
    def plan(self) -> list[int]:
        """The plan the game was seated with (game 1's equalization reference): the sizes
        as drawn, else the tables' sizes as seated (no-shows counted)."""
        return list(self.drawn) or [t.seated_size for t in self.tables]

    def table(self, table_no: int) -> TableView:
        for t in self.tables:
            if t.table == table_no:
                return t
        raise ServiceError(_("Game {game} has no table {table}: its tables are 1 to {n}.")
                           .format(game=self.game, table=table_no, n=len(self.tables)))


@dataclass(frozen=True)
class Status:
    """Where the event stands, and whether the next game can be seated."""
    games_agreed: int
    games_seated: int
    tables_total: int  # of the game in progress (the last seated one)
    tables_in: int
    active_players: int
    next_game: int | None  # the game `seat` would seat, or None
    next_plan: tuple[int, ...] | None
    seat_refusal: str | None  # why the next game cannot be seated now
    finished: bool  # the last game is complete and no extension is due
    extension: bool  # a campaign extension game is due or being played
    here: int | None = None  # active players checked in (None: check-in is not used)

    @property
    def to_seat(self) -> int:
        """How many the next seating seats: those here once check-in is used."""
        return self.active_players if self.here is None else self.here

    @property
    def can_seat(self) -> bool:
        return self.seat_refusal is None and self.next_game is not None

    @property
    def headline(self) -> str:
        if self.games_seated == 0:
            players, games = self.active_players, self.games_agreed
            text = _("Registration - {players}, {games}").format(
                players=ngettext("{n} player", "{n} players", players).format(n=players),
                games=ngettext("{n} game", "{n} games", games).format(n=games))
            if self.here is not None:
                text += " - " + _("{here} of {players} here").format(here=self.here,
                                                                      players=players)
            return text
        total = max(self.games_agreed, self.games_seated)
        text = _("Game {game} of {total} - {tables_in} of {tables} tables in").format(
            game=self.games_seated, total=total, tables_in=self.tables_in,
            tables=self.tables_total)
        if self.finished:
            text += _(" - event complete")
        elif self.extension:
            text += _(" - extension: first place is level")
        return text


@dataclass(frozen=True)
class StandingRow:
    rank: int
    player: Player
    points: int  # tenths, the adjustments included
    lines: tuple[GameLine, ...]
    level: bool
    adjustments: tuple[Adjustment, ...] = ()
    no_shows: tuple[tuple[int, int], ...] = ()  # (game, table) left before playing

    @property
    def participant(self) -> bool:
        """Seated in at least one game (a no-show who left a table too)."""
        return bool(self.lines or self.no_shows)

    @property
    def ranked(self) -> bool:
        """Whether one of the player's results counts yet (a game with a place): until then
        the player has no rank, so nobody is "1st with 0.0 points" before any result."""
        return any(line.place is not None for line in self.lines)


def as_ranked(rows: list[StandingRow]) -> list[StandingRow]:
    """The standings as the window shows them: the ranked players first, as the phones and
    the projector rank them (rules.standings.counted: ranks close up over the unranked ahead,
    `level` among the ranked only); then the players with no result in yet (`ranked` False),
    in their order, with no rank (0) and never level."""
    return counted(rows) + [replace(r, rank=0, level=False) for r in rows if not r.ranked]


@dataclass(frozen=True)
class RecordOutcome:
    correction: bool
    later_games_seated: tuple[int, ...]
    message: str


@dataclass(frozen=True)
class PreviewLine:
    start_no: int
    place: int
    placement: int
    table_points: int
    equalization: int

    @property
    def total(self) -> int:
        return self.placement + self.table_points + self.equalization


@dataclass(frozen=True)
class AuditEntry:
    id: int
    at: str
    action: str
    summary: str
    before: object = None
    after: object = None
    desk: str | None = None  # the desk that asked for it (None: the main desk)


@dataclass(frozen=True)
class CsvPreview:
    """What an import would add; errors name the line. Import only when `errors` is empty."""
    rows: list[dict] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)  # columns not used, as the header names them
    columns: list[str] = field(default_factory=list)  # the header, as the file names them
