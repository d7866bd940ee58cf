"""Results from the tables: each table's page address, what a table's phone sends read by the
window's result form's reader (service/result_form.py) and checked as `record` checks it,
the inbox as the director sees it, and the two actions on it (`confirm` records what a table
sent, `reject` throws it away).

A table's address is /t/TOKEN, TOKEN an HMAC-SHA256 of the event's own secret (store: the
m007 step) over the game, the moment it was seated and the table: unguessable (192 bits),
different for every table and game, the same all game long; a game seated again gets new
ones. The secret is in the event, so the printed sheets' codes survive a lost inbox and a
restore, and the web process only reads it. What the tables send waits in the inbox file
(store/inbox.py) until the director confirms it; the event knows which tables are recorded
and what was rejected, so a table recorded by any means leaves the inbox by itself."""

from __future__ import annotations

import base64
import datetime
import hmac
from collections.abc import Mapping
from dataclasses import dataclass

from ..i18n import _, ordinal, rules_text
from ..rules.games import GameDef, match_key
from ..store import records
from ..store.errors import EventFileError
from ..store.inbox import InboxWatch, InboxWriter, Submission
from ..store.inbox import read as read_inbox
from . import parse, result_form
from .actions import REJECT
from .done import NOTHING, Done
from .event import Event, checked_number, now
from .model import GameView, ServiceError, Settings, TableView
from .result_form import Form
from .results import Known, check_items, derive_places
from .results import record as record_result

__all__ = ["InboxWatch", "InboxWriter", "Submission", "Waiting", "confirm", "facts",
           "inbox_json", "links", "reject", "waiting"]

TOKEN_BYTES = 24  # 192 bits of the HMAC: at least 128 unguessable bits, as asked
MOST_PER_TOKEN = 20  # submissions one table's page takes (a correction or two, agreement)
PATH = "/t/{token}"


# -- the tables' addresses --------------------------------------------------------------------
def token_of(secret: bytes, game: int, seated_at: str, table: int) -> str:
    message = f"td-table-entry\x1f{game}\x1f{seated_at}\x1f{table}".encode()
    mac = hmac.digest(secret, message, "sha256")[:TOKEN_BYTES]
    return base64.urlsafe_b64encode(mac).decode("ascii").rstrip("=")


def tokens(event: Event, game_no: int, tables: GameView | None = None) -> dict[int, str]:
    """Each table's token of a seated game."""
    game = tables or event.game(game_no)
    seated_at = records.seated_at(event.db, game_no) or ""
    secret = records.entry_secret(event.db)
    return {t.table: token_of(secret, game_no, seated_at, t.table) for t in game.tables}


def links(event: Event, game_no: int | None = None) -> list[dict]:
    """`entry-links`: [{"table", "path"}] of a seated game (default: the game being played)."""
    seated = event.games_seated()
    if not seated:
        raise ServiceError(_("No game is seated yet: seat game 1 first."))
    game_no = seated if game_no is None else checked_number(game_no, "Game")
    return [{"table": t, "path": PATH.format(token=tok)}
            for t, tok in sorted(tokens(event, game_no).items())]


# -- what the web process knows of the event --------------------------------------------------
@dataclass(frozen=True)
class Facts:
    """What `serve --entry` needs to answer a table's page, read in one consistent read of
    the event: `settings` (so that results.derive_places and check_items take it as they
    take an event), the game being played, every seated game's tokens and the rejections."""
    settings: Settings
    game: GameView | None
    seated_at: str
    tokens: dict[str, tuple[int, int]]  # token -> (game, table), every seated game
    names: dict[int, str]
    rejected: dict[tuple[int, str], int]  # (table, inbox id) -> last rejected submission

    def table(self, table_no: int) -> TableView:
        assert self.game is not None, "no game is seated"  # (the callers look first)
        return self.game.table(table_no)

    def counted(self, inbox: str, rows: list[Submission], table_no: int) -> list[Submission]:
        """A table's submissions that still count (not rejected, this seating)."""
        last = self.rejected.get((table_no, inbox), 0)
        return [s for s in rows if s.seq > last and s.seated_at == self.seated_at]


def facts(event: Event) -> Facts:
    seated = event.games_seated()
    game = event.game(seated) if seated else None
    secret = records.entry_secret(event.db)
    all_at = records.games_seated_at(event.db)
    by_token: dict[str, tuple[int, int]] = {}
    for game_no in range(1, seated + 1):
        tables = game if game is not None and game_no == seated else event.game(game_no)
        for t in tables.tables:
            by_token[token_of(secret, game_no, all_at.get(game_no, ""), t.table)] = \
                (game_no, t.table)
    return Facts(settings=event.settings, game=game, seated_at=all_at.get(seated, ""),
                 tokens=by_token, names={p.start_no: p.name for p in event.players()},
                 rejected=records.entry_rejects(event.db, seated) if seated else {})


