"""Events with hard names, `serve` run as its own process on loopback (a free port), and one
headless Chromium per test process (each pytest-xdist worker) for the pages' tests."""

from __future__ import annotations

import http.cookiejar
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tournament_director.service import registration, results, seating
from tournament_director.service.event import Event

from ..children import popen_tied
from ..conftest import load_hard_names, made_once
from .chromium import Chromium, need_chromium


def hard_names() -> list[str]:
    return load_hard_names()


@pytest.fixture
@made_once
def hard_event(tmp_path) -> Path:
    """A 4-table event in game 1 (tables 1 and 2 recorded) with every hard name."""
    path = tmp_path / "hard.tdevent"
    names = hard_names()
    ev = Event.create(path, name="Spring <Open> & Cup", games=2, fee=20, seed=7)
    registration.register_many(ev, [{"name": n, "club": "Club <b>"} for n in names] +
                               [{"name": f"Filler {i}"} for i in range(max(0, 16 - len(names)))])
    seating.seat_next_game(ev)
    game = ev.game(1)
    for t in game.tables[:2]:
        results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)},
                       items={"cities": 1, "preserve_stones": 0, "limbo_groups": 0,
                              "spaceport": False})
    ev.close()
    return path


class Served:
    def __init__(self, proc: subprocess.Popen, url: str, lines: list[str]):
        self.proc, self.url, self.lines = proc, url, lines

    def get(self, path: str = "", method: str = "GET", headers: dict | None = None,
            data: bytes | None = None):
        """(status, headers, body) of one request; never raises on an HTTP error."""
        req = urllib.request.Request(self.url + path, method=method, headers=headers or {},
                                     data=data)
        opener = urllib.request.build_opener(NoRedirect)
        try:
            with opener.open(req, timeout=10) as resp:
                return resp.status, resp.headers, resp.read()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.headers, exc.read()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


class Phone:
    """One phone at a table: it keeps the cookies the pages give it (so on the table's
    address it is one sender), follows no redirect, and sends the page's own form."""

    def __init__(self, served: Served):
        self.served = served
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(
            NoRedirect, urllib.request.HTTPCookieProcessor(self.jar))

    def get(self, path: str, method: str = "GET", headers: dict | None = None,
            data: bytes | None = None):
        """(status, headers, body as text) of one request."""
        req = urllib.request.Request(self.served.url + path.lstrip("/"), method=method,
                                     headers=headers or {}, data=data)
        try:
            with self.opener.open(req, timeout=10) as resp:
                return resp.status, resp.headers, resp.read().decode()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.headers, exc.read().decode()

    def post(self, path: str, fields: dict, headers: dict | None = None):
        from urllib.parse import urlencode
        return self.get(path, "POST", {"Content-Type": "application/x-www-form-urlencoded",
                                       **(headers or {})}, urlencode(fields).encode())


def start_serve(path: Path, *extra: str) -> Served:
    """`serve` started, its address read; ended if it does not start (or the test times out
    meanwhile), and when the test process dies (tests/children.py)."""
    proc = popen_tied(
        [sys.executable, "-m", "tournament_director.cli", "serve", str(path),
         "--host", "127.0.0.1", "--port", "0", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
    lines: list[str] = []
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line.rstrip("\n"))
            match = re.match(r"\s+(http://127\.0\.0\.1:\d+/)$", line)
            if match:
                return Served(proc, match.group(1), lines)
        proc.kill()
        raise AssertionError(f"serve did not start: {lines} {proc.stderr.read()}")
    except BaseException:
        proc.kill()
        proc.wait(10)
        raise


def stop(served: Served) -> str:
    served.proc.terminate()
    try:
        out, _ = served.proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        served.proc.kill()
        out, _ = served.proc.communicate(timeout=10)
    return out


@pytest.fixture
def serve_event():
    started: list[Served] = []

    def run(path: Path, *extra: str) -> Served:
        s = start_serve(path, *extra)
        started.append(s)
        return s

    yield run
    for s in started:
        if s.proc.poll() is None:
            stop(s)


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for the tests of this process (skipped where there is none)."""
    chrome = Chromium(need_chromium())
    yield chrome
    chrome.close()
