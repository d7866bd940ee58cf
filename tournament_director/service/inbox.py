"""The inbox as the director sees it: what the tables of the game being played sent and still
waits (`read`, `waiting`, `inbox_json`), each table's submissions that stand (one per sender:
a seat's address, or one phone on the table's address) with its status, and the two actions
on it: `confirm` records the submission the director chose exactly as sent, `reject` throws
away what waits. The submissions are kept by the web process (store/inbox.py); the event
says which tables are recorded, what was rejected and which addresses are current, so a
table recorded by any means leaves the inbox by itself."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import _
from ..store import records
from ..store.errors import EventFileError
from ..store.inbox import Damaged, InboxWatch, Submission
from ..store.inbox import read as read_inbox
from .actions import REJECT
from .done import NOTHING, Done
from .entry import is_stale, same_key, seat_token, standing, token_of
from .event import Event, checked_number, now
from .model import GameView, ServiceError
from .results import record as record_result

__all__ = ["Inbox", "Waiting", "confirm", "inbox_json", "read", "reject", "waiting"]


@dataclass(frozen=True)
class Waiting:
    """What one table sent and still waits for the director: the submissions that stand,
    oldest first, one per sender."""
    game: int
    table: int
    sent: tuple[Submission, ...]
    stale: frozenset[int]  # the ids of those sent before the table's players changed
    inbox: str  # the inbox's id (a rejection names it)
    refused: int = 0  # sends the table's pages refused (too many)
    damaged: tuple[Damaged, ...] = ()  # rows of this table that cannot be read

    @property
    def newest(self) -> Submission:
        return self.sent[-1]

    @property
    def version(self) -> int:
        """The id of the newest submission: what the director saw (`confirm --seen`)."""
        return self.newest.seq

    @property
    def fresh(self) -> list[Submission]:
        """The submissions sent for the table's players as they sit now."""
        return [s for s in self.sent if s.seq not in self.stale]

    @property
    def agreeing(self) -> int:
        """How many senders sent the same as the newest (it included; 0: it is stale)."""
        if self.newest.seq in self.stale:
            return 0
        key = same_key(self.newest)
        return sum(1 for s in self.fresh if same_key(s) == key)

    @property
    def status(self) -> str:
        """"stale": the newest was sent before the table's players changed; "conflict": two
        differ; "agreed": two or more senders sent the same; else "pending"."""
        if self.newest.seq in self.stale:
            return "stale"
        if len({same_key(s) for s in self.fresh}) > 1:
            return "conflict"
        return "agreed" if len(self.fresh) > 1 else "pending"

    def number(self, seq: int) -> int:
        """A submission's number as the window shows it: 1, 2, ... oldest first."""
        return next(i for i, s in enumerate(self.sent, 1) if s.seq == seq)


@dataclass(frozen=True)
class Inbox:
    """Every table of the game being played whose result waits, by table; and the rows that
    cannot be read (each named: the rest is shown all the same)."""
    tables: list[Waiting]
    damaged: list[Damaged]
    problem: str = ""  # why the inbox could not be read at all (the window says it)


def read(event: Event, watch: InboxWatch | None = None, game: GameView | None = None) -> Inbox:
    """The inbox of the game being played. `watch`: the window's open look at the inbox;
    `game`: the game being played, if read."""
    seated = event.games_seated()
    if not seated:
        return Inbox([], [])
    game = game if game is not None and game.game == seated else event.game(seated)
    try:
        found = watch.read(seated) if watch is not None else read_inbox(event.path, seated)
    except EventFileError as exc:
        raise ServiceError(str(exc)) from None
    if not found.rows and not found.damaged:
        return Inbox([], [])
    seated_at = records.seated_at(event.db, seated) or ""
    secret = records.entry_secret(event.db)
    renewals = records.entry_renewals(event.db, seated)
    rejected = records.entry_rejects(event.db, seated)
    open_tables = {t.table: t for t in game.tables if not t.has_result}

    def ours(s: Submission) -> bool:  # a row of another seating, event or address never counts
        if s.table not in open_tables or s.seated_at != seated_at:
            return False
        wanted = (token_of(secret, seated, seated_at, s.table, s.renewal) if s.start_no is None
                  else seat_token(secret, seated, seated_at, s.table, s.start_no, s.renewal))
        return s.token == wanted

    by_table: dict[int, list[Submission]] = {}
    for s in found.rows:
        if ours(s):
            by_table.setdefault(s.table, []).append(s)
    damaged = [d for d in found.damaged if d.table in open_tables
               and d.seq > rejected.get((d.table, found.uid), 0)]
    out = []
    for table_no, rows in sorted(by_table.items()):
        sent = standing(rows, renewal=renewals.get(table_no, 0),
                        after=rejected.get((table_no, found.uid), 0))
        if sent:
            t = open_tables[table_no]
            out.append(Waiting(seated, table_no, tuple(sent),
                               frozenset(s.seq for s in sent if is_stale(s, t)), found.uid,
                               found.refused.get((table_no, seated_at), 0),
                               tuple(d for d in damaged if d.table == table_no)))
    return Inbox(out, damaged)


def waiting(event: Event, watch: InboxWatch | None = None,
            game: GameView | None = None) -> list[Waiting]:
    """Every table of the game being played that sent a result still waiting, by table."""
    return read(event, watch, game).tables


def damaged_words(event: Event, damaged: list[Damaged]) -> str:
    """The rows that cannot be read, in one line that says what to do."""
    return _("{file}: submissions {ids} cannot be read (the file is damaged there); the rest "
             "is shown. Reject what those tables sent, then let them send again.").format(
                 file=event.path.name + "-inbox",
                 ids=", ".join(_("{id} (table {table})").format(id=d.seq, table=d.table)
                               if d.table else str(d.seq) for d in damaged))


