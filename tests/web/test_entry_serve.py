"""`serve --entry` on loopback: a whole game entered from the tables' phones and confirmed at
the desk, every refusal (nothing kept), the event file's bytes unchanged until a confirm, and
the server killed in the middle of submissions losing nothing it acknowledged."""

from __future__ import annotations

import hashlib
import http.client
import json
import os
import re
import signal
import sqlite3
import subprocess
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

import pytest
from markupsafe import escape

from tournament_director.service import entry
from tournament_director.service.event import Event
from tournament_director.store.inbox import inbox_path
from tournament_director.web.entry import MOST_WAITING
from tournament_director.web.server import open_read_only

from ..conftest import run_cli
from ..entry_helpers import SEED_ITEMS, event_in_play, in_order
from .conftest import Phone, hard_names, start_serve, stop

FORM = {"Content-Type": "application/x-www-form-urlencoded"}
SECURITY = ("Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy",
            "X-Frame-Options")


def cli(*args, env=None) -> subprocess.CompletedProcess:
    """The command line beside `serve`: in this process (tests/conftest.py run_cli)."""
    return run_cli(*args, env=env)


def event_bytes(path: Path) -> tuple[str, str]:
    """The event file's bytes and its -wal's (none and empty alike: nothing written)."""
    def digest(p: Path) -> str:
        return hashlib.sha256(p.read_bytes() if p.exists() else b"").hexdigest()
    return digest(path), digest(Path(f"{path}-wal"))


def links(path: Path) -> dict[int, str]:
    done = cli("entry-links", path, "--json")
    assert done.returncode == 0, done.stderr
    return {link["table"]: link["path"] for link in json.loads(done.stdout)}


def per_seat(path: Path, table: int, order=None) -> dict[str, str]:
    """The page's own form filled in: a place per seat, then the table points."""
    ev = open_read_only(path)
    try:
        players = ev.table(ev.games_seated(), table).players
    finally:
        ev.close()
    places = order or range(1, len(players) + 1)
    form = {f"p{p}_place": str(place) for p, place in zip(players, places)}
    form.update({f"i_{k}": ("yes" if v else "no") if isinstance(v, bool) else str(v)
                 for k, v in SEED_ITEMS.items()})
    return form


def post(s, path: str, fields: dict) -> tuple[int, dict, bytes]:
    return s.get(path.lstrip("/"), method="POST", headers=FORM,
                 data=urlencode(fields).encode())


@pytest.fixture
def hard(tmp_path):
    return event_in_play(tmp_path / "entry.tdevent", names=hard_names())


def test_a_whole_game_sent_by_the_tables_and_confirmed(hard, serve_event):
    before = event_bytes(hard)
    s = serve_event(hard, "--entry")
    assert any("taking results from the tables" in line for line in s.lines)
    addresses = links(hard)
    ev = open_read_only(hard)
    names = {p.start_no: p.name for p in ev.players()}
    seats = {t.table: t.players for t in ev.game(1).tables}
    ev.close()
    for table, path in addresses.items():
        status, headers, body = s.get(path.lstrip("/"))
        page = body.decode()
        assert status == 200 and headers["Cache-Control"] == "no-store"
        assert all(headers[h] for h in SECURITY)
        shown = [int(n) for n in re.findall(r'<legend>Seat \d+ <span class="muted">#(\d+)',
                                            page)]
        assert shown == list(seats[table])  # the players in seat order
        for p in seats[table]:
            assert str(escape(names[p])) in page
        assert "<i>Ivy</i>" not in page
        phone = Phone(s)
        status, headers, body = phone.post(path, per_seat(hard, table))
        assert status == 303 and headers["Location"] == f"{path}/sent"
        assert "waiting for the director" in body
        status, _, body = phone.get(f"{path}/sent")
        assert status == 200 and "Sent \u2013 waiting for the director" in body
    status, _, _ = post(s, addresses[2], per_seat(hard, 2))  # a second phone agrees
    assert status == 303
    assert event_bytes(hard) == before  # nothing a table sent is in the event
    waiting = json.loads(cli("inbox", hard, "--json").stdout)
    assert [(w["table"], w["status"], w["senders"]) for w in waiting] == \
        [(1, "pending", 1), (2, "agreed", 2), (3, "pending", 1), (4, "pending", 1)]
    standings = json.loads(cli("standings", hard, "--json").stdout)
    assert all(g["place"] is None for r in standings for g in r["games"])  # not counted yet
    for table in addresses:
        done = cli("confirm", hard, "--game", 1, "--table", table)
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(f"Confirmed game 1 table {table} as the table sent it")
    assert json.loads(cli("inbox", hard, "--json").stdout) == []
    with Event.open(hard) as ev:
        for t in ev.game(1).tables:
            assert t.places == {p: i for i, p in enumerate(t.players, 1)}
            assert t.items == SEED_ITEMS
        assert [e.action for e in ev.audit_log(4)] == ["confirm"] * 4
    assert cli("verify", hard).returncode == 0
    for path in addresses.values():  # recorded: the tokens refuse, at once
        status, _, body = s.get(path.lstrip("/"))
        assert status == 410 and "has already recorded the result" in body.decode()
        assert post(s, path, per_seat(hard, 1))[0] == 409


