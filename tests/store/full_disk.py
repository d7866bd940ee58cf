"""A real small full disk for tests: a tmpfs mounted in the test's folder and filled (root only;
the tests that use it are skipped with the reason otherwise)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import pytest


@contextlib.contextmanager
def small_disk(folder: Path, size_kb: int = 4096):
    """A tmpfs of `size_kb` mounted at `folder` (made), unmounted afterwards."""
    if not sys.platform.startswith("linux") or os.geteuid() != 0:
        pytest.skip("a real full disk needs root on Linux (mount -t tmpfs); the monkeypatched "
                    "tests cover the messages elsewhere")
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kb}k,mode=0777", "tmpfs",
                           str(folder)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({done.stderr.strip()})")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fill(folder: Path) -> Path:
    """Fill the disk of `folder` to the last byte (the filler file is returned)."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as fh:
        for chunk in (1 << 16, 4096, 512, 1):
            try:
                while True:
                    fh.write(b"\0" * chunk)
            except OSError:
                pass
    return filler


def digests(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())
            if p.is_file() and p.name != "filler"}
