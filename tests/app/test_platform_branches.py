"""The platform branches that can be exercised on any machine (the rest: CI on each system)."""

import io
import sys

import pytest

from tournament_director import cli
from tournament_director.service import registration


def test_windows_pipe_output_is_utf8_so_any_name_can_be_printed(monkeypatch):
    # Windows gives a pipe or a file the ANSI code page (cp1252 here): "Ł" cannot be written
    raw = io.BytesIO()
    piped = io.TextIOWrapper(raw, encoding="cp1252", errors="strict")
    monkeypatch.setattr(sys, "stdout", piped)
    monkeypatch.setattr(sys, "platform", "win32")
    commands = {**cli.COMMANDS, "plan": lambda args: print("Łukasz Żółć") or 0}
    monkeypatch.setattr(cli, "COMMANDS", commands)
    assert cli.main(["plan", "39"]) == 0
    piped.flush()
    assert raw.getvalue().decode("utf-8") == "Łukasz Żółć\n"


def test_a_console_is_left_as_it_is(monkeypatch):
    class Console(io.TextIOWrapper):
        def isatty(self):
            return True
    console = Console(io.BytesIO(), encoding="cp1252")
    monkeypatch.setattr(sys, "stdout", console)
    cli.utf8_output()
    assert console.encoding == "cp1252"


def test_macos_lock_is_beside_the_event_and_keeps_others_out(monkeypatch, tmp_path):
    """macOS: a whole-file flock on the event would refuse SQLite its own locks (flock and
    fcntl locks are one list there), so the lock is a file beside it. The branch runs here;
    that SQLite works under it on a Mac is shown by the test suite in CI on macOS."""
    # imported first: its imports (dateutil -> zoneinfo -> sysconfig) would look for the
    # faked platform's build data (alone, this test ran before anything else imported it)
    import sqlite_utils  # noqa: F401

    from tournament_director.service.event import Event
    from tournament_director.store.errors import EventLocked
    monkeypatch.setattr(sys, "platform", "darwin")
    path = tmp_path / "cup.tdevent"
    first = Event.create(path, name="Cup", games=3, fee=10, seed=5)
    try:
        assert (tmp_path / "cup.tdevent.lock").is_file()
        registration.register_many(first, [{"name": "Łukasz Żółć"}, {"name": "Anna"}])
        with pytest.raises(EventLocked):
            Event.open(path)
    finally:
        first.close()
    with Event.open(path) as event:  # free again once closed
        assert len(registration.register_many(event, [{"name": "Bram"}]).value) == 1
