"""Several desks under a hall's load, on loopback only (bounded: about a minute).

    .venv/bin/python benchmarks/desks.py [--players 100] [--desks 5] [--phones 100] [--tables 20]

`serve --desks --entry` runs as the main desk (its own process); meanwhile 5 desks (each a
desk's door, web/desk_client.RemoteDoor, with its change stream) read what their pages show
(the status, a game, the standings) after each change they hear of, as the window does, and
record a result every 3 s; 100 phones poll their players' pages and 20 tables send their
results from their pages. Prints the latency of the desks' calls, the phones' and the
tables' requests (goal: no error, p99 <= 250 ms) and the time from a change acknowledged at
one desk to another desk's door having it (goal <= 1 s).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from entry import form_of, post  # noqa: E402
from serve import get, items_of, p, phones, start_serve, stop  # noqa: E402

from tournament_director.service import desks, entry, registration, results, seating  # noqa: E402
from tournament_director.service.demo import make_demo  # noqa: E402
from tournament_director.service.event import Event  # noqa: E402
from tournament_director.web.desk_client import RemoteDoor  # noqa: E402


def free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def desk_work(door: RemoteDoor, game_no: int, tables: list, items: dict, lat: list,
              errors: list, acked: dict, stop_flag: threading.Event, offset: float) -> None:
    """A desk's window: it looks for news every 200 ms (as its Session does) and reads what
    its pages show again after each change (the status, the game, the standings); it records
    a result every RECORD_EVERY seconds (a busy results desk: a table every few seconds)."""
    def timed(call) -> None:
        start = time.perf_counter()
        try:
            call()
        except Exception:  # noqa: BLE001 - counted
            errors.append(1)
        lat.append(time.perf_counter() - start)

    def pages() -> None:
        for call in (lambda: door.read("status"), lambda: door.read("game", game_no),
                     lambda: door.read("standings", None)):
            timed(call)

    pages()
    next_record = time.monotonic() + offset
    k = 0
    while not stop_flag.wait(0.2):
        if door.poll() is not None:
            pages()
        if tables and time.monotonic() >= next_record:
            t = tables[k % len(tables)]
            order = list(t.players) if k % 2 else list(reversed(t.players))
            args = (game_no, t.table)
            given = {"places": {s: i for i, s in enumerate(order, 1)}, "items": items}
            timed(lambda args=args, given=given: door.act(results.record, args, given,
                                                          seen=None))
            acked[time.monotonic()] = door.desk.name
            pages()
            k += 1
            next_record += RECORD_EVERY


RECORD_EVERY = 3.0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=100)
    ap.add_argument("--desks", type=int, default=5)
    ap.add_argument("--phones", type=int, default=100)
    ap.add_argument("--polls", type=int, default=60)
    ap.add_argument("--tables", type=int, default=20)
    a = ap.parse_args()
    print(f"{platform.machine()} {platform.system()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}; loopback only")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.tdevent"
        make_demo(path, players=a.players, games=5, seed=1, play=2).close()
        with Event.open(path) as ev:
            ev.settings  # noqa: B018 - read once
            seating.seat_next_game(ev)
            game = ev.game(ev.games_seated())
            sent = list(game.tables)[:a.tables]  # these tables send from their pages
            by_desk = list(game.tables)  # the desks record (and correct) any table
            paths = {link["table"]: link["path"] for link in entry.links(ev)}
            forms = {t.table: form_of(ev, t) for t in sent}
            items = items_of(ev)
            tokens = [desks.make_desk(ev, f"Desk {i + 1}", "full") for i in range(a.desks)]
            pin = desks.pin(ev.db)
            registration.checkin(ev, [1], True)
        desk_port = free_port()
        proc, host, port = start_serve(path, "--entry", "--desks", "--desk-port",
                                       str(desk_port))
        doors: list[RemoteDoor] = []
        try:
            get(host, port, "/index.html")
            doors = [RemoteDoor(desks.link("127.0.0.1", desk_port, t, pin)) for t in tokens]
            print(f"{a.players} players, game {game.game}: {len(game.tables)} tables; "
                  f"{a.desks} desks, {a.phones} phones, {len(sent)} tables sending")
            stop_flag = threading.Event()
            desk_lat: list[float] = []
            desk_errors: list[int] = []
            acked: dict[float, str] = {}
            workers = [threading.Thread(target=desk_work, args=(
                door, game.game, by_desk[i::len(doors)] or by_desk, items, desk_lat,
                desk_errors, acked, stop_flag, i * RECORD_EVERY / len(doors)), daemon=True)
                for i, door in enumerate(doors)]
            table_lat: list[float] = []
            table_errors = [0]

            def tables_send() -> None:
                for t in sent:
                    start = time.perf_counter()
                    try:
                        status = post(host, port, paths[t.table], forms[t.table])
                    except OSError:
                        status = 0
                    table_lat.append(time.perf_counter() - start)
                    if status not in (200, 303):
                        table_errors[0] += 1
                    time.sleep(0.1)

            senders = threading.Thread(target=tables_send, daemon=True)
            for w in workers:
                w.start()
            senders.start()
            started = time.perf_counter()
            phone_lat, phone_errors = phones(host, port, a.phones, a.polls, a.players,
                                             pause=0.2)
            took = time.perf_counter() - started
            stop_flag.set()
            for w in [*workers, senders]:
                w.join(30)
            # a change at one desk, seen at another: the watcher's door polled as a window does
            watcher, maker = doors[0], doors[-1]
            seen_after = []
            with Event.open(path, lock=False) as ev:
                names = [p.start_no for p in ev.players() if not p.checked_in][:20]
            for start_no in names:
                watcher.poll()
                start = time.monotonic()
                maker.act(registration.checkin, ([start_no], True), {}, seen=None)
                acked_at = time.monotonic()
                while time.monotonic() - acked_at < 3:
                    news = watcher.poll()
                    if news is not None and news.changes.players:
                        break
                    time.sleep(0.01)
                seen_after.append(time.monotonic() - acked_at)
                del start
        finally:
            for door in doors:
                door.close()
            stop(proc)
    report("desks' calls (reads and results)", desk_lat, len(desk_errors))
    report(f"{a.phones} phones' polls ({took:.0f} s)", phone_lat, phone_errors)
    report("tables' sends", table_lat, table_errors[0])
    print(f"a change acknowledged at one desk -> at another desk: median "
          f"{statistics.median(seen_after) * 1000:.0f} ms, max {max(seen_after) * 1000:.0f} ms"
          f" (goal <= 1 s) {'meets goal' if max(seen_after) <= 1 else 'MISSES GOAL'}")
    print(f"{len(acked)} results recorded by the desks")
    return 0


def report(what: str, lat: list[float], errors: int) -> None:
    ok = errors == 0 and p(lat, 0.99) <= 0.25
    print(f"{what}: {len(lat)} requests, {errors} errors, median "
          f"{statistics.median(lat) * 1000:.0f} ms, p99 {p(lat, 0.99) * 1000:.0f} ms "
          f"(goal: no error, p99 <= 250 ms) {'meets goal' if ok else 'MISSES GOAL'}")


if __name__ == "__main__":
    sys.exit(main())
