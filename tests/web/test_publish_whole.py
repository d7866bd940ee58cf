"""Issue 24, point 4: `publish` leaves the old site whole or the new one whole: on a (nearly)
full disk it says so, replaces no page and leaves no part file; a killed publish's part files
are removed by the next one."""

from __future__ import annotations

import errno
import hashlib
import os
import sys

import pytest

from tournament_director.cli import main
from tournament_director.service import registration
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event

from ..store.full_disk import small_disk


def run(capsys, *args):
    capsys.readouterr()
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def site(folder):
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


def grow(path, n=40):
    """More players (a changed site: every page differs, new pages appear)."""
    with Event.open(path) as event:
        registration.register_many(event, [{"name": f"Late {i} " + "x" * 40} for i in range(n)])


@pytest.fixture
def published(tmp_path, capsys):
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=3, fee=10, seed=2) as event:
        registration.register_many(event, [{"name": f"Player {i}"} for i in range(30)])
    out = tmp_path / "site"
    code, _out, err = run(capsys, "publish", path, "-o", out)
    assert code == 0, err
    return path, out


def test_a_write_failing_half_way_replaces_no_page(published, capsys, monkeypatch):
    from tournament_director.store import fileset
    path, out = published
    before = site(out)
    grow(path)
    written = []
    real = fileset.write_one

    def fails_at_30(target, data):
        if len(written) == 30:
            raise OSError(errno.ENOSPC, "No space left on device", str(target))
        written.append(target)
        real(target, data)
    monkeypatch.setattr(fileset, "write_one", fails_at_30)
    code, _out, err = run(capsys, "publish", path, "-o", out)
    assert code == 2 and "disk is full" in err and "nothing was changed" in err
    assert site(out) == before  # the old site, whole: no page replaced, no part file left
    monkeypatch.undo()
    code, _out, err = run(capsys, "publish", path, "-o", out)
    assert code == 0, err
    assert len(site(out)) == len(before) + 40


def test_a_killed_publishs_part_files_are_removed(published, capsys):
    path, out = published
    dead = out / ".players.html.999999999.abcd1234.part"
    dead.write_bytes(b"half")
    code, _out, err = run(capsys, "publish", path, "-o", out)
    assert code == 0, err
    assert not dead.exists()
    assert not [n for n in os.listdir(out) if n.endswith(".part")]


def test_other_files_in_the_folder_are_left_alone(published, capsys):
    path, out = published
    (out / "my-notes.txt").write_text("mine")
    grow(path, 2)
    assert run(capsys, "publish", path, "-o", out)[0] == 0
    assert (out / "my-notes.txt").read_text() == "mine"


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="tmpfs")
def test_a_nearly_full_real_disk_keeps_the_old_site(tmp_path, capsys):
    with small_disk(tmp_path / "disk", size_kb=3072) as disk:
        path = disk / "cup.tdevent"
        make_demo(path, players=60, games=3, seed=1, play=1).close()
        out = disk / "site"
        assert run(capsys, "publish", path, "-o", out)[0] == 0
        before = site(out)
        grow(path, 200)
        used = sum((out / n).stat().st_size for n in before)
        filler = disk / "filler"
        with open(filler, "wb", buffering=0) as fh:  # room for about half a site more
            free = os.statvfs(disk).f_bavail * os.statvfs(disk).f_frsize
            fh.write(b"\0" * max(0, free - used // 2))
        code, _out, err = run(capsys, "publish", path, "-o", out)
        assert code == 2 and "disk is full" in err, err
        assert site(out) == before
        filler.unlink()
        code, _out, err = run(capsys, "publish", path, "-o", out)
        assert code == 0, err
        assert len(site(out)) == len(before) + 200
