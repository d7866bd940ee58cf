"""The event file: one SQLite file per event, its schema, migrations, locking and backups."""

from .errors import EventFileError
from .eventfile import FILE_SUFFIX, EventFile

__all__ = ["EventFile", "EventFileError", "FILE_SUFFIX"]
