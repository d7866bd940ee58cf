"""The main desk (`serve --desks`) and other desks as processes of their own on loopback: an
event to share, the main desk started (and killed) on a free port, desk links, the command
line at a desk, and desk_driver.py (a desk's door, driven line by line). Every process a test
starts ends with the test, even when it fails."""

from __future__ import annotations

import json
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tournament_director.service import registration, seating
from tournament_director.service.event import Event

from ..conftest import load_hard_names, run_cli

DRIVER = Path(__file__).with_name("desk_driver.py")
CLI = [sys.executable, "-m", "tournament_director.cli"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def shared_event(tmp_path) -> Path:
    """Game 1 of 2 seated, nothing recorded: 16 players with hard names, places only."""
    path = tmp_path / "desks.tdevent"
    names = load_hard_names()[:16]
    names += [f"Filler {i}" for i in range(16 - len(names))]
    ev = Event.create(path, name="Desk Cup", games=2, fee=20, seed=11, table_points="none")
    registration.register_many(ev, [{"name": n} for n in names])
    seating.seat_next_game(ev)
    ev.close()
    return path


def cli(*args: str) -> subprocess.CompletedProcess:
    """The command line at the main desk or a desk (`--desk URL`), a process apart from the
    main desk's: in this process (tests/conftest.py run_cli)."""
    return run_cli(*args)


class MainDesk:
    """`serve --desks` of an event, its desks' port fixed (a restart keeps the links)."""

    def __init__(self, path: Path, desk_port: int):
        self.path, self.desk_port = path, desk_port
        self.proc: subprocess.Popen | None = None

    def start(self) -> MainDesk:
        self.proc = subprocess.Popen(
            [*CLI, "serve", str(self.path), "--desks", "--host", "127.0.0.1", "--port", "0",
             "--desk-port", str(self.desk_port)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
        lines = []
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                break
            lines.append(line)
            if re.search(r"Other desks join at port \d+", line):
                return self
        self.kill()
        raise AssertionError(f"the main desk did not start: {lines} {self.proc.stderr.read()}")

    def kill(self) -> None:
        """As a crash: SIGKILL, nothing cleaned up."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()
        if self.proc is not None:
            for stream in (self.proc.stdout, self.proc.stderr):
                stream.close()

    def link(self, name: str, role: str) -> str:
        """A desk's link, made at the main desk while it serves (through its server)."""
        done = cli("desk-links", self.path, "--name", name, "--role", role, "--json")
        assert done.returncode == 0, done.stderr
        doc = json.loads(done.stdout)
        assert doc["url"].startswith(f"https://127.0.0.1:{self.desk_port}/d/")
        return doc["url"]


class Driver:
    """A desk's door (web/desk_client.RemoteDoor) in a process of its own: one JSON line in,
    one out (desk_driver.py)."""

    def __init__(self, url: str):
        self.proc = subprocess.Popen([sys.executable, str(DRIVER), url], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, encoding="utf-8")
        self.hello = self.read()

    def read(self) -> dict:
        line = self.proc.stdout.readline()
        if not line:
            raise AssertionError(f"the desk driver ended: {self.proc.stderr.read()}")
        return json.loads(line)

    def ask(self, **doc) -> dict:
        self.proc.stdin.write(json.dumps(doc) + "\n")
        self.proc.stdin.flush()
        return self.read()

    def send(self, **doc) -> None:
        """Ask without waiting for the answer (`read` it later)."""
        self.proc.stdin.write(json.dumps(doc) + "\n")
        self.proc.stdin.flush()

    def end(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            stream.close()


@pytest.fixture
def desks_of(shared_event):
    """desks_of() -> a running main desk of `shared_event`; drivers made with
    `main.driver(url)` end with the test too."""
    started: list[MainDesk] = []
    drivers: list[Driver] = []

    def start(desk_port: int | None = None) -> MainDesk:
        main = MainDesk(shared_event, desk_port or free_port()).start()
        main.driver = lambda url: drivers.append(Driver(url)) or drivers[-1]
        started.append(main)
        return main

    yield start
    for driver in drivers:
        driver.end()
    for main in started:
        main.kill()
        main.stop()


def places(table) -> dict:
    """A table's result: seat order is the finishing order."""
    return {str(p): i for i, p in enumerate(table.players, 1)}


def ranks(table) -> str:
    return ",".join(f"{p}={i}" for i, p in enumerate(table.players, 1))
