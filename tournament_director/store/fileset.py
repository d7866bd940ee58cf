"""A set of files written into a folder whole: every file new, or every file as it was.

Each file is written beside its place under a part name first; only once all of them are
written are they moved into place, one rename each (no space needed then). A failure while
writing (a full disk) removes the part files and leaves the folder as it was; a killed writer's
part files are removed by the next one (store/leftovers.py). Files of the folder that are not
in the set are left alone.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping
from pathlib import Path, PurePosixPath

from . import errors
from .guard import guard_output
from .leftovers import clean_part_files, part_name


def write_one(target: Path, data: bytes) -> None:
    """One part file (a name of its own, never an existing file)."""
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    with open(fd, "wb") as fh:
        fh.write(data)


def write_all(folder: Path, files: Mapping[str, bytes]) -> list[str]:
    """Write `files` ({name: bytes}; a name may hold "/" for a subfolder) into `folder`, whole.
    Returns the names, in the order given. EventFileError (nothing changed) when they cannot
    all be written; OutputRefused when a name is an event or any database."""
    folder = Path(folder)
    targets = [(name, _inside(folder, name)) for name in files]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for sub in {target.parent for _name, target in targets}:
            sub.mkdir(parents=True, exist_ok=True)
            clean_part_files(sub)  # what a killed writer left
    except OSError as exc:
        raise errors.from_os_error(exc, folder) from None
    parts: list[tuple[Path, Path]] = []
    try:
        for name, target in targets:
            guard_output(target)  # never over an event or any database
            part = target.parent / part_name(target.name)
            parts.append((part, target))
            write_one(part, files[name])
    except BaseException as exc:
        for part, _target in parts:
            with contextlib.suppress(OSError):
                os.unlink(part)
        if isinstance(exc, OSError):
            raise errors.from_os_error(exc, exc.filename or folder) from None
        raise
    for part, target in parts:
        os.replace(part, target)
    return list(files)


def _inside(folder: Path, name: str) -> Path:
    parts = PurePosixPath(name).parts
    if not parts or PurePosixPath(name).is_absolute() or ".." in parts or "\\" in name:
        raise ValueError(f"not a name inside the folder: {name!r}")
    return folder.joinpath(*parts)
