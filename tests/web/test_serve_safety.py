"""`serve` in a hall: security headers on every answer (waitress's own error pages too), odd
searches never a 500, the 404 page in the site's language, a device holding 1,000 idle
connections does not lock the other phones out, and what `serve` says about where it
listens."""

from __future__ import annotations

import os
import socket
import time
from urllib.parse import quote, urlsplit

import pytest

from tournament_director.web.server import CROWDED, IDLE_SECONDS, listening_words

from .conftest import start_serve, stop

HEADERS = ("Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy",
           "X-Frame-Options")


def raw(url: str, request: bytes, timeout: float = 10) -> tuple[int, dict, bytes]:
    """Sends `request` as it is; (status, headers, body) of the answer."""
    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=timeout) as s:
        s.sendall(request)
        data = b""
        while True:
            try:
                chunk = s.recv(65536)
            except TimeoutError:
                break
            if not chunk:
                break
            data += chunk
            if b"\r\n\r\n" in data:
                head, _, body = data.partition(b"\r\n\r\n")
                length = [int(line.split(b":")[1]) for line in head.split(b"\r\n")
                          if line.lower().startswith(b"content-length:")]
                if length and len(body) >= length[0]:
                    break
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, body


def test_every_answer_carries_the_security_headers(hard_event, serve_event):
    s = serve_event(hard_event)
    etag = s.get("index.html")[1]["ETag"]
    host = f"Host: {urlsplit(s.url).netloc}\r\n".encode()
    asked = {
        "200": b"GET /index.html HTTP/1.1\r\n" + host + b"Connection: close\r\n\r\n",
        "304": b"GET /index.html HTTP/1.1\r\n" + host + b"If-None-Match: " + etag.encode()
               + b"\r\nConnection: close\r\n\r\n",
        "303": b"GET /find?q=1 HTTP/1.1\r\n" + host + b"Connection: close\r\n\r\n",
        "404": b"GET /no/such/page HTTP/1.1\r\n" + host + b"Connection: close\r\n\r\n",
        "405": b"POST /index.html HTTP/1.1\r\n" + host + b"Content-Length: 3\r\n"
               b"Connection: close\r\n\r\nx=1",
        # waitress's own answers, before the app sees anything:
        "400": b"GET /index.html HTTP/1.1\r\n" + host + b"Content-Length: nonsense\r\n\r\n",
        "431": b"GET /index.html HTTP/1.1\r\n" + host + b"X-Big: " + b"a" * 20000
               + b"\r\n\r\n",
        "413": b"POST /index.html HTTP/1.1\r\n" + host + b"Content-Length: 10000000\r\n\r\n",
    }
    for expected, request in asked.items():
        status, headers, body = raw(s.url, request)
        assert status == int(expected), (expected, status, body[:200])
        for name in HEADERS:
            assert name.lower() in headers, (expected, name)
        assert "default-src 'none'" in headers["content-security-policy"]
        assert b"Traceback" not in body
    status, headers, body = raw(s.url, asked["404"])
    page = body.decode()
    assert '<meta name="viewport"' in page and 'href="/style.css"' in page
    assert "No such page" in page and 'href="/index.html"' in page


ODD = ["%C2%B2", quote("①"), quote("１２"), "%FF%FE", quote("🎲"), quote("\u202eevil"),
       "x" * 500, "", quote("%"), "%", "%00", quote("#2"), "1" * 50]


def test_odd_searches_never_fail(hard_event, serve_event):
    """A superscript two, a circled one, full-width digits, bytes that are not UTF-8, ...:
    an answer (a page or the one player), never a 500 and no traceback in the log."""
    s = serve_event(hard_event)
    for query in ODD:
        status, headers, body = s.get("find?q=" + query)
        assert status in (200, 303), (query, status)
        assert b"Traceback" not in body
    assert s.get("find?q=%C2%B2")[1]["Location"] == "player-2.html"
    s.proc.terminate()
    _, err = s.proc.communicate(timeout=10)
    assert "Traceback" not in err and "Exception" not in err


