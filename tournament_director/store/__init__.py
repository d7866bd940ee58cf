"""The event file: one SQLite file per event, its schema, migrations, locking and backups."""

from .errors import EventFileError
from .eventcheck import FILE_SUFFIX
from .eventfile import EventFile

__all__ = ["EventFile", "EventFileError", "FILE_SUFFIX"]
