"""A simulated event (players, seatings, random results) for newcomers and benchmarks."""

from __future__ import annotations

import contextlib
import os
import random
from pathlib import Path

from ..i18n import _, said
from ..store.errors import EventFileError
from ..store.leftovers import new_prefix
from ..store.snapshot import put_in_place
from . import prizes, registration, results, seating
from .event import Event
from .model import ServiceError

FIRST = ("Anna", "Bram", "Chloé", "Dawid", "Eva", "Finn", "Greta", "Hugo", "Ines", "Jonas",
         "Kasia", "Lars", "Maja", "Nils", "Olga", "Pieter", "Quinn", "Rosa", "Sven", "Tereza",
         "Ulla", "Viktor", "Wiebke", "Xavier", "Yara", "Zoltán", "Łukasz", "Søren", "Mária",
         "Dmitri", "Eleni", "Jürgen")
LAST = ("Jansen", "de Vries", "Bakker", "Nowak", "Müller", "Dubois", "Rossi", "Novák",
        "Kowalski", "Andersson", "Nielsen", "Fischer", "Weber", "Żółć", "Horváth", "Papadopoulos",
        "Ivanova", "Smit", "Visser", "Meyer", "García", "O'Brien", "Thomassen", "Bruins")
CLUBS = ("", "", "Spielkreis Nord", "Ludo Club", "Meeples & Co", "Dice Tower", "Hex Guild")


def demo_names(count: int, rng: random.Random) -> list[str]:
    names: list[str] = []
    seen: set[str] = set()
    pairs = [(first, last) for first in FIRST for last in LAST]
    rng.shuffle(pairs)
    serial = 0
    while len(names) < count:
        if serial < len(pairs):
            name = f"{pairs[serial][0]} {pairs[serial][1]}"
        else:
            first, last = pairs[serial % len(pairs)]
            name = f"{first} {last} {serial // len(pairs) + 1}"
        serial += 1
        if name.casefold() not in seen:
            seen.add(name.casefold())
            names.append(name)
    return names


def random_places(size: int, rng: random.Random) -> list[int]:
    """A shuffled finishing order, with an occasional tie (standard competition ranks)."""
    scores = [rng.randrange(30, 90) for _ in range(size)]
    if size > 2 and rng.random() < 0.15:
        scores[1] = scores[0]
    ordered = sorted(scores, reverse=True)
    return [ordered.index(s) + 1 for s in scores]


def random_items(event: Event, rng: random.Random) -> dict:
    out = {}
    for item in event.settings.items:
        out[item.key] = (rng.random() < 0.6) if item.kind == "yesno" else rng.randrange(0, 7)
    return out


def play_game(event: Event, game_no: int, rng: random.Random, tables: int | None = None) -> None:
    """Record random results for the first `tables` tables of a game (all by default)."""
    game = event.game(game_no)
    entries = []
    for t in game.tables[:tables]:
        places = dict(zip(t.players, random_places(t.size, rng)))
        entries.append((t.table, places, random_items(event, rng)))
    if entries:
        results.record_many(event, game_no, entries)


def make_demo(path: str | os.PathLike, *, players: int = 39, games: int = 5,
              seed: int | None = None, mode: str = "competition", play: int | None = None,
              partial_tables: int = 0) -> Event:
    """Create and play a demo event. `play` games are played whole (default all); then, if
    `partial_tables`, the next game is seated and that many of its tables have results."""
    rng = random.Random(seed)
    path = Path(path)
    if path.exists():
        raise ServiceError(_("{path} already exists: choose another file name, or open that "
                             "event.").format(path=path))
    # Made under a name of its own and moved in once played (a killed demo leaves no half
    # event under the demo's name; the next create or copy in the folder removes it).
    made = path.with_name(f"{new_prefix()}{os.urandom(4).hex()}-demo{path.suffix}")
    event = Event.create(made, name=f"Demo Open ({players} players)", games=games, fee=2000,
                         mode=mode, game="generic", seed=rng.randrange(1, 2**31))
    event.auto_copies = False  # a demo needs no automatic copies (and is made faster)
    try:
        names = demo_names(players, rng)
        registration.register_many(event, [{"name": n, "club": rng.choice(CLUBS)} for n in names],
                                   source="the demo")
        to_play = games if play is None else play
        game_no = 0
        while True:
            st = event.status()
            if not st.can_seat:
                break
            if game_no >= to_play and not st.extension:
                break
            seating.seat_next_game(event)
            game_no += 1
            play_game(event, game_no, rng)
        if partial_tables and event.status().can_seat:
            seating.seat_next_game(event)
            play_game(event, event.games_seated(), rng, tables=partial_tables)
        if event.status().finished and mode == "competition":
            level = prizes.needs_tiebreak(event)
            if level:
                prizes.set_tiebreaks(event, {p: {"cards_and_tokens": rng.randrange(0, 6),
                                     "harbour_master": rng.random() < 0.2} for p in level})
    finally:
        event.close()
    try:
        put_in_place(made, path, _("{path} already exists: choose another file name, or open "
                                   "that event.").format(path=path))
    except EventFileError as exc:
        raise ServiceError(said(exc)) from None
    finally:
        for leftover in (made, Path(f"{made}-wal"), Path(f"{made}-shm")):
            with contextlib.suppress(OSError):
                leftover.unlink()
    return Event.open(path)