def test_the_404_page_is_in_the_sites_language(hard_event, monkeypatch):
    monkeypatch.setenv("TD_LANG", "de")
    s = start_serve(hard_event)
    try:
        status, _, body = s.get("nicht/da.html")
        page = body.decode()
        assert status == 404 and '<html lang="de">' in page
        assert "Diese Seite gibt es nicht" in page and "Finden Sie Ihren Tisch" in page
        status, headers, body = s.get("index.html", method="DELETE")
        assert status == 405 and headers["Allow"] == "GET, HEAD"
        assert "Diese Seiten sind nur zum Lesen da" in body.decode()
    finally:
        stop(s)


def _more_files(want: int) -> None:
    try:
        import resource
    except ImportError:
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < want:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(want, hard), hard))


@pytest.mark.slow
def test_one_device_holding_1000_idle_connections_cannot_lock_the_hall_out(hard_event,
                                                                          serve_event):
    """A device (127.0.0.2, another address of this machine's loopback) opens 1,000
    connections and sends nothing; a phone (127.0.0.1) polls its page 17 times meanwhile:
    every poll is answered, quickly, and the device is left with at most CROWDED open."""
    device = "127.0.0.2"
    probe = socket.socket()
    try:
        probe.bind((device, 0))
    except OSError:  # not Linux: the same address as the phone works too
        device = "127.0.0.1"
    finally:
        probe.close()
    _more_files(1500)
    s = serve_event(hard_event)
    parts = urlsplit(s.url)
    idle = []
    try:
        for _ in range(1000):
            c = socket.socket()
            c.bind((device, 0))
            c.settimeout(5)
            try:
                c.connect((parts.hostname, parts.port))
            except OSError:  # refused while the server sheds them: still a try
                c.close()
                continue
            idle.append(c)
        slowest = 0.0
        for _ in range(17):
            started = time.monotonic()
            status, _, body = s.get("player-1.html")
            slowest = max(slowest, time.monotonic() - started)
            assert status == 200 and b"<h1>" in body
            time.sleep(0.05)
        # locked out, a poll would wait for an idle connection's end (IDLE_SECONDS); the bound
        # leaves room for a loaded machine
        assert slowest < IDLE_SECONDS / 3, slowest
        # the server closed the device's connections beyond CROWDED
        deadline = time.monotonic() + 10
        while True:
            still_open = 0
            for c in idle:
                c.setblocking(False)
                try:
                    if c.recv(1) != b"":
                        still_open += 1
                except BlockingIOError:
                    still_open += 1
                except OSError:
                    pass
            if still_open <= CROWDED or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        assert still_open <= CROWDED
    finally:
        for c in idle:
            c.close()


def test_serve_says_in_words_where_it_listens(hard_event, serve_event):
    s = serve_event(hard_event)
    said = "\n".join(s.lines)
    assert "It listens on this computer only (127.0.0.1" in said
    assert "phones cannot reach it" in said
    every = listening_words("0.0.0.0", 8080, ["http://192.168.1.23:8080/",
                                             "http://localhost:8080/"])
    assert "every network of this computer" in every[0] and "port 8080" in every[0]
    assert "anyone in those networks" in every[0]


def test_serve_raises_the_open_files_limit_for_its_connections():
    """A soft limit of 1,024 open files would stop waitress before its 1,000 connections."""
    resource = pytest.importorskip("resource")
    import subprocess
    import sys
    code = ("import resource; from tournament_director.web import server; "
            "resource.setrlimit(resource.RLIMIT_NOFILE, (256, resource.getrlimit("
            "resource.RLIMIT_NOFILE)[1])); server._more_files(); "
            "print(resource.getrlimit(resource.RLIMIT_NOFILE)[0])")
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, env=dict(os.environ)).stdout
    want = 1200 if hard == resource.RLIM_INFINITY else min(1200, hard)
    assert int(out) >= want
