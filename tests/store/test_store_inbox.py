"""The inbox beside an event: written by the web process alone, read by the window and the
command line without ever making it; never mistaken for another file; an inbox of the
previous format read and upgraded; a damaged row named, the rest read; the event's own
secret for the tables' addresses."""

from __future__ import annotations

import sqlite3

import pytest

from tournament_director.store import records
from tournament_director.store.errors import EventFileError, OutputRefused
from tournament_director.store.guard import guard_output
from tournament_director.store.inbox import (
    NOTHING,
    InboxWatch,
    InboxWriter,
    Submission,
    inbox_path,
    read,
    served_url,
)

from ..entry_helpers import event_in_play

AT = "2025-05-01T10:00:00+02:00"


@pytest.fixture(autouse=True)
def english(language):
    language("en")  # (the messages matched below are the English ones)


def add(inbox: InboxWriter, token: str = "tok", table: int = 1, places=None,
        sender: str = "phone:a", **kw):
    return inbox.add(Submission(0, token, 1, table, AT, places or {7: 1, 3: 2, 9: 3}, None,
                                {"a": 1}, "2025-05-01T10:30:00+02:00", sender=sender,
                                lineup=(7, 3, 9)), **kw)


def test_a_reader_never_makes_the_inbox(tmp_path):
    event = tmp_path / "spring.tdevent"
    assert read(event, 1) == NOTHING
    watch = InboxWatch(event)
    assert watch.changed() is True  # the first look
    assert watch.changed() is False and watch.read(1) == NOTHING
    assert served_url(event) is None
    assert not inbox_path(event).exists()
    watch.close()


def test_what_is_written_is_read_back_in_order_and_the_watch_notices_it(tmp_path):
    event = tmp_path / "spring.tdevent"
    watch = InboxWatch(event)
    watch.changed()
    inbox = InboxWriter(event)
    assert inbox.path == tmp_path / "spring.tdevent-inbox"
    assert watch.changed() is True  # the file appeared
    first = add(inbox, places={7: 1, 3: 2, 9: 3})
    assert watch.changed() is True  # a commit of another connection
    assert watch.changed() is False
    second = add(inbox, places={7: 2, 3: 1, 9: 3}, sender="seat:3")
    assert watch.changed() is True
    uid, rows, damaged, refused = watch.read(1)
    assert uid == inbox.uid and len(uid) == 32 and damaged == [] and refused == {}
    assert [r.seq for r in rows] == [first.seq, second.seq] and second.seq > first.seq
    assert rows[1].places == {7: 2, 3: 1, 9: 3} and rows[1].items == {"a": 1}
    assert rows[1].sender == "seat:3" and rows[1].lineup == (7, 3, 9)
    assert read(event, 1) == watch.read(1) and read(event, 2).rows == []
    assert [s.seq for s in inbox.of_table(1, 1, AT)] == [first.seq, second.seq]
    inbox.close()
    watch.close()


def test_a_table_takes_at_most_so_many_senders_and_a_sender_replaces_its_own(tmp_path):
    inbox = InboxWriter(tmp_path / "e.tdevent")
    assert add(inbox, sender="phone:a", most=2) and add(inbox, sender="phone:b", most=2)
    assert add(inbox, sender="phone:c", most=2) is None  # a third sender: refused
    assert add(inbox, sender="phone:a", most=2) is not None  # one of the two: sends again
    assert add(inbox, table=2, sender="phone:c", most=2) is not None  # another table
    last = add(inbox, sender="phone:b").seq
    assert add(inbox, sender="phone:c", most=2, after=last) is not None  # after a rejection
    inbox.close()


def test_counted_refusals_and_the_servers_address_are_kept(tmp_path):
    event = tmp_path / "e.tdevent"
    inbox = InboxWriter(event)
    inbox.refused({(1, 4, AT): 3}, AT)
    inbox.refused({(1, 4, AT): 2, (1, 5, AT): 1, (2, 4, AT): 9}, AT)
    assert read(event, 1).refused == {(4, AT): 5, (5, AT): 1}
    inbox.serving("http://192.168.1.23:8080/")
    assert served_url(event) == "http://192.168.1.23:8080/"
    inbox.serving(None)
    assert served_url(event) is None
    inbox.close()


