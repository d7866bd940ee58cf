"""The inbox beside an event: written by the web process alone, read by the window and the
command line without ever making it; never mistaken for another file; the event's own secret
for the tables' addresses."""

from __future__ import annotations

import sqlite3

import pytest

from tournament_director.store import records
from tournament_director.store.errors import EventFileError, OutputRefused
from tournament_director.store.guard import guard_output
from tournament_director.store.inbox import InboxWatch, InboxWriter, inbox_path, read

from ..entry_helpers import event_in_play


def add(inbox: InboxWriter, token: str = "tok", table: int = 1, places=None, **kw):
    return inbox.add(token=token, game=1, table=table, seated_at="2025-05-01T10:00:00+02:00",
                     places=places or {7: 1, 3: 2, 9: 3}, results=None, items={"a": 1},
                     received_at="2025-05-01T10:30:00+02:00", **kw)


def test_a_reader_never_makes_the_inbox(tmp_path):
    event = tmp_path / "spring.tdevent"
    assert read(event, 1) == ("", [])
    watch = InboxWatch(event)
    assert watch.changed() is True  # the first look
    assert watch.changed() is False and watch.read(1) == ("", [])
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
    second = add(inbox, places={7: 2, 3: 1, 9: 3})
    assert watch.changed() is True
    uid, rows = watch.read(1)
    assert uid == inbox.uid and len(uid) == 32
    assert [r.seq for r in rows] == [first.seq, second.seq] and second.seq > first.seq
    assert rows[1].places == {7: 2, 3: 1, 9: 3} and rows[1].items == {"a": 1}
    assert read(event, 1) == (uid, rows) and read(event, 2) == (uid, [])
    assert [s.seq for s in inbox.of_token("tok")] == [first.seq, second.seq]
    inbox.close()
    watch.close()


def test_the_cap_per_token_keeps_nothing_more(tmp_path):
    inbox = InboxWriter(tmp_path / "e.tdevent")
    assert add(inbox, most=2) and add(inbox, most=2)
    assert add(inbox, most=2) is None
    assert add(inbox, token="other", most=2) is not None
    assert len(inbox.of_token("tok")) == 2
    inbox.close()


def test_an_inbox_deleted_while_serving_is_made_again(tmp_path):
    event = tmp_path / "e.tdevent"
    inbox = InboxWriter(event)
    add(inbox)
    for name in ("e.tdevent-inbox", "e.tdevent-inbox-wal", "e.tdevent-inbox-shm"):
        (tmp_path / name).unlink(missing_ok=True)
    kept = add(inbox)
    uid, rows = read(event, 1)
    assert [r.seq for r in rows] == [kept.seq] and uid == inbox.uid
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
