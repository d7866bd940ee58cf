"""Killing the program while it records results loses nothing acknowledged and leaves no half
result."""

import random
import subprocess
import sys
import textwrap
import time

import pytest

from tournament_director.service import registration, seating
from tournament_director.service.event import Event

TABLES = 60

WRITER = textwrap.dedent("""
    import sys
    from tournament_director.service import results
    from tournament_director.service.event import Event

    def places(players, v):
        n = len(players)
        return {p: (i + v) % n + 1 for i, p in enumerate(players)}

    def items(v):
        return {"cities": v % 7, "preserve_stones": v % 3, "limbo_groups": v % 2,
                "spaceport": v % 2 == 0}

    path, start = sys.argv[1], int(sys.argv[2])
    event = Event.open(path)
    game = event.game(1)
    step = start
    while True:
        table = game.tables[step % len(game.tables)]
        v = step // len(game.tables)
        results.record(event, 1, table.table, places=places(table.players, v), items=items(v))
        sys.stdout.write(f"{table.table} {v}\\n")  # the acknowledgement, one line
        sys.stdout.flush()
        step += 1
""")


def expected(players, v):
    n = len(players)
    return {p: (i + v) % n + 1 for i, p in enumerate(players)}


@pytest.mark.slow
def test_sigkill_while_recording_keeps_every_acknowledged_result(tmp_path):
    path = tmp_path / "crash.tdevent"
    with Event.create(path, name="Crash", games=2, fee=10, seed=3) as event:
        registration.register_many(event, [{"name": f"Player {i}"} for i in range(TABLES * 6)])
        game = seating.seat_next_game(event).value
    seats = {t.table: t.players for t in game.tables}
    rng = random.Random(1)
    last_ack: dict[int, int] = {}
    step = 0
    for round_no in range(8):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(step)],
                                stdout=subprocess.PIPE, text=True)
        # let it acknowledge a few results, then kill it at a random moment
        seen = ""
        for _ in range(rng.randint(2, 12)):
            line = proc.stdout.readline()
            assert line, f"round {round_no}: the writer stopped by itself"
            seen += line
        time.sleep(rng.uniform(0, 0.05))
        proc.kill()  # SIGKILL; TerminateProcess on Windows
        out = seen + proc.stdout.read()
        proc.wait()
        for line in out.splitlines(keepends=True):
            if not line.endswith("\n"):  # cut off by the kill: not an acknowledgement
                continue
            table, v = map(int, line.split())
            last_ack[table] = v
            step += 1
        in_flight = step % TABLES + 1

        with Event.open(path) as event:  # first to see the crash's -wal: applied, not set aside
            assert event.file.wal_set_aside is None
            assert event.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            for table_no, players in seats.items():
                stored = event.table(1, table_no)
                acked = last_ack.get(table_no)
                allowed = [] if acked is None else [acked]
                if table_no == in_flight:  # interrupted: the old result or the new, whole
                    allowed.append(step // TABLES)
                    if acked is None:
                        allowed.append(None)
                if not allowed:
                    assert not stored.has_result
                    continue
                versions = [v for v in allowed if v is not None
                            and stored.places == expected(players, v)
                            and stored.items["cities"] == v % 7]
                if None in allowed and not stored.has_result:
                    continue
                assert versions, (f"round {round_no}: table {table_no} holds "
                                  f"{stored.places}, not a whole acknowledged result")
                if table_no == in_flight and versions[0] == step // TABLES and acked != versions[0]:
                    last_ack[table_no] = versions[0]  # the interrupted one landed whole
                    step += 1
        assert step > round_no, "no result was acknowledged at all"
    assert step >= 16  # the kills fell among many acknowledged writes
