"""Results from the tables: each table's and each seat's page address, what the web process
knows of the event to answer them (`facts`), and what a phone sends read by the window's
result form's reader (service/result_form.py) and checked as `record` checks it. The inbox
as the director sees it, `confirm` and `reject`, are service/inbox.py.

A table's address is /t/TOKEN, TOKEN an HMAC-SHA256 of the event's own secret (store: the
m008 step) over the game, the moment it was seated and the table: unguessable (192 bits),
different for every table and game, the same all game long; a game seated again gets new
ones. Each player at the table has an address of their own (`--seats`: the same page; what
it sends is that player's), made the same way with the player's start number. `renew`
makes a table's addresses new (a code that leaked): the count of its renewals is part of
the HMAC. The secret is in the event, so the printed sheets' codes survive a lost inbox and
a restore, and the web process only reads it."""

from __future__ import annotations

import base64
import datetime
import functools
import hmac
import types
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass

from ..i18n import _, ordinal, rules_text
from ..rules.games import GameDef, match_key
from ..store import records
from ..store.inbox import InboxWatch, InboxWriter, Submission, served_url
from . import parse, result_form
from .actions import RENEW
from .done import Done
from .event import Event, checked_number, now
from .model import GameView, ServiceError, Settings, TableView
from .result_form import Form
from .results import Known, check_items, derive_places

__all__ = ["InboxWatch", "InboxWriter", "Page", "Submission", "facts", "links", "renew",
           "served_address", "sheet_links"]

TOKEN_BYTES = 24  # 192 bits of the HMAC: at least 128 unguessable bits, as asked
PATH = "/t/{token}"


# -- the addresses ----------------------------------------------------------------------------
def _mac(secret: bytes, message: str) -> str:
    mac = hmac.digest(secret, message.encode(), "sha256")[:TOKEN_BYTES]
    return base64.urlsafe_b64encode(mac).decode("ascii").rstrip("=")


def token_of(secret: bytes, game: int, seated_at: str, table: int, renewal: int = 0) -> str:
    """A table's token (renewal 0: the same as ever, so printed sheets keep working)."""
    message = f"td-table-entry\x1f{game}\x1f{seated_at}\x1f{table}"
    return _mac(secret, message + (f"\x1f{renewal}" if renewal else ""))


def seat_token(secret: bytes, game: int, seated_at: str, table: int, start_no: int,
               renewal: int = 0) -> str:
    """The token of one player's own page at a table (a swap within the table keeps it)."""
    return _mac(secret, f"td-seat-entry\x1f{game}\x1f{seated_at}\x1f{table}\x1f{start_no}"
                        f"\x1f{renewal}")


@dataclass(frozen=True)
class Page:
    """What an address is the page of: a table of a game, and the player whose page it is
    (None: the table's own page)."""
    game: int
    table: int
    start_no: int | None = None
    renewal: int = 0


def pages(event: Event, game_no: int) -> Mapping[str, Page]:
    """Every address of a seated game: each table's and each of its players'."""
    renewals = records.entry_renewals(event.db, game_no)
    return _addresses(records.entry_secret(event.db), game_no,
                      records.seated_at(event.db, game_no) or "",
                      tuple((t, renewals.get(t, 0), players) for t, players in
                            sorted(records.lineups(event.db, game_no).items())))


@functools.lru_cache(maxsize=64)
def _addresses(secret: bytes, game: int, seated_at: str,
               tables: tuple[tuple[int, int, tuple[int, ...]], ...]) -> Mapping[str, Page]:
    """The addresses of a game's tables, each (table, renewals, players): made once for as
    long as they stay the same (an HMAC each: about 10 us; a game of 1,000 players has
    1,250 addresses), so the web process reads a change of the event without making them
    again."""
    out: dict[str, Page] = {}
    for table, renewal, players in tables:
        out[token_of(secret, game, seated_at, table, renewal)] = Page(game, table, None, renewal)
        for p in players:
            out[seat_token(secret, game, seated_at, table, p, renewal)] = \
                Page(game, table, p, renewal)
    return types.MappingProxyType(out)  # (kept: read-only)


def links(event: Event, game_no: int | None = None, seats: bool = False) -> list[dict]:
    """`entry-links`: [{"table", "path"}] of a seated game (default: the game being played);
    with `seats`, each table's "seats": [{"seat", "start_no", "path"}] in seat order."""
    seated = event.games_seated()
    if not seated:
        raise ServiceError(_("No game is seated yet: seat game 1 first."))
    game_no = seated if game_no is None else checked_number(game_no, "Game")
    game = event.game(game_no)
    found = pages(event, game_no)
    of = {(page.table, page.start_no): token for token, page in found.items()}
    out: list[dict] = []
    for t in game.tables:
        link: dict = {"table": t.table, "path": PATH.format(token=of[(t.table, None)])}
        if seats:
            link["seats"] = [{"seat": i, "start_no": p,
                              "path": PATH.format(token=of[(t.table, p)])}
                             for i, p in enumerate(t.players, 1)]
        out.append(link)
    return out


