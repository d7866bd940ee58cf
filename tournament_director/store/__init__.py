"""The event file: one SQLite file per event, its schema, migrations, locking and backups."""

from .errors import EventFileError
from .eventfile import EventFile
from .opener import FILE_SUFFIX

__all__ = ["EventFile", "EventFileError", "FILE_SUFFIX"]
