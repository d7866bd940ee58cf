"""Temporary files named with the writing process's id, removed once that process is gone."""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

# ".<name>.<pid>.<random>.part": a report or copy being written; ".new-<pid>-...": an event
# being created; ".<name>.<pid>.restore": a restore's copy; each with SQLite's -journal (or
# -wal, -shm) beside it while it is written. A killed program leaves them; the next one
# removes those of dead processes.
_PATTERN = re.compile(r"^\.(?:.+\.(\d+)\.(?:[0-9a-f]+\.part|restore)(?:-journal|-wal|-shm)?"
                      r"|new-(\d+)-.*)$")


def part_name(name: str) -> str:
    return f".{name}.{os.getpid()}.{os.urandom(4).hex()}.part"


def new_prefix() -> str:
    return f".new-{os.getpid()}-"


def pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if sys.platform == "win32":  # pragma: no cover - Windows only
        import ctypes  # Windows only
        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)
        if not handle:
            return False
        ctypes.windll.kernel32.CloseHandle(handle)
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def clean_part_files(folder: Path) -> list[Path]:
    """Remove the leftovers of killed writers in `folder` (never those of a living process)."""
    removed: list[Path] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in names:
        m = _PATTERN.match(name)
        if not m:
            continue
        pid = int(m.group(1) or m.group(2))
        if pid_alive(pid):
            continue
        path = Path(folder) / name
        try:
            path.unlink()
            removed.append(path)
        except OSError:
            pass
    return removed


_DEMO = re.compile(r"^tournament-director-demo-(\d+)-")


def demo_prefix() -> str:
    return f"tournament-director-demo-{os.getpid()}-"


def clean_demo_folders(folder: Path) -> list[Path]:
    """Remove the temporary demo folders of windows that were killed."""
    removed: list[Path] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in names:
        m = _DEMO.match(name)
        if m and not pid_alive(int(m.group(1))):
            path = Path(folder) / name
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path, ignore_errors=True)
                removed.append(path)
    return removed
