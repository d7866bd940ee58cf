"""`serve` as the players' phones see it: its own process on loopback, read-only, live."""

from __future__ import annotations

import http.client
import json
import time
from urllib.parse import quote, urlsplit

from markupsafe import escape

from tournament_director.service import results
from tournament_director.service.event import Event
from tournament_director.service.parse import clean_name

from .conftest import hard_names, stop

SECURITY = ("Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy")


def raw_get(url: str, path: str, method: str = "GET") -> tuple[int, bytes]:
    """A request with the path sent exactly as given (no client-side clean-up of `..`)."""
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        conn.putrequest(method, path, skip_accept_encoding=True)
        conn.endheaders()
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()


def test_serve_shows_every_page_with_names_escaped(hard_event, serve_event):
    s = serve_event(hard_event)
    status, headers, body = s.get()
    assert status == 200
    for name in SECURITY:
        assert headers[name]
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert "default-src 'none'" in headers["Content-Security-Policy"]
    page = body.decode()
    assert "<script" not in page and 'http-equiv="refresh"' in page
    assert "Spring &lt;Open&gt; &amp; Cup" in page and "<Open>" not in page
    data = json.loads(s.get("data.json")[2])
    by_name = {p["name"]: p for p in data["players"]}
    for name in hard_names():
        p = by_name[clean_name(name)]
        status, _, body = s.get(f"player-{p['start_no']}.html")
        assert status == 200
        text = body.decode()
        assert f"<h1>{escape(p['name'])}</h1>" in text
        game1 = p["games"][0]
        assert f"Game 1: table {game1['table']}, seat {game1['seat']}" in text
    ivy = by_name["<i>Ivy</i> League"]
    for page in ("players.html", "tables.html", "standings.html",
                 f"player-{ivy['start_no']}.html"):
        status, _, body = s.get(page)
        assert status == 200, page
        assert b"<i>Ivy</i>" not in body and b"&lt;i&gt;Ivy&lt;/i&gt; League" in body, page
        assert b"Club <b>" not in body
    status, _, body = s.get("prizes.html")
    assert status == 200 and b"after the last game" in body


def test_serve_player_page_shows_games_rank_and_points(hard_event, serve_event):
    s = serve_event(hard_event)
    data = json.loads(s.get("data.json")[2])
    recorded = [p for p in data["players"] if p["games"][0]["place"] is not None]
    assert recorded, "tables 1 and 2 have results"
    p = recorded[0]
    body = s.get(f"player-{p['start_no']}.html")[2].decode()
    g = p["games"][0]
    row = (f'<td class="n">1</td><td class="n">{g["table"]}</td><td class="n">{g["seat"]}</td>'
           f'<td class="n">{g["place"]}</td><td class="n">{g["points"]:.1f}</td>')
    assert row in body
    level = next(r["level"] for r in data["standings"] if r["start_no"] == p["start_no"])
    assert f"Rank <b>{p['rank']}{'=' if level else ''}</b>" in body


def test_serve_refuses_writes_paths_outside_and_the_event_file(hard_event, serve_event):
    s = serve_event(hard_event)
    for method in ("POST", "PUT", "DELETE", "PATCH", "OPTIONS"):
        status, headers, _ = s.get("index.html", method=method, data=b"x=1")
        assert status == 405, method
        assert headers["Allow"] == "GET, HEAD"
    event_bytes = hard_event.read_bytes()[:16]
    for path in ("/../hard.tdevent", "/..%2fhard.tdevent", "/%2e%2e/%2e%2e/etc/passwd",
                 "/hard.tdevent", "/" + quote(str(hard_event)), "//" + str(hard_event),
                 "/../../../../etc/passwd", "/static/", "/.", "/..", "/data.json/../hard.tdevent",
                 "/" + str(hard_event.parent) + "/"):
        status, body = raw_get(s.url, path)
        assert status == 404, path
        assert event_bytes not in body and b"root:" not in body
        assert b"Index of" not in body
    status, body = raw_get(s.url, "/index.html", method="HEAD")
    assert status == 200 and body == b""


def test_serve_answers_a_repeated_request_with_not_modified(hard_event, serve_event):
    s = serve_event(hard_event)
    status, headers, body = s.get("standings.html")
    etag = headers["ETag"]
    status, headers, body = s.get("standings.html", headers={"If-None-Match": etag})
    assert status == 304 and body == b""


def test_serve_finds_a_table_by_number_or_name(hard_event, serve_event):
    s = serve_event(hard_event)
    data = json.loads(s.get("data.json")[2])
    ben = next(p for p in data["players"] if p["name"] == "Ben & Jerry")
    status, headers, _ = s.get(f"find?q={ben['start_no']}")
    assert status == 303 and headers["Location"] == f"player-{ben['start_no']}.html"
    status, headers, _ = s.get("find?q=" + quote("ben & j"))
    assert status == 303 and headers["Location"] == f"player-{ben['start_no']}.html"
    jose = next(p for p in data["players"] if p["name"].startswith("Jos"))
    status, headers, _ = s.get("find?q=" + quote("JOSE DEC"))  # accents and case ignored
    assert status == 303 and headers["Location"] == f"player-{jose['start_no']}.html"
    status, _, body = s.get("find?q=" + quote("<script>x</script>"))
    assert status == 200
    assert b"<script>" not in body and b"&lt;script&gt;x&lt;/script&gt;" in body
    status, _, body = s.get("find?q=er")  # Ben & Jerry, Jiří Čermák, ...
    assert status == 200 and body.count(b'<tr><td><a href="player-') >= 2
    status, _, body = s.get("find?q=nobody-here")
    assert status == 200 and b"No player matches" in body


def test_serve_follows_a_new_result_and_never_blocks_the_writer(hard_event, serve_event):
    s = serve_event(hard_event)
    before = s.get("tables.html")[2]
    assert before.count(b"result in") == 2
    with Event.open(hard_event) as ev:  # the writer's lock: serve does not hold it
        t = ev.game(1).tables[2]
        started = time.monotonic()
        results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)},
                       items={"cities": 2, "preserve_stones": 0, "limbo_groups": 0,
                              "spaceport": True})
        assert time.monotonic() - started < 1.0
    recorded = time.monotonic()
    while time.monotonic() - recorded < 10:
        after = s.get("tables.html")[2]
        if after.count(b"result in") == 3:
            break
        time.sleep(0.1)
    assert after.count(b"result in") == 3
    assert time.monotonic() - recorded < 3  # goal: within 2 s (1 s of slack for a busy CI)


def test_serve_stops_cleanly_on_sigterm(hard_event, serve_event):
    s = serve_event(hard_event)
    out = stop(s)
    assert s.proc.returncode == 0
    assert "Stopped." in out


def test_serve_started_by_the_window_stops_when_its_stdin_closes(hard_event):
    """The window's child: if the window dies, the pipe closes and serve ends by itself."""
    import os
    import subprocess
    import sys
    env = dict(os.environ, TD_SERVE_STOP_ON_EOF="1")
    proc = subprocess.Popen(
        [sys.executable, "-m", "tournament_director.cli", "serve", str(hard_event),
         "--host", "127.0.0.1", "--port", "0"], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and "http://127.0.0.1:" not in proc.stdout.readline():
            pass
        assert proc.poll() is None
        proc.stdin.close()
        assert proc.wait(10) == 0
        assert "Stopped." in proc.stdout.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