def sender_json(s: Submission) -> dict:
    return {"seat": s.seat, "start_no": s.start_no}


def inbox_json(event: Event, inbox: Inbox | None = None) -> list[dict]:
    """`inbox --json`: one entry per table; its newest submission's ranks and points, and
    every submission that stands, oldest first."""
    out = []
    for w in (inbox or read(event)).tables:
        s = w.newest
        out.append({
            "game": w.game, "table": w.table,
            "ranks": {str(p): place for p, place in s.places.items()},
            "points": dict(s.items), "status": w.status, "received_at": s.received_at,
            "version": w.version, "senders": len(w.sent), "refused": w.refused,
            "submissions": [{"id": x.seq, "ranks": {str(p): v for p, v in x.places.items()},
                             "points": dict(x.items), "sender": sender_json(x),
                             "received_at": x.received_at, "stale": x.seq in w.stale}
                            for x in w.sent]})
    return out


def _table_state(event: Event, game_no: int, table_no: int, watch: InboxWatch | None
                 ) -> tuple[Waiting | None, list[Damaged]]:
    checked_number(game_no, "Game")
    checked_number(table_no, "Table")
    event.table(game_no, table_no)  # says what is wrong with the numbers
    if game_no != event.games_seated():
        return None, []
    inbox = read(event, watch)
    return (next((w for w in inbox.tables if w.table == table_no), None),
            [d for d in inbox.damaged if d.table == table_no])


def _nothing_waits(event: Event, game_no: int, table_no: int) -> ServiceError:
    if event.table(game_no, table_no).has_result:
        return ServiceError(_("Game {game} table {table} is recorded already: nothing it sent "
                              "waits any more.").format(game=game_no, table=table_no))
    return ServiceError(_("Nothing waits from game {game} table {table}: the table has not "
                          "sent a result (or it was rejected).").format(game=game_no,
                                                                       table=table_no))


def chosen(w: Waiting, submission: int | None, seen: int | None) -> Submission:
    """The submission `confirm` records, or why none may be: another came after the one
    the director saw, two differ and none was chosen, or the one chosen is stale."""
    if seen is not None and w.version != seen:
        raise ServiceError(_("Table {table} sent another result meanwhile (submission {newer}; "
                             "you saw {seen}): look at it before confirming.").format(
                                 table=w.table, newer=w.version, seen=seen))
    if submission is None:
        if w.status == "conflict":
            raise ServiceError(_(
                "Table {table} sent different results (submissions {ids}): choose the one to "
                "record (confirm --submission ID; in the window, its number).").format(
                    table=w.table, ids=", ".join(str(s.seq) for s in w.fresh)))
        s = w.newest
    else:
        found = [s for s in w.sent if s.seq == submission]
        if not found:
            raise ServiceError(_("Table {table} has no waiting submission {id}: its waiting "
                                 "submissions are {ids}.").format(
                                     table=w.table, id=submission,
                                     ids=", ".join(str(s.seq) for s in w.sent)))
        s = found[0]
    if s.seq in w.stale:
        raise ServiceError(_(
            "Submission {id} of table {table} was sent before the table's players changed (a "
            "move, a swap or a player who left): it cannot be confirmed. Reject it, or let "
            "the table send again.").format(id=s.seq, table=w.table))
    return s


def confirm(event: Event, game_no: int, table_no: int, *, submission: int | None = None,
            seen: int | None = None, watch: InboxWatch | None = None) -> Done:
    """Record one submission of a table exactly as sent (`submission`: its id; default the
    newest), with one audit line saying it came from the table. `seen`: the table's
    version the director looked at (refused when a newer one came)."""
    w, damaged = _table_state(event, game_no, table_no, watch)
    if damaged:
        raise ServiceError(_("Submission {id} of table {table} cannot be read (the inbox file "
                             "is damaged there): reject what the table sent, then let it "
                             "send again.").format(id=damaged[0].seq, table=table_no))
    if w is None:
        raise _nothing_waits(event, game_no, table_no)
    s = chosen(w, submission, seen)
    sent = {"seq": s.seq, "inbox": w.inbox, "submissions": len(w.sent), "status": w.status,
            "received_at": s.received_at, "sender": sender_json(s)}
    kwargs = {"results": s.results} if s.results is not None else {"places": s.places}
    return record_result(event, game_no, table_no, items=s.items, sent=sent, **kwargs)


def reject(event: Event, game_no: int, table_no: int, *, seen: int | None = None,
           watch: InboxWatch | None = None) -> Done:
    """Throw away what waits from a table (up to submission `seen`, the newest the director
    saw; all of it without): one audit line; every sender of the table can send again."""
    w, damaged = _table_state(event, game_no, table_no, watch)
    ids = [s.seq for s in (w.sent if w else ())] + [d.seq for d in damaged]
    if not ids:
        raise _nothing_waits(event, game_no, table_no)
    up_to = max(ids) if seen is None else seen
    thrown = sorted(i for i in ids if i <= up_to)
    if not thrown:
        return Done(NOTHING, _("Nothing was rejected: the table's submissions are newer."))
    uid = w.inbox if w else read_inbox(event.path, game_no).uid
    with event.action(REJECT, f"Rejected what game {game_no} table {table_no} sent "
                      f"({len(thrown)} waiting, up to submission {up_to})",
                      after={"game": game_no, "table": table_no, "inbox": uid,
                             "up_to": up_to}):
        records.add_entry_reject(event.db, game_no, table_no, uid, up_to, now())
    return REJECT.done(_("Rejected what table {table} of game {game} sent: the "
                         "table can send its result again.").format(table=table_no,
                                                                    game=game_no))

