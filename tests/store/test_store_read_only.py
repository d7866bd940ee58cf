"""Issue 24, point 5: a read-only event is refused plainly and leaves nothing behind that
would refuse later writes (SQLite makes its -wal and -shm as read-only as the file); once the
file is writable again, writes work. Run as a normal user: root may write any file."""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tournament_director.service import registration
from tournament_director.service.event import Event

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")


def user_prefix() -> list[str]:
    """How to run a command as a normal user (nobody when the tests run as root)."""
    if os.geteuid() != 0:
        return []
    tool = shutil.which("setpriv")
    if not tool:
        pytest.skip("running as root without setpriv: cannot act as a normal user")
    return [tool, "--reuid=nobody", "--regid=nogroup", "--clear-groups"]


@pytest.fixture
def folder():
    """A folder of the normal user's (the test's tmp_path is root's, closed to others)."""
    made = Path(tempfile.mkdtemp(prefix="td-read-only-"))
    os.chmod(made, 0o755)
    if os.geteuid() == 0:
        try:
            shutil.chown(made, "nobody", "nogroup")
        except (LookupError, OSError) as exc:
            pytest.skip(f"no user nobody to act as ({exc})")
    yield made
    shutil.rmtree(made, ignore_errors=True)


def as_user(folder, *args):
    env = {**os.environ, "HOME": str(folder), "PYTHONDONTWRITEBYTECODE": "1", "TD_LANG": "en"}
    r = subprocess.run([*user_prefix(), sys.executable, "-m", "tournament_director.cli",
                        *map(str, args)], capture_output=True, text=True, timeout=120, env=env,
                       cwd=folder)
    if "Permission denied" in r.stderr and "tournament_director" in r.stderr:
        pytest.skip("the normal user cannot read the program's checkout")
    return r


def own(folder, *paths):
    if os.geteuid() == 0:
        for p in paths:
            shutil.chown(p, "nobody", "nogroup")


@pytest.fixture
def event(folder):
    path = folder / "cup.tdevent"
    with Event.create(path, name="Cup", games=3, fee=5) as ev:
        registration.add_player(ev, "Anna")
    own(folder, path)
    return path


def sides(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(("-wal", "-shm")))


def test_a_read_only_event_is_refused_and_writable_again_it_takes_changes(event, folder):
    os.chmod(event, 0o444)
    before = event.read_bytes()
    r = as_user(folder, "add-player", event, "Zed")
    assert r.returncode == 2 and "read-only" in r.stderr, r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
    assert sides(folder) == [] and event.read_bytes() == before
    r = as_user(folder, "players", event)  # a read of a read-only event works, leaves nothing
    assert r.returncode == 0 and "Anna" in r.stdout, r.stderr
    assert sides(folder) == []
    os.chmod(event, 0o644)
    r = as_user(folder, "add-player", event, "Zed")
    assert r.returncode == 0, r.stderr
    assert "Zed" in as_user(folder, "players", event).stdout


def test_a_read_only_side_file_left_behind_is_made_writable_again(event, folder):
    for side in ("-shm", "-wal"):  # as an open of the read-only file by an older version left
        Path(f"{event}{side}").write_bytes(b"")
        own(folder, Path(f"{event}{side}"))
        os.chmod(f"{event}{side}", 0o444)
    r = as_user(folder, "add-player", event, "Zed")
    assert r.returncode == 0, r.stderr
    assert "Zed" in as_user(folder, "players", event).stdout


def test_a_read_only_folder_is_refused_plainly(event, folder):
    os.chmod(folder, 0o555)
    try:
        r = as_user(folder, "add-player", event, "Zed")
        assert r.returncode == 2 and "read-only" in r.stderr and "folder" in r.stderr, r.stderr
        assert sides(folder) == []
        assert as_user(folder, "players", event).returncode == 0
    finally:
        os.chmod(folder, 0o755)