def test_an_inbox_deleted_while_serving_is_made_again(tmp_path):
    event = tmp_path / "e.tdevent"
    inbox = InboxWriter(event)
    inbox.serving("http://127.0.0.1:8080/")
    add(inbox)
    for name in ("e.tdevent-inbox", "e.tdevent-inbox-wal", "e.tdevent-inbox-shm"):
        (tmp_path / name).unlink(missing_ok=True)
    kept = add(inbox)
    found = read(event, 1)
    assert [r.seq for r in found.rows] == [kept.seq] and found.uid == inbox.uid
    assert served_url(event) == "http://127.0.0.1:8080/"  # said again in the new file
    inbox.close()


# what version 1 of the program made (its whole schema), and a row as it wrote it
FORMAT_1 = (
    "PRAGMA application_id=1413769570",
    "CREATE TABLE inbox (id INTEGER PRIMARY KEY CHECK (id = 1), uid TEXT NOT NULL)",
    """CREATE TABLE submissions (seq INTEGER PRIMARY KEY AUTOINCREMENT, token TEXT NOT NULL,
        game INTEGER NOT NULL, tbl INTEGER NOT NULL, seated_at TEXT NOT NULL,
        places TEXT NOT NULL, results TEXT, items TEXT NOT NULL, received_at TEXT NOT NULL,
        device TEXT NOT NULL DEFAULT '')""",
    "CREATE INDEX submissions_game ON submissions (game, tbl)",
    "CREATE INDEX submissions_token ON submissions (token)",
    "PRAGMA user_version=1",
    "INSERT INTO inbox VALUES (1, 'c0ffee')",
    """INSERT INTO submissions (token, game, tbl, seated_at, places, results, items,
        received_at, device) VALUES ('tok', 1, 1, '2025-05-01T10:00:00+02:00',
        '{"7": 1, "3": 2, "9": 3}', NULL, '{"a": 1}', '2025-05-01T10:30:00+02:00',
        '192.168.1.50')""",
)


def old_inbox(event):
    conn = sqlite3.connect(inbox_path(event), isolation_level=None)
    for sql in FORMAT_1:
        conn.execute(sql)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.close()


def test_an_inbox_of_the_previous_format_is_read_then_upgraded(tmp_path):
    event = tmp_path / "e.tdevent"
    old_inbox(event)
    before = inbox_path(event).read_bytes()
    found = read(event, 1)  # read as it is (every row from the table's address)
    assert inbox_path(event).read_bytes() == before
    (row,) = found.rows
    assert found.uid == "c0ffee" and row.places == {7: 1, 3: 2, 9: 3}
    assert (row.sender, row.seat, row.lineup, row.renewal) == ("", None, None, 0)
    inbox = InboxWriter(event)  # the next serve --entry upgrades it, keeping every row
    assert inbox.uid == "c0ffee"
    newer = add(inbox, sender="seat:7")
    assert [r.seq for r in read(event, 1).rows] == [row.seq, newer.seq]
    assert read(event, 1).rows[0] == row
    inbox.close()


def test_an_inbox_of_a_newer_version_is_said_and_left_alone(tmp_path):
    event = tmp_path / "e.tdevent"
    InboxWriter(event).close()
    conn = sqlite3.connect(inbox_path(event))
    conn.execute("PRAGMA user_version=3")
    conn.close()
    before = inbox_path(event).read_bytes()
    for attempt in (lambda: read(event, 1), lambda: InboxWriter(event)):
        with pytest.raises(EventFileError, match="written by a newer version"):
            attempt()
    assert inbox_path(event).read_bytes() == before


@pytest.mark.parametrize("column, value", [("places", "{not json"), ("places", "[1, 2]"),
                                           ("items", "7"), ("places", '{"7": "first"}'),
                                           ("lineup", '{"x": 1}'), ("tbl", "'two'")])