def sheet_links(event: Event, game_no: int, base: str) -> dict:
    """The table sheets' codes while entry is on (`base`: the server's address): each
    table's page and each seat's, as reports/sheets.py takes them."""
    base = base.rstrip("/")
    found = links(event, game_no, seats=True)
    return {"entry_links": {link["table"]: base + link["path"] for link in found},
            "seat_links": {(link["table"], seat["start_no"]): base + seat["path"]
                           for link in found for seat in link["seats"]}}


def renew(event: Event, game_no: int, table_no: int) -> Done:
    """New addresses for a table of the game being played (its own and its players'): the
    old ones answer "no such page" at once; what was sent through them no longer counts."""
    seated = event.games_seated()
    table = event.table(checked_number(game_no, "Game"), checked_number(table_no, "Table"))
    if game_no != seated:
        raise ServiceError(_("Game {game} is not the game being played (game {now}): its "
                             "tables' pages take nothing any more.").format(game=game_no,
                                                                           now=seated))
    if table.has_result:
        raise ServiceError(_("Game {game} table {table} is recorded already: its pages take "
                             "nothing any more.").format(game=game_no, table=table_no))
    with event.action(RENEW, f"New addresses for game {game_no} table {table_no} (the old "
                      "ones no longer answer)", after={"game": game_no, "table": table_no}):
        records.add_entry_renewal(event.db, game_no, table_no, now())
    return RENEW.done(_("Game {game} table {table} has new addresses: print its sheet again; "
                        "the old codes no longer answer.").format(game=game_no,
                                                                   table=table_no))


def served_address(event_path: str) -> str | None:
    """The address of a `serve --entry` of this event that answers now (it says where it
    listens in the inbox), for the table sheets' codes; None when none runs."""
    url = served_url(event_path)
    if url is None:
        return None
    import socket  # here: the window's start has no use for it (docs/benchmarks.md)
    where = urllib.parse.urlsplit(url)
    host = where.hostname or ""
    try:
        with socket.create_connection(("127.0.0.1" if host in ("localhost", "") else host,
                                       where.port or 80), timeout=0.5):
            return url
    except OSError:  # killed without saying so: no server there any more
        return None


# -- what the web process knows of the event --------------------------------------------------
@dataclass(frozen=True)
class Facts:
    """What `serve --entry` needs to answer a table's page, read in one consistent read of
    the event: `settings` (so that results.derive_places and check_items take it as they
    take an event), the game being played, every seated game's addresses, the rejections."""
    settings: Settings
    game: GameView | None
    seated_at: str
    pages: dict[str, Page]  # token -> its page, every seated game
    names: dict[int, str]
    rejected: dict[tuple[int, str], int]  # (table, inbox id) -> last rejected submission

    def table(self, table_no: int) -> TableView:
        assert self.game is not None, "no game is seated"  # (the callers look first)
        return self.game.table(table_no)


def facts(event: Event) -> Facts:
    seated = event.games_seated()
    game = event.game(seated) if seated else None
    by_token: dict[str, Page] = {}
    for game_no in range(1, seated + 1):
        by_token.update(pages(event, game_no))
    seated_at = (records.seated_at(event.db, seated) or "") if seated else ""
    return Facts(settings=event.settings, game=game, seated_at=seated_at,
                 pages=by_token, names={p.start_no: p.name for p in event.players()},
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


def same_key(s: Submission) -> tuple:
    """What the inbox's status compares: the ranks and the table points."""
    return (tuple(sorted(s.places.items())), tuple(sorted(s.items.items())))


def is_stale(s: Submission, table: TableView) -> bool:
    """Sent before the table's players or their seats changed (a move, swap, no-show)."""
    return s.lineup is not None and s.lineup != table.players


def standing(rows: list[Submission], *, renewal: int, after: int) -> list[Submission]:
    """A table's submissions that stand, oldest first: after the last rejection (`after`),
    through its addresses as they are now (`renewal`), the newest of each sender."""
    newest: dict[str, Submission] = {}
    for s in rows:
        if s.seq > after and s.renewal == renewal:
            newest.pop(s.sender, None)  # (re-inserted last: the order stays by seq)
            newest[s.sender] = s
    return sorted(newest.values(), key=lambda s: s.seq)


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


def sender_words(s: Submission, names: Mapping[int, str]) -> str:
    """Who sent it: "seat 3, Anna" or "a phone on the table's page"."""
    if s.start_no is None:
        return _("a phone on the table's page")
    return _("seat {seat}, {name}").format(seat=s.seat, name=names.get(s.start_no,
                                                                     f"#{s.start_no}"))


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
    return {"seats": seats, "items": items, "time": s.received_at[11:16],
            "by": sender_words(s, names)}


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
