"""Whether a file is an event this version can use: its header (SQLite's, marked as this
program's), then, once connected, intact and not from a newer version. Refused untouched
otherwise. Both the opener (store/opener.py) and the copies (store/copies.py) ask it."""

from __future__ import annotations

from pathlib import Path

from ..i18n import _
from . import errors, migrations, schema
from .database import EventDatabase as Database
from .guard import SQLITE_MAGIC, read_head

FILE_SUFFIX = ".tdevent"
APPLICATION_ID = 0x54446576  # "TDev": marks a file as a Tournament Director event
HEADER = 100  # bytes: SQLite's database header


def check_header(path: Path) -> bytes:
    """The file's first 100 bytes, once they say an event of this program (refused untouched
    otherwise)."""
    if not path.exists():
        raise errors.EventFileError(_("{path} does not exist: check the name and "
                                      "folder.").format(path=path))
    if path.is_dir():
        raise errors.NotAnEvent(_("{path} is a folder, not an event file.").format(path=path))
    try:
        head = read_head(path, HEADER)  # never a new descriptor of a file open here
    except OSError as exc:
        raise errors.EventFileError(_("{path} cannot be read ({reason}).").format(
            path=path, reason=exc.strerror)) from None
    if len(head) == 0:
        raise errors.NotAnEvent(_("{file} is empty: it is not a Tournament Director "
                                  "event.").format(file=path.name))
    if not head.startswith(SQLITE_MAGIC):
        raise errors.NotAnEvent(_(
            "{file} is not a Tournament Director event (it is not even a database): open a "
            "{suffix} file.").format(file=path.name, suffix=FILE_SUFFIX))
    if len(head) < HEADER:
        raise errors.DamagedEvent(damaged_message(path))
    app_id = int.from_bytes(head[68:72], "big")
    if app_id != APPLICATION_ID:
        raise errors.NotAnEvent(_("{file} is a database of another program, not a Tournament "
                                  "Director event.").format(file=path.name))
    return head


def in_wal_mode(head: bytes) -> bool:
    """Whether the header says WAL mode (SQLite's read and write versions 2)."""
    return head[18:20] == b"\x02\x02"


def check_event(db: Database, path: Path) -> list[str]:
    """Read-only checks: intact, and not from a newer version of the program. Returns the
    migration steps the file does not have yet, in order (none for an up-to-date file)."""
    rows = db.execute("PRAGMA quick_check").fetchall()
    if rows != [("ok",)]:
        raise errors.DamagedEvent(damaged_message(path))
    applied = set(migrations.applied(db))
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if applied - set(schema.STEPS) or version > len(schema.STEPS):
        raise errors.NewerVersion(_(
            "{file} was written by a newer version of Tournament Director: update the "
            "program to open it (the file was not changed).").format(file=path.name))
    if "event" not in db.table_names() or not applied:
        raise errors.DamagedEvent(damaged_message(path))
    return [name for name in schema.STEPS if name not in applied]


def damaged_message(path: Path) -> str:
    return _("{file} is damaged and cannot be opened safely: open the most recent copy or "
             "backup of this event instead (this file was not changed).").format(file=path.name)
