"""Shared test set-up: Qt runs offscreen; temporary files in memory; hard names from the spec;
small event helpers; no process a test starts outlives it (tests/children.py)."""

import contextlib
import functools
import inspect
import io
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

from .children import Children

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# English in tests, whatever the machine's language (the window, the CLI in subprocesses)
os.environ["TD_LANG"] = "en"


def temporary_files_in_memory(folder: str = "/dev/shm", room: int = 2 << 30) -> None:
    """The tests' temporary files (pytest's tmp_path, tempfile's, those of the processes they
    start) in a folder in memory, where the machine has one with `room` free and TMPDIR does not
    say otherwise: on a disk, the fsync of every saved action was half of the suite's time."""
    if "TMPDIR" in os.environ or not os.path.isdir(folder) or not os.access(folder, os.W_OK):
        return
    if shutil.disk_usage(folder).free < room:  # (a container's /dev/shm is often 64 MB)
        return
    os.environ["TMPDIR"] = folder
    tempfile.tempdir = None  # found again, from TMPDIR


temporary_files_in_memory()

# The processes the tests start (the command line, `serve`, a desk) keep the bytecode they
# compile, as Python does by default, also where the environment says not to write it: else
# each compiles the program and its libraries again (about 15% of the suite's CPU time).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

# No deadline on a property test's example (hypothesis' default is 200 ms): a worker beside
# others on a loaded machine misses it now and then; speed is measured in benchmarks/.
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT.parent / "shared" / "spec"
HARD_NAMES_FALLBACK = [
    "Małgorzata Wiśniewska", "Jiří Čermák", "Gülşen Öztürk", "Trần Thị Hương",
    "Þórunn Guðmundsdóttir", "Σωκράτης Αλεξίου", "Дмитрий Шостакович", "王小明",
    "Ben & Jerry", "<i>Ivy</i> League", "Tom \"The Tank\" O'Neill", "=SUM(A1:A9)",
    "+44 Fan", "@handle", "Maximilian-Alexander von Hohenzollern-Sigmaringen-Württemberg",
    "  Leading and trailing spaces  ", "José Decomposed", "Zoë 🎲 Dice",
]


def pytest_configure(config):
    config.pluginmanager.register(Children(config), "td-children")


def pytest_xdist_auto_num_workers(config):
    """`-n auto`: one worker more than the cores this process may use. About a fifth of the
    suite's time is spent waiting (on `serve`, the desks, a killed process's restart, a
    socket's timeout), and a third worker keeps the cores busy meanwhile."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (cores or 1) + 1


def run_cli(*args, env: dict | None = None) -> subprocess.CompletedProcess:
    """The command line run in this process, answering as its process would (exit code,
    stdout, stderr): for a test about what a command does beside `serve` or a desk, not about
    the process (a process of its own costs about 0.2 s of CPU). `env`: the environment the
    command sees (TD_LANG, ...), this process's again afterwards."""
    from tournament_director.cli import main
    from tournament_director.i18n import set_language
    words = [str(a) for a in args]
    out, err = io.StringIO(), io.StringIO()
    saved = dict(os.environ)
    if env is not None:
        os.environ.clear()
        os.environ.update(env)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(words)
    finally:
        os.environ.clear()
        os.environ.update(saved)
        set_language("en")
    return subprocess.CompletedProcess(words, code, out.getvalue(), err.getvalue())


def load_hard_names() -> list[str]:
    """The names of shared/spec/hard-names.txt (a copy is kept here for a clone without shared/)."""
    path = SPEC / "hard-names.txt"
    if not path.exists():
        return list(HARD_NAMES_FALLBACK)
    return [line for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


@pytest.fixture(scope="session")
def hard_names() -> list[str]:
    return load_hard_names()


@pytest.fixture
def language():
    """Sets the language of the Qt-free side for a test (`language("de")`); English again
    afterwards."""
    from tournament_director import i18n
    yield i18n.set_language
    i18n.set_language("en")


@pytest.fixture(scope="session")
def _made_folders() -> dict:
    """(made_once) what each fixture made: (its folder, its value)."""
    return {}


def _moved(value, old: Path, new: Path):
    """`value` with every path under `old` put under `new` (dicts, lists and tuples copied)."""
    if isinstance(value, Path) and value.is_relative_to(old):
        return new / value.relative_to(old)
    if isinstance(value, dict):
        return {k: _moved(v, old, new) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_moved(v, old, new) for v in value)
    return value


def made_once(fixture):
    """For a fixture that makes files in `tmp_path` (an event played to some point, ...) and
    returns paths to them (alone or in a dict, list or tuple): they are made once per test
    process (each pytest-xdist worker), in a folder of their own, and copied into each test's
    own `tmp_path`; the fixture's value comes with its paths moved there. Under
    `@pytest.fixture`; the fixture must make the same files whichever test asks first (its
    parameter, if any, is part of its name)."""
    signature = inspect.signature(fixture)
    assert "tmp_path" in signature.parameters and not inspect.isgeneratorfunction(fixture)
    params = [p for p in signature.parameters.values() if p.name != "request"]
    params.append(inspect.Parameter("request", inspect.Parameter.KEYWORD_ONLY))

    @functools.wraps(fixture)
    def copied(*args, request, **kwargs):
        made = request.getfixturevalue("_made_folders")
        key = (fixture.__module__, fixture.__qualname__, repr(getattr(request, "param", None)))
        if key not in made:
            folder = request.getfixturevalue("tmp_path_factory").mktemp("made")
            if "request" in signature.parameters:
                kwargs["request"] = request
            made[key] = folder, fixture(*args, **{**kwargs, "tmp_path": folder})
        folder, value = made[key]
        shutil.copytree(folder, kwargs["tmp_path"], dirs_exist_ok=True)
        return _moved(value, folder, kwargs["tmp_path"])

    copied.__signature__ = signature.replace(parameters=params)
    return copied


def pytest_collection_finish(session):
    """What collection made (the program's modules, the tests, Qt's classes) lives to the end:
    kept out of the collector's rounds (gc.freeze), which would walk it again and again."""
    import gc
    gc.collect()
    gc.freeze()
