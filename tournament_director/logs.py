"""The program's log files: one per-user folder for the window and the command line, rotating.

In `paths.log_dir()`:
  tournament-director.log          the window: its start, warnings, Qt's messages, crashes
  tournament-director-cli.log      the command line's internal errors
  tournament-director-faults.log   the window's fatal errors (faulthandler: a crash inside
                                   Qt or another library, with the Python stack of each thread)
Each log is kept below MAX_BYTES: the full one becomes `NAME.log.1` (then .2, .3; the oldest
goes). A log file never follows a symbolic link planted in its place and is the user's only.
No Qt here: the command line uses it too.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

WINDOW_LOG = "tournament-director.log"
CLI_LOG = "tournament-director-cli.log"
FAULTS_LOG = "tournament-director-faults.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handlers: dict[str, logging.Handler] = {}
_faults = None  # the open file faulthandler writes into (it must stay open)


def _open_private(path: str, mode: str = "a"):
    """Opens for appending; refuses a symbolic link (ELOOP); made readable by the user only."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0),
                 0o600)
    return open(fd, mode, encoding="utf-8", errors="backslashreplace")


def _rotating(path: str) -> logging.Handler:
    """logging's RotatingFileHandler, its file opened with `_open_private`. (logging.handlers
    is imported here: it loads socket, pickle and queue, which the window's start need not.)"""
    import logging.handlers

    class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
        def _open(self):
            return _open_private(self.baseFilename, self.mode)

    return PrivateRotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                      encoding="utf-8")


class OnFirstRecord(logging.Handler):
    """Opens the log file (the rotating handler) when the first record comes: a window that
    logs nothing opens no file and loads no logging.handlers."""

    def __init__(self, path: Path):
        super().__init__()
        self.path = path
        self.broken = False

    def emit(self, record: logging.LogRecord) -> None:
        if self.broken:
            return
        try:
            file_handler(self.path).handle(record)
        except OSError:
            self.broken = True  # a planted link, a read-only folder: the window runs on


def file_handler(path: Path) -> logging.Handler:
    """The rotating handler of the log file `path` (one per file in this process); raises
    OSError when the file cannot be opened (a planted link, a read-only folder)."""
    key = os.path.abspath(path)
    handler = _handlers.get(key)
    if handler is None:
        Path(key).parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        handler = _rotating(key)
        handler.setFormatter(logging.Formatter(FORMAT))
        _handlers[key] = handler
    return handler


def write(path: Path, text: str, name: str = "tournament_director",
          level: int = logging.ERROR) -> bool:
    """Appends one entry to the log file `path` (rotating it when full); False when it cannot
    be written (never raises)."""
    try:
        handler = file_handler(path)
        record = logging.LogRecord(name, level, __file__, 0, "%s", (text,), None)
        handler.handle(record)
        handler.flush()
    except OSError:
        return False
    return True


def enable_faulthandler(path: Path) -> bool:
    """A fatal error (a segmentation fault inside Qt, an abort) writes the Python stack of
    every thread into `path`, after a line saying when and which version started."""
    global _faults
    import datetime
    import faulthandler

    from .about import version_line
    try:
        if path.is_file() and path.stat().st_size > MAX_BYTES:
            os.replace(path, path.with_name(path.name + ".1"))
        fh = _open_private(str(path))
        stamp = datetime.datetime.now().isoformat(timespec="seconds")
        fh.write(f"--- {stamp} {version_line()}, process {os.getpid()}\n")
        fh.flush()
    except OSError:
        return False
    faulthandler.enable(file=fh, all_threads=True)
    if _faults is not None and _faults is not fh:
        _faults.close()
    _faults = fh
    return True


def start_window(folder: Path | None = None) -> Path | None:
    """The window's logging: its log file (rotating, opened at its first record) for the
    program's messages of level INFO and up and every library's warnings, warnings also on
    stderr when there is one, and the fatal-error trace, whose file starts each session with
    a line saying when and which version started. Returns the log folder (None when it cannot
    be made: the window runs on, without a log file)."""
    root = logging.getLogger()
    if root.level > logging.WARNING or root.level == logging.NOTSET:
        root.setLevel(logging.WARNING)
    logging.getLogger("tournament_director").setLevel(logging.INFO)
    if sys.stderr is not None and not any(
            type(h) is logging.StreamHandler for h in root.handlers):
        console = logging.StreamHandler()
        console.setLevel(logging.WARNING)
        root.addHandler(console)
    try:
        if folder is None:
            from .paths import log_dir
            folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return None
    if not any(isinstance(h, OnFirstRecord) for h in root.handlers):
        root.addHandler(OnFirstRecord(folder / WINDOW_LOG))
    enable_faulthandler(folder / FAULTS_LOG)
    return folder
