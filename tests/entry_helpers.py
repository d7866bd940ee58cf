"""Results from the tables in tests: an event under way, and a result sent as the web process
keeps it (checked, then in the inbox), without a server."""

from __future__ import annotations

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
         device: str = "127.0.0.1") -> entry.Submission:
    """What `serve --entry` keeps when a table's phone sends this result."""
    ev = open_read_only(path)
    try:
        facts = entry.facts(ev)
    finally:
        ev.close()
    t = facts.table(table)
    token = next(k for k, v in facts.tokens.items() if v == (t.game, table))
    place_of, res, values = entry.check(facts, t, places=places, results=results, items=items)
    inbox = entry.InboxWriter(path)
    try:
        return inbox.add(token=token, game=t.game, table=table, seated_at=facts.seated_at,
                         places=place_of, results=res, items=values,
                         received_at=entry.received_now(), device=device)
    finally:
        inbox.close()
