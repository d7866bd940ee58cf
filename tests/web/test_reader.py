"""The reader `serve` uses (store/reader.py): refuses to write, never holds back the writer."""

from __future__ import annotations

import sqlite3
import time

import pytest

from tournament_director.service import registration
from tournament_director.service.event import Event
from tournament_director.store import reader


def test_reader_refuses_to_write_and_takes_no_lock(hard_event):
    file = reader.open_reader(hard_event)
    try:
        with pytest.raises(sqlite3.OperationalError):
            file.db.execute("DELETE FROM players")
        with Event.open(hard_event) as writer:  # the writer's lock is free
            assert len(writer.players()) >= 16
    finally:
        file.close()


def test_a_read_in_progress_never_blocks_a_write(hard_event):
    file = reader.open_reader(hard_event)
    try:
        before = reader.data_version(file)
        with reader.one_read(file):
            seen = len(Event(file).players())
            with Event.open(hard_event) as writer:
                started = time.monotonic()
                registration.add_player(writer, "Late Comer")
                assert time.monotonic() - started < 1.0
            assert len(Event(file).players()) == seen  # the read sees one moment
        assert reader.data_version(file) != before
        assert len(Event(file).players()) == seen + 1
    finally:
        file.close()
