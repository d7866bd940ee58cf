"""One log folder for the window and the command line, logs that rotate, and a trace of a
crash inside Qt (faulthandler). The window's start runs in a child process: it sets up the
process's logging and faulthandler, which the test process keeps to itself."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tournament_director import logs, paths
from tournament_director.cli import common as cli


def run_python(code: str, folder: Path, **env) -> subprocess.CompletedProcess:
    """`code` in a child, with the log folder at `folder` (paths.log_dir replaced first)."""
    prelude = ("import sys; from pathlib import Path; from tournament_director import paths; "
               f"paths.log_dir = lambda: Path({str(folder)!r})\n")
    return subprocess.run([sys.executable, "-c", prelude + code], capture_output=True,
                          text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env})


def test_the_window_and_the_command_line_log_into_one_per_user_folder(tmp_path, monkeypatch):
    if not sys.platform.startswith("linux"):
        pytest.skip("XDG_STATE_HOME moves the user's folders on Linux only")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    folder = tmp_path / "state" / "tournament-director" / "log"
    assert paths.log_dir() == folder and folder.is_dir()
    assert (folder.stat().st_mode & 0o777) == 0o700
    assert cli._log_crash(RuntimeError("boom in the command line")) == str(
        folder / "tournament-director-cli.log")
    from tournament_director.gui import crash  # the window's crash log: the same folder
    assert crash.write_log("Traceback: boom in the window") == folder / "tournament-director.log"
    assert "boom in the command line" in (folder / "tournament-director-cli.log").read_text()
    window_log = (folder / "tournament-director.log").read_text()
    assert "boom in the window" in window_log and "Tournament Director" in window_log


def test_a_log_rotates_at_about_a_megabyte_and_keeps_three_old_files(tmp_path):
    path = tmp_path / "tournament-director-cli.log"
    entry = "x" * 99_000
    for n in range(60):  # about 6 MB in all
        assert logs.write(path, f"entry {n} {entry}")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["tournament-director-cli.log", "tournament-director-cli.log.1",
                     "tournament-director-cli.log.2", "tournament-director-cli.log.3"]
    for p in tmp_path.iterdir():
        assert p.stat().st_size <= logs.MAX_BYTES
    assert "entry 59 " in path.read_text() and "entry 0 " not in "".join(
        p.read_text() for p in tmp_path.iterdir())


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need a privilege there")
def test_a_log_never_follows_a_planted_link(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    (tmp_path / "planted.log").symlink_to(victim)
    assert logs.write(tmp_path / "planted.log", "boom") is False
    assert victim.read_text() == "keep me"


def test_the_window_logs_its_start_and_qts_own_warnings(tmp_path):
    done = run_python(
        "from tournament_director import logs; logs.start_window()\n"
        "from tournament_director.gui import app; app.log_qt_messages()\n"
        "from PySide6.QtCore import qWarning; qWarning('a warning of Qt itself')\n",
        tmp_path)
    assert done.returncode == 0, done.stderr
    log = (tmp_path / "tournament-director.log").read_text()
    assert "WARNING tournament_director.qt: a warning of Qt itself" in log
    started = (tmp_path / "tournament-director-faults.log").read_text().splitlines()[0]
    assert started.startswith("--- ") and "Tournament Director" in started  # the session
    assert "a warning of Qt itself" in done.stderr  # and on the console, when there is one


def test_a_crash_inside_qt_leaves_its_trace_in_the_log_folder(tmp_path):
    """The window's entry as started: its Qt main loop dies of a segmentation fault (as a
    crash inside Qt's C++ would): the faults log names it, with the Python stack."""
    done = run_python(
        "import faulthandler, tournament_director.gui.app as app\n"
        "def crash_in_the_main_loop(**kw):\n"
        "    faulthandler._sigsegv()\n"
        "app.run = crash_in_the_main_loop\n"
        "from tournament_director.__main__ import main\n"
        "main(['--demo'])\n",
        tmp_path)
    assert done.returncode != 0
    faults = (tmp_path / "tournament-director-faults.log").read_text()
    assert faults.startswith("--- ") and "Tournament Director" in faults.splitlines()[0]
    assert "Fatal Python error: Segmentation fault" in faults
    assert "crash_in_the_main_loop" in faults and "__main__.py" in faults