def test_a_damaged_row_is_named_and_the_rest_still_read(tmp_path, column, value):
    event = tmp_path / "e.tdevent"
    inbox = InboxWriter(event)
    good = add(inbox, sender="phone:a")
    bad = add(inbox, sender="phone:b")
    later = add(inbox, sender="phone:c")
    conn = sqlite3.connect(inbox_path(event))
    conn.execute(f"UPDATE submissions SET {column} = {value!r} WHERE seq = ?"
                 if column != "tbl" else f"UPDATE submissions SET tbl = {value} WHERE seq = ?",
                 [bad.seq])
    conn.commit()
    conn.close()
    found = read(event, 1)
    assert [r.seq for r in found.rows] == [good.seq, later.seq]
    (damaged,) = found.damaged
    assert damaged.seq == bad.seq and damaged.table == (None if column == "tbl" else 1)
    inbox.close()


@pytest.mark.parametrize("content", [b"%PDF-1.7 not an inbox", "event"])
def test_a_file_that_is_not_an_inbox_is_refused_untouched(tmp_path, content):
    event = tmp_path / "e.tdevent"
    if content == "event":
        event_in_play(tmp_path / "other.tdevent")
        content = (tmp_path / "other.tdevent").read_bytes()
    inbox_path(event).write_bytes(content)
    with pytest.raises(EventFileError, match="not the inbox of an event"):
        InboxWriter(event)
    with pytest.raises(EventFileError, match="not the inbox of an event"):
        read(event, 1)
    assert inbox_path(event).read_bytes() == content


def test_no_output_is_written_over_an_inbox(tmp_path):
    event = event_in_play(tmp_path / "e.tdevent")
    with pytest.raises(OutputRefused):
        guard_output(inbox_path(event))  # not there yet: still the event's
    InboxWriter(event).close()
    for name in ("e.tdevent-inbox", "e.tdevent-inbox-wal"):
        with pytest.raises(OutputRefused):
            guard_output(tmp_path / name)


def test_every_event_has_its_own_secret_outside_its_data(tmp_path):
    from tournament_director.store.changes import data_tables
    from tournament_director.store.opener import open_event
    secrets = []
    for name in ("a.tdevent", "b.tdevent"):
        event_in_play(tmp_path / name)
        file = open_event(tmp_path / name)
        secrets.append(records.entry_secret(file.db))
        assert "entry_key" not in data_tables(file.db)  # never in the history or verify
        assert "entry_rejects" in data_tables(file.db)  # a rejection is (undo)
        file.close()
    assert len(secrets[0]) == 32 and secrets[0] != secrets[1]
    conn = sqlite3.connect(tmp_path / "a.tdevent")
    with pytest.raises(sqlite3.IntegrityError):  # a secret that is not 32 bytes
        conn.execute("UPDATE entry_key SET secret = x'00'")
    conn.close()


def test_an_older_event_file_gets_its_secret_when_upgraded(tmp_path):
    import shutil
    from pathlib import Path

    from tournament_director.service.event import Event
    from tournament_director.service.history import verify
    old = Path(__file__).parent / "data" / "event-v1.tdevent"
    path = tmp_path / "old.tdevent"
    shutil.copy(old, path)
    ev = Event.open(path)
    assert len(records.entry_secret(ev.db)) == 32
    assert verify(ev) == []
    ev.close()


def test_submissions_sent_together_share_a_transaction_and_keep_the_cap(tmp_path):
    import threading
    event = tmp_path / "e.tdevent"
    inbox = InboxWriter(event)
    start = threading.Barrier(30)
    kept: list = []

    def phone(i: int) -> None:
        start.wait(10)
        kept.append(add(inbox, sender=f"phone:{i}", most=20))
    threads = [threading.Thread(target=phone, args=(i,)) for i in range(30)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    taken = [s for s in kept if s is not None]
    assert len(kept) == 30 and len(taken) == 20  # the 20-senders cap, whoever came first
    assert sorted(s.seq for s in taken) == [r.seq for r in read(event, 1).rows]
    conn = sqlite3.connect(inbox_path(event))
    conn.execute("CREATE TRIGGER no BEFORE INSERT ON submissions BEGIN "
                 "SELECT RAISE(ABORT, 'disk says no'); END")
    conn.commit()
    conn.close()
    with pytest.raises(sqlite3.DatabaseError, match="disk says no"):
        add(inbox, sender="phone:late")  # not kept: said to the phone, never acknowledged
    assert len(read(event, 1).rows) == 20
    inbox.close()