def test_every_refusal_keeps_nothing(hard, serve_event):
    s = serve_event(hard, "--entry")
    addresses = links(hard)
    path = addresses[1]

    def kept() -> int:
        return len(entry.InboxWatch(hard).read(1)[1])

    assert s.get("t/" + "A" * 32)[0] == 404  # unknown
    status, headers, body = s.get("t/" + "A" * 32, method="POST", headers=FORM, data=b"x=1")
    assert status == 404 and all(headers[h] for h in SECURITY)
    # input `record` would refuse: 422, the form again with record's own message
    ev = open_read_only(hard)
    seats = ev.table(1, 1).players
    ev.close()
    ranks = ",".join(f"{p}=1" for p in seats[:-1])  # the last player has no place
    record = cli("record", hard, "--game", 1, "--table", 1, "--ranks", ranks, "--points",
                 "cities=1,preserve_stones=0,limbo_groups=0,spaceport=no")
    assert record.returncode == 2
    said = record.stderr.strip().removeprefix("tournament-director-cli: ")
    status, _, body = post(s, path, {"ranks": ranks, "points":
                                     "cities=1,preserve_stones=0,limbo_groups=0,spaceport=no"})
    assert status == 422 and str(escape(said)) in body.decode()
    status, _, body = post(s, path, {f"p{seats[0]}_place": "9"})
    assert status == 422 and "place must be a whole number 1 to 4 (got &#39;9&#39;)" in \
        body.decode()
    assert 'value="9"' in body.decode()  # what was typed stays in its box
    # a body over 64 KB (65,536 bytes)
    big = urlencode({**per_seat(hard, 1), "pad": "x" * 70000}).encode()
    status, headers, body = s.get(path.lstrip("/"), method="POST", headers=FORM, data=big)
    assert status == 413 and all(headers[h] for h in SECURITY)
    assert "Too much was sent" in body.decode()  # the site's page, in its language
    assert kept() == 0
    # a cap of senders waiting per table (each request without a cookie: a phone of its own)
    for _ in range(MOST_WAITING):
        assert post(s, path, per_seat(hard, 1))[0] == 303
    status, _, body = post(s, path, per_seat(hard, 1))
    assert status == 429 and "results from 20 phones wait for table 1" in body.decode()
    assert kept() == MOST_WAITING
    # an earlier game's token: game 1 recorded, game 2 seated
    for table in addresses:
        assert cli("record", hard, "--game", 1, "--table", table, "--ranks",
                   ",".join(f"{p}={i}" for p, i in in_order(hard, table).items()),
                   "--points", "cities=1,preserve_stones=0,limbo_groups=0,spaceport=no"
                   ).returncode == 0
    assert cli("seat", hard).returncode == 0
    time.sleep(0.6)
    status, _, body = post(s, path, per_seat(hard, 1))
    assert status == 410 and "Game 1 is over" in body.decode()
    assert s.get(path.lstrip("/"))[0] == 410
    assert json.loads(cli("inbox", hard, "--json").stdout) == []


def test_serve_without_entry_takes_nothing(hard, serve_event):
    s = serve_event(hard)
    path = links(hard)[1]
    assert s.get(path.lstrip("/"))[0] == 404
    assert post(s, path, per_seat(hard, 1))[0] == 405
    assert not inbox_path(hard).exists()


def test_a_page_in_the_events_language(hard, monkeypatch):
    monkeypatch.setenv("TD_LANG", "nl")
    s = start_serve(hard, "--entry")
    try:
        path = links(hard)[1]
        body = s.get(path.lstrip("/"))[2].decode()
        assert '<html lang="nl">' in body and "Naar de toernooileider sturen" in body
        status, _, body = post(s, path, {"p1_place": "x"})
        assert status == 422 and "Niet verstuurd" in body.decode()
    finally:
        stop(s)


def test_the_server_killed_mid_submit_loses_nothing_it_acknowledged(hard):
    before = event_bytes(hard)
    s = start_serve(hard, "--entry")
    addresses = links(hard)
    acknowledged = {t: 0 for t in addresses}
    stop_now = threading.Event()

    def phone(table: int) -> None:
        fields = per_seat(hard, table)
        while not stop_now.is_set() and acknowledged[table] < MOST_WAITING // 2:
            try:
                status, _, _ = post(s, addresses[table], fields)
            except (OSError, http.client.HTTPException):
                return  # the server is gone
            if status == 303:
                acknowledged[table] += 1
    threads = [threading.Thread(target=phone, args=(t,)) for t in addresses
               for _ in range(2)]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 10
    while sum(acknowledged.values()) < 12 and time.monotonic() < deadline:
        time.sleep(0.005)
    os.kill(s.proc.pid, signal.SIGKILL)  # in the middle of submissions
    s.proc.wait(10)
    stop_now.set()
    for t in threads:
        t.join(20)
    assert sum(acknowledged.values()) >= 12
    conn = sqlite3.connect(inbox_path(hard))
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    conn.close()
    rows = entry.InboxWatch(hard).read(1)[1]
    for table, n in acknowledged.items():
        assert sum(1 for r in rows if r.table == table) >= n  # each acknowledged one kept
    assert event_bytes(hard) == before
    again = start_serve(hard, "--entry")  # starts again over the same inbox
    try:
        status, _, body = again.get(addresses[1].lstrip("/") + "/sent")
        assert status == 200 and "by a phone on the table&#39;s page</h2>" in body.decode()
    finally:
        stop(again)
    assert event_bytes(hard) == before
    assert cli("confirm", hard, "--game", 1, "--table", 1).returncode == 0
    assert event_bytes(hard) != before
