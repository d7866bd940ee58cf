"""Every process a test starts ends with the test: checks after each test and at the end of the
run (tests/conftest.py registers them), and the way long-lived helpers (`serve`, Chromium) are
started so that nothing outlives a test process that is killed.

Each process the tests start carries the test's name in its environment (`TD_TEST_STARTED_BY`,
inherited by its own children, a browser's helpers included; a module's or the session's
fixture adds its own name). After each test's teardown, a child of the test process that the
test or one of its own (function) fixtures started and that is still alive is ended and the test
fails at teardown, naming it. When the run ends, after every fixture has ended what it started,
any process still alive with this run's mark, wherever it is (an orphan too), is named with the
test that started it, ended, and fails the run. Linux only (/proc); each pytest-xdist worker
checks its own, the controller reports what they found.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

VAR = "TD_TEST_STARTED_BY"
PROC = Path("/proc")
GRACE = 10.0  # seconds for processes told to end (terminate) to be gone


def all_pids() -> list[int]:
    return [int(e.name) for e in os.scandir(PROC) if e.name.isdigit()]


def children() -> list[int]:
    """The living and not yet reaped children of this process (of any of its threads)."""
    pids = []
    for task in os.scandir(PROC / str(os.getpid()) / "task"):
        with contextlib.suppress(OSError):
            pids += [int(p) for p in Path(task.path, "children").read_text().split()]
    return pids


def marked(run: str, pids: Iterable[int]) -> dict[int, tuple[str, str]]:
    """pid -> (what started it, its command line) of those of `pids` alive with this run's mark."""
    mark = f"{VAR}={run} ".encode()
    found: dict[int, tuple[str, str]] = {}
    for pid in pids:
        if pid == os.getpid():
            continue
        try:
            env = (PROC / str(pid) / "environ").read_bytes()  # empty for a zombie
            cmd = (PROC / str(pid) / "cmdline").read_bytes()
        except OSError:  # gone meanwhile, or another user's
            continue
        for var in env.split(b"\0"):
            if var.startswith(mark):
                started_by = var[len(mark):].decode("utf-8", "replace")
                found[pid] = (started_by, cmd.replace(b"\0", b" ").decode(
                    "utf-8", "replace").strip()[:200])
    return found


def end_leftovers(find: Callable[[], dict[int, tuple[str, str]]], grace: float) -> list[str]:
    """One line for each process `find` finds still alive after `grace` seconds (given to
    those told to end), each then killed."""
    deadline = time.monotonic() + grace
    found = find()
    while found and time.monotonic() < deadline:
        time.sleep(0.05)
        found = find()
    lines = []
    for pid, (started_by, cmd) in sorted(found.items()):
        lines.append(f"{started_by}: left pid {pid} running ({cmd})")
        with contextlib.suppress(OSError):  # ended meanwhile
            os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + GRACE  # (one waiting for the disk dies when it is done)
    while any(alive(pid) for pid in found) and time.monotonic() < deadline:
        time.sleep(0.05)
    return lines


