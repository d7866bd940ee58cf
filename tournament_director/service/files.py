"""The event file as the window and the command line open it: its errors, a reader's open beside
the writer, the check against its history at open, the words for a crash's log set aside, and
the demo events' folders. (Its copies: service/copies.py.)"""

from __future__ import annotations

import os

from ..i18n import N_
from ..store.errors import (
    DamagedEvent,
    EventFileError,
    FileReplaced,
    MigrationNeeded,
    damaged_value,
    from_os_error,
    from_sqlite_error,
)
from ..store.leftovers import clean_demo_folders, demo_prefix
from ..store.records import damaged_values
from . import history
from .event import Event

__all__ = ["SET_ASIDE_STATUS", "SET_ASIDE_TITLE", "DamagedEvent", "EventFileError",
           "FileReplaced", "MigrationNeeded", "clean_demo_folders", "damage_of", "demo_prefix",
           "from_os_error", "from_sqlite_error", "read_event", "verify_file"]

# A crash's log that was not the file's, set aside when opening (the line itself, with the
# file's name and why, is the store's refusal text: EventFile.wal_set_aside, `say(line)`).
SET_ASIDE_TITLE = N_("A log of changes was set aside")  # the window's message
SET_ASIDE_STATUS = N_("A crash's log of changes that was not this file's was set aside, not "
                      "applied (kept in the event's folder).")  # the window's status line


def read_event(path: str | os.PathLike) -> Event:
    """The event opened as a reader: no lock, so it never refuses the window's or a
    command's writes, and a connection that refuses to write. MigrationNeeded for a file
    that a writer must upgrade first."""
    return Event.open(path, lock=False)


def damage_of(path: str | os.PathLike) -> str | None:
    """Why reading the event failed, if its file holds a value the program never writes (the
    refusal to say, naming the first such value); None when every value is the program's or
    the file cannot be read to tell."""
    try:
        event = read_event(path)
    except DamagedEvent as exc:
        return str(exc)
    except Exception:  # noqa: BLE001 - asked after a failure: it never adds one of its own
        return None
    try:
        found = damaged_values(event.db)
    except Exception:  # noqa: BLE001 - as above
        return None
    finally:
        event.close()
    return str(damaged_value(path, found[0])) if found else None


def verify_file(path: str | os.PathLike) -> list[str]:
    """What differs between the file and its audit log (empty when all holds), read as a
    reader: the window's check at open runs it on a worker thread beside its own writer."""
    event = read_event(path)
    try:
        return history.verify(event)
    finally:
        event.close()
