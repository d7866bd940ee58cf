"""The suite's own guard that every process a test starts ends with it (tests/children.py): a
small suite of its own run with the check, in one process and with a pytest-xdist worker (a
test that times out among them); and a helper started for a test (`serve`, Chromium) ends when
the test process is killed."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from .children import alive

HERE = Path(__file__).resolve().parent

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the check reads /proc (Linux)")

INNER = textwrap.dedent('''
    import subprocess, sys
    import pytest
    SLEEP = [sys.executable, "-c", "import time; time.sleep(120)"]

    @pytest.fixture(scope="module")
    def kept():  # a module's fixture: its process may serve the module's tests, then ends
        proc = subprocess.Popen(SLEEP)
        yield proc
        proc.kill()
        proc.wait()

    @pytest.fixture(scope="module")
    def forgotten():
        return subprocess.Popen(SLEEP)

    def test_ends_its_own(kept):
        proc = subprocess.Popen(SLEEP)
        proc.kill()
        proc.wait()

    def test_leaves_a_child(kept):
        subprocess.Popen(SLEEP)

    def test_leaves_an_orphan():  # its parent ends: the sleeper is no child of this process
        subprocess.run(["sh", "-c", "sleep 120 >/dev/null 2>&1 &"], check=True)

    def test_uses_a_fixture_that_forgets(forgotten, kept):
        assert forgotten.poll() is None

    @pytest.mark.timeout(1)
    def test_times_out_waiting_for_its_child():
        subprocess.Popen(SLEEP).wait()
''')

CONFTEST = textwrap.dedent('''
    from children import Children

    def pytest_configure(config):
        config.pluginmanager.register(Children(config, grace=0.5), "td-children")
''')


@pytest.mark.parametrize("how", [[], ["-p", "xdist.plugin", "-n", "1"]], ids=["alone", "xdist"])
def test_a_process_left_running_fails_the_run_names_its_test_and_is_ended(tmp_path, how):
    (tmp_path / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (tmp_path / "test_inner.py").write_text(INNER, encoding="utf-8")
    # only the plugins it needs, its asserts plain: a pytest of its own starts in 0.3 s, not 2
    env = dict(os.environ, PYTHONPATH=str(HERE), PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "--assert=plain", "-p", "pytest_timeout", *how, "test_inner.py"],
                          cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    out = done.stdout
    assert done.returncode == 1, out + done.stderr
    # the tests pass but one that times out; those that left a child fail at their teardown,
    # naming it
    assert "1 failed, 4 passed, 2 errors" in out
    assert "Timeout" in out
    assert "ERROR at teardown of test_leaves_a_child" in out
    assert "ERROR at teardown of test_times_out_waiting_for_its_child" in out
    assert "the test left processes running (ended now)" in out
    # the run fails for the orphan and the module's fixture that never ends its process
    assert "processes left running by tests (ended now)" in out
    summary = out.split("processes left running by tests (ended now)")[1].split(
        "short test summary info")[0]  # (which repeats the messages in full where CI is set)
    left = re.findall(r"test_inner\.py::(\w+)( \(its module fixture forgotten\))?: left pid "
                      r"(\d+) running \((.*)\)", summary)
    assert sorted((name, by) for name, by, _, _ in left) == [
        ("test_leaves_a_child", ""), ("test_leaves_an_orphan", ""),
        ("test_times_out_waiting_for_its_child", ""),
        ("test_uses_a_fixture_that_forgets", " (its module fixture forgotten)")], out
    commands = {name: cmd for name, _, _, cmd in left}
    assert commands.pop("test_leaves_an_orphan") == "sleep 120"
    assert all("time.sleep(120)" in cmd for cmd in commands.values())
    deadline = time.monotonic() + 10
    while any(alive(int(pid)) for _, _, pid, _ in left) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(alive(int(pid)) for _, _, pid, _ in left)


STARTER = textwrap.dedent('''
    import sys, time
    from children import popen_tied
    helper = popen_tied([sys.executable, "-c", "import time; time.sleep(120)"])
    print(helper.pid, flush=True)
    time.sleep(120)
''')


def test_a_helper_started_for_a_test_ends_when_the_test_process_is_killed():
    starter = subprocess.Popen([sys.executable, "-c", STARTER], stdout=subprocess.PIPE,
                               text=True, env=dict(os.environ, PYTHONPATH=str(HERE)))
    try:
        helper = int(starter.stdout.readline())
        assert alive(helper)
        assert os.getpgid(helper) == helper  # its own group: ended whole by end_group
        os.kill(starter.pid, signal.SIGKILL)
        starter.wait(10)
        deadline = time.monotonic() + 10
        while alive(helper) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not alive(helper)
    finally:
        starter.kill()
        starter.wait(10)