# -- a table's result as its phone sends it ----------------------------------------------------
MOST_TYPED = 100  # characters of a box read (a phone may post anything)


def empty_form(settings: Settings, table: TableView, names: Mapping[int, str]) -> Form:
    """The table's form, nothing typed (service/result_form.py, as the window's)."""
    return result_form.empty(settings, table, names)


def read_form(settings: Settings, table: TableView, names: Mapping[int, str],
              typed: Mapping[str, str]) -> Form:
    """The per-seat form as posted, read by the window's result form's reader
    (service/result_form.py: the same checks and messages); `message` says why it cannot be
    sent, `record_kwargs()` gives the result or raises that refusal."""
    return result_form.read(settings, table, names,
                            {name: str(text)[:MOST_TYPED] for name, text in typed.items()})


def read_record_syntax(settings: Settings, ranks: str | None, results_text: str | None,
                       points: str) -> dict:
    """`ranks` or `results`, and `points`, posted in `record`'s syntax (service/parse)."""
    return parse.record_texts(settings.game_def, settings.items, ranks, results_text, points)


def check(known: Known, table: TableView, *, places: Mapping | None = None,
          results: Mapping | None = None, items: Mapping | None = None
          ) -> tuple[dict[int, int], dict | None, dict]:
    """What `record` would make of it, or its refusal (ServiceError, the same message):
    `known` is the event, or Facts (both have `settings`)."""
    place_of, res = derive_places(known, table, places, results)
    return place_of, res, check_items(known, items)


# -- the inbox as the director sees it --------------------------------------------------------
@dataclass(frozen=True)
class Waiting:
    """What one table sent and still waits for the director: the submissions that count,
    oldest first (the newest is what `confirm` records)."""
    game: int
    table: int
    sent: tuple[Submission, ...]
    inbox: str  # the inbox's id (a rejection names it)

    @property
    def newest(self) -> Submission:
        return self.sent[-1]

    @property
    def agreeing(self) -> int:
        """How many earlier submissions say the same as the newest."""
        key = same_key(self.newest)
        return sum(1 for s in self.sent[:-1] if same_key(s) == key)

    @property
    def status(self) -> str:
        """"agreed": an earlier one says the same and none differs; "conflict": any earlier
        one differs; "pending": only one."""
        if len(self.sent) == 1:
            return "pending"
        return "agreed" if self.agreeing == len(self.sent) - 1 else "conflict"


def same_key(s: Submission) -> tuple:
    """What the inbox's status compares: the ranks and the table points."""
    return (tuple(sorted(s.places.items())), tuple(sorted(s.items.items())))


def waiting(event: Event, watch: InboxWatch | None = None,
            game: GameView | None = None) -> list[Waiting]:
    """Every table of the game being played that sent a result still waiting, by table.
    `watch`: the window's open look at the inbox; `game`: the game being played, if read."""
    seated = event.games_seated()
    if not seated:
        return []
    game = game if game is not None and game.game == seated else event.game(seated)
    try:
        uid, rows = watch.read(seated) if watch is not None else read_inbox(event.path, seated)
    except EventFileError as exc:
        raise ServiceError(str(exc)) from None
    if not rows:
        return []
    current = tokens(event, seated, game)  # a row of another seating or event never counts
    rejected = records.entry_rejects(event.db, seated)
    open_tables = {t.table for t in game.tables if not t.has_result}
    by_table: dict[int, list[Submission]] = {}
    for s in rows:
        if s.table in open_tables and s.token == current[s.table] and \
                s.seq > rejected.get((s.table, uid), 0):
            by_table.setdefault(s.table, []).append(s)
    return [Waiting(seated, t, tuple(sent), uid) for t, sent in sorted(by_table.items())]


def waiting_for(event: Event, game_no: int, table_no: int,
                watch: InboxWatch | None = None) -> Waiting | None:
    checked_number(game_no, "Game")
    checked_number(table_no, "Table")
    return next((w for w in waiting(event, watch)
                 if w.game == game_no and w.table == table_no), None)


def inbox_json(event: Event) -> list[dict]:
    """`inbox --json`: one entry per table, the newest submission's ranks and points."""
    out = []
    for w in waiting(event):
        s = w.newest
        out.append({"game": w.game, "table": w.table,
                    "ranks": {str(p): place for p, place in s.places.items()},
                    "points": dict(s.items), "submissions": len(w.sent), "status": w.status,
                    "received_at": s.received_at})
    return out


def _nothing_waits(event: Event, game_no: int, table_no: int) -> ServiceError:
    table = event.table(game_no, table_no)  # says what is wrong with the numbers
    if table.has_result:
        return ServiceError(_("Game {game} table {table} is recorded already: nothing it sent "
                              "waits any more.").format(game=game_no, table=table_no))
    return ServiceError(_("Nothing waits from game {game} table {table}: the table has not "
                          "sent a result (or it was rejected).").format(game=game_no,
                                                                       table=table_no))


