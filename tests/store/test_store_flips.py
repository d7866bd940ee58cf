"""Issue 11: flipped bits in an event file are refused as damage, never a traceback or a
silently different status (CHECK constraints, verified by quick_check on every open)."""

import random
import sqlite3

import pytest

from tournament_director.cli import main
from tournament_director.service import registration, seating
from tournament_director.service.event import Event
from tournament_director.store.errors import DamagedEvent


@pytest.fixture
def event_path(tmp_path):
    path = tmp_path / "cup.tdevent"
    ev = Event.create(path, name="Cup", games=3, fee=20, seed=4, table_points="none")
    registration.register_many(ev, [{"name": f"Player {i}", "club": "Club"} for i in range(12)])
    registration.drop(ev, 12)
    seating.seat_next_game(ev)
    ev.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return path


def test_a_status_flipped_to_nonsense_is_damage(event_path):
    data = bytearray(event_path.read_bytes())
    at = data.find(b"dropped")
    assert at > 0
    data[at] ^= 0x02  # 'd' -> 'f'
    event_path.write_bytes(bytes(data))
    with pytest.raises(DamagedEvent):
        Event.open(event_path)


def test_byte_flips_never_end_in_an_internal_error(event_path, tmp_path, capsys):
    original = event_path.read_bytes()
    rng = random.Random(11)
    positions = rng.sample(range(100, len(original)), 60)
    for at in positions:
        data = bytearray(original)
        data[at] ^= 1 << rng.randrange(8)
        event_path.write_bytes(bytes(data))
        for args in (["players", str(event_path), "--json"],
                     ["standings", str(event_path), "--json"],
                     ["verify", str(event_path)],
                     ["add-player", str(event_path), "Zed"]):
            code = main(args)
            out, err = capsys.readouterr()
            assert code in (0, 2), (at, args, err)
            assert "internal error" not in err


def test_flips_in_the_recorded_changes_never_end_in_an_internal_error(event_path, capsys):
    """Issue 24: a flipped bit inside a recorded change's JSON passes SQLite's checks."""
    original = event_path.read_bytes()
    conn = sqlite3.connect(event_path)
    texts = [r[0] for r in conn.execute("SELECT new FROM changes WHERE new IS NOT NULL")]
    conn.close()
    spots = sorted({original.find(t.encode()) for t in texts} - {-1})
    assert len(spots) > 5
    rng = random.Random(24)
    for at in rng.sample(spots, 6):
        for offset in range(4):  # the '[' that opens the row and the values after it
            data = bytearray(original)
            data[at + offset] ^= 1 << rng.randrange(8)
            event_path.write_bytes(bytes(data))
            for args in (["verify", str(event_path)], ["undo", str(event_path)],
                         ["log", str(event_path), "--json"]):
                code = main(args)
                out, err = capsys.readouterr()
                assert code in (0, 2), (at, offset, args, err)
                assert "internal error" not in err
