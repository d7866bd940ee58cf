"""Results from the tables in tests: an event under way, and a result sent as the web process
keeps it (checked, then in the inbox), without a server."""

from __future__ import annotations

import os
from pathlib import Path

from tournament_director.service import entry, registration, seating
from tournament_director.service.event import Event
from tournament_director.web.server import open_read_only

SEED_ITEMS = {"cities": 2, "preserve_stones": 1, "limbo_groups": 0, "spaceport": True}


def event_in_play(path: Path, players: int = 16, game: str = "generic", names=None,
                  table_points: str = "seed") -> Path:
    """An event with game 1 seated and no result in yet."""
    ev = Event.create(path, name="Entry <Cup>", games=3, fee=10, seed=11, game=game,
                      table_points=table_points)
    names = list(names or [])
    names += [f"Player {i}" for i in range(len(names) + 1, players + 1)]
    registration.register_many(ev, [{"name": n} for n in names[:players]])
    seating.seat_next_game(ev)
    ev.close()
    return path


def in_order(ev_or_path, table: int, game: int | None = None) -> dict[int, int]:
    """Places 1, 2, 3, ... in seat order."""
    ev = open_read_only(ev_or_path) if isinstance(ev_or_path, (str, Path)) else ev_or_path
    try:
        t = ev.table(game or ev.games_seated(), table)
        return {p: i for i, p in enumerate(t.players, 1)}
    finally:
        if ev is not ev_or_path:
            ev.close()


def send(path: Path, table: int, *, places=None, results=None, items=None,
         sender: str | None = None, start_no: int | None = None) -> entry.Submission:
    """What `serve --entry` keeps when a table's phone sends this result: by default from a
    phone of its own on the table's address; `start_no`: from that player's own address;
    `sender`: the same phone again ("phone:ID")."""
    ev = open_read_only(path)
    try:
        facts = entry.facts(ev)
    finally:
        ev.close()
    t = facts.table(table)
    token, page = next((k, v) for k, v in facts.pages.items()
                       if (v.game, v.table, v.start_no) == (t.game, table, start_no))
    place_of, res, values = entry.check(facts, t, places=places, results=results, items=items)
    inbox = entry.InboxWriter(path)
    try:
        return inbox.add(entry.Submission(
            0, token, t.game, table, facts.seated_at, place_of, res, values,
            entry.received_now(),
            sender=f"seat:{start_no}" if start_no is not None else
            sender or f"phone:{os.urandom(8).hex()}",
            seat=t.players.index(start_no) + 1 if start_no is not None else None,
            start_no=start_no, lineup=t.players, renewal=page.renewal))
    finally:
        inbox.close()