def confirm(event: Event, game_no: int, table_no: int, *, seq: int | None = None,
            watch: InboxWatch | None = None) -> Done:
    """Record the table's newest submission exactly as `record` would, with one audit line
    saying it came from the table. `seq`: the submission the director looked at (refused if
    the table sent another meanwhile)."""
    w = waiting_for(event, game_no, table_no, watch)
    if w is None:
        raise _nothing_waits(event, game_no, table_no)
    s = w.newest
    if seq is not None and s.seq != seq:
        raise ServiceError(_("Table {table} sent another result meanwhile: look at it before "
                             "confirming.").format(table=table_no))
    sent = {"seq": s.seq, "inbox": w.inbox, "submissions": len(w.sent), "status": w.status,
            "received_at": s.received_at}
    kwargs = {"results": s.results} if s.results is not None else {"places": s.places}
    return record_result(event, game_no, table_no, items=s.items, sent=sent, **kwargs)


def reject(event: Event, game_no: int, table_no: int, *, seq: int | None = None,
           watch: InboxWatch | None = None) -> Done:
    """Throw away what waits from a table (up to submission `seq`, the newest the director
    saw; all of it without): one audit line; the table can send again."""
    w = waiting_for(event, game_no, table_no, watch)
    if w is None:
        raise _nothing_waits(event, game_no, table_no)
    up_to = w.newest.seq if seq is None else seq
    thrown = [s for s in w.sent if s.seq <= up_to]
    if not thrown:
        return Done(NOTHING, _("Nothing was rejected: the table's submissions are newer."))
    with event.action(REJECT, f"Rejected what game {game_no} table {table_no} sent "
                      f"({len(thrown)} sent, the last at {thrown[-1].received_at})",
                      after={"game": game_no, "table": table_no, "inbox": w.inbox,
                             "up_to": up_to}):
        records.add_entry_reject(event.db, game_no, table_no, w.inbox, up_to, now())
    return REJECT.done(_("Rejected what table {table} of game {game} sent: the "
                         "table can send its result again.").format(table=table_no,
                                                                    game=game_no))


# -- what was sent, in words ------------------------------------------------------------------
def result_words(game: GameDef, result: Mapping | None) -> str:
    """One player's result as the page and the desk say it: "62 points, 130 steps"."""
    if not result or game.places_direct:
        return ""
    if game.fields[0].kind == "scores":
        scores = list(result.get("scores") or [])
        total, best = match_key(scores)
        return _("{scores} (total {total}, best game {best})").format(
            scores="/".join(map(str, scores)), total=total, best=best)
    words = []
    for f in game.fields:
        value = result.get(f.key)
        if f.kind == "yesno":
            words.append(rules_text(f.label) + ": " + (_("yes") if value else _("no")))
        else:
            words.append(f"{rules_text(f.label)} {value}")
    return ", ".join(words)


def sent_lines(settings: Settings, table: TableView, s: Submission,
               names: Mapping[int, str]) -> dict:
    """A submission for a page: its players in seat order with place and result, and the
    table-point items."""
    game = settings.game_def
    seats = [{"seat": i, "start_no": p, "name": names.get(p, f"#{p}"),
              "place": ordinal(s.places[p]) if p in s.places else "?",
              "result": result_words(game, (s.results or {}).get(p))}
             for i, p in enumerate(table.players, 1)]
    items = []
    for item in settings.items:
        value = s.items.get(item.key)
        text = (_("yes") if value else _("no")) if item.kind == "yesno" else str(value)
        items.append({"label": rules_text(item.label), "value": text})
    return {"seats": seats, "items": items, "time": s.received_at[11:16]}


def record_syntax(settings: Settings, s: Submission) -> dict[str, str]:
    """A submission in `record`'s syntax (the page's "send the same result" button)."""
    def value_text(value: object) -> str:
        return ("yes" if value else "no") if isinstance(value, bool) else str(value)
    out = {"points": ",".join(f"{k}={value_text(v)}" for k, v in s.items.items())}
    game = settings.game_def
    if s.results is None:
        out["ranks"] = ",".join(f"{p}={place}" for p, place in s.places.items())
        return out
    parts = []
    for p, r in s.results.items():
        if game.fields[0].kind == "scores":
            parts.append(f"{p}=" + "/".join(map(str, r.get("scores", []))))
        else:
            parts.append(f"{p}=" + ":".join(value_text(r.get(f.key)) for f in game.fields))
    out["results"] = ",".join(parts)
    return out


def received_now() -> str:
    return datetime.datetime.now().astimezone().isoformat(timespec="seconds")