def _settle(run: str, timeout: float = 1.0) -> None:
    """Waits (at most `timeout`) until each living child shows this run's mark or is gone: a
    child between fork and exec still shows the environment its parent started with."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        kids = [pid for pid in children() if alive(pid)]
        if len(marked(run, kids)) == len(kids):
            return
        time.sleep(0.02)


def alive(pid: int) -> bool:
    """Running: an ended process not yet reaped by its parent (a zombie) counts as gone."""
    try:
        return (PROC / str(pid) / "stat").read_text().rsplit(") ", 1)[1][0] != "Z"
    except (OSError, IndexError):
        return False


class Children:
    """The plugin: marks each test's processes, checks after each test and at the end."""

    def __init__(self, config: pytest.Config, grace: float = GRACE):
        self.config, self.grace = config, grace
        self.run = f"{os.getpid()}-{secrets.token_hex(4)}"
        self.leftovers: list[str] = []
        self.checks = False
        self.test = "(collection, outside any test)"

    def _mark(self, what: str) -> None:
        if self.checks:
            os.environ[VAR] = f"{self.run} {what}"

    def pytest_sessionstart(self) -> None:
        # (the xdist controller runs no test: its workers check their own)
        self.checks = (sys.platform.startswith("linux") and PROC.is_dir()
                       and not self.config.pluginmanager.hasplugin("dsession"))
        self._mark(self.test)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item):
        self.test = item.nodeid
        self._mark(self.test)
        try:
            return (yield)
        finally:
            self.test = "(between tests: a fixture's teardown)"
            self._mark(self.test)

    @pytest.hookimpl(wrapper=True)
    def pytest_fixture_setup(self, fixturedef):
        """A module's, a class's or the session's fixture may keep a process for later tests."""
        before = os.environ.get(VAR)
        if fixturedef.scope != "function":
            self._mark(f"{self.test} (its {fixturedef.scope} fixture {fixturedef.argname})")
        try:
            return (yield)
        finally:
            if self.checks and before is not None:  # (the fixture that asked for this one)
                os.environ[VAR] = before

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_teardown(self, item: pytest.Item):
        try:
            result = yield
        finally:
            left = []
            if self.checks:
                _settle(self.run)

                def find():
                    return {pid: by for pid, by in marked(self.run, children()).items()
                            if by[0] == item.nodeid}
                left = end_leftovers(find, min(self.grace, 5))
                self.leftovers += left
        if left:
            pytest.fail("the test left processes running (ended now):\n" + "\n".join(left),
                        pytrace=False)
        return result

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if self.checks:
            self.leftovers += end_leftovers(lambda: marked(self.run, all_pids()), self.grace)
        workeroutput = getattr(self.config, "workeroutput", None)
        if workeroutput is not None:
            workeroutput["td_leftovers"] = self.leftovers
        elif self.leftovers:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node, error) -> None:
        """(xdist's controller) what a worker found."""
        self.leftovers += getattr(node, "workeroutput", {}).get("td_leftovers", [])

    def pytest_terminal_summary(self, terminalreporter) -> None:
        if self.leftovers:
            terminalreporter.section("processes left running by tests (ended now)", red=True)
            for line in self.leftovers:
                terminalreporter.line(line)


def _end_with_parent():
    """(Linux) a function for the child, between fork and exec: SIGKILL when the test process
    dies, even killed (prctl's PR_SET_PDEATHSIG, found before the fork)."""
    import ctypes
    prctl = ctypes.CDLL(None, use_errno=True).prctl
    PR_SET_PDEATHSIG = 1
    return lambda: prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def popen_tied(args: list[str], **kwargs) -> subprocess.Popen:
    """Popen for a long-lived helper: its own process group (ended whole by `end_group`), and on
    Linux killed when the test process dies, so that a killed test run leaves none behind."""
    if sys.platform.startswith("linux"):
        kwargs.setdefault("preexec_fn", _end_with_parent())
    if os.name == "posix":
        kwargs.setdefault("start_new_session", True)
    return subprocess.Popen(args, **kwargs)


def _exited(pid: int, timeout: float) -> bool:
    """Waits until the child `pid` has ended, without reaping it: while it is not reaped, its id
    (its group's id too) cannot be given to another process."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
                return True
        except ChildProcessError:  # reaped already
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)


def end_group(proc: subprocess.Popen, timeout: float = 10) -> None:
    """Ends a process of `popen_tied` (terminate, then kill after `timeout`) and what is left of
    its group (its own children); it is reaped by the caller's `communicate` or `wait`."""
    if not hasattr(os, "waitid"):  # Windows; macOS before Python 3.13
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout)
            except subprocess.TimeoutExpired:
                proc.kill()
        return
    if proc.returncode is not None:  # reaped: its id may be another process's now
        return
    os.kill(proc.pid, signal.SIGTERM)  # (not proc.terminate(): that reaps an ended process)
    if not _exited(proc.pid, timeout):
        os.kill(proc.pid, signal.SIGKILL)
        _exited(proc.pid, timeout)
    with contextlib.suppress(OSError):  # nothing left in the group
        os.killpg(proc.pid, signal.SIGKILL)
