"""A guard against a PySide6 reference-count bug that would crash the window.

PySide6 6.12.0 on Python 3.10 / 3.11 drops one reference to None on every call of a Qt
method that returns nothing (label.setText(...), for one); after some thousands of calls
Python stops with "Fatal Python error: none_dealloc". Python 3.12 and later never free None,
so the bug is harmless there; 6.11 does not have it. Where the bug is seen, None is given a
very large reference count, as Python 3.12 does.
"""

from __future__ import annotations

import logging
import sys

SPARE = 1 << 40  # far more Qt calls than any session makes


def drops_none() -> int:
    """How many references to None 8 calls of a void Qt method lose (0 when sound)."""
    from PySide6.QtCore import QObject
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(8):
        probe.setObjectName("")
    return before - sys.getrefcount(None)


applied = False


def keep_none_alive() -> bool:
    """Apply the guard (once) if this PySide6 has the bug; True if it is applied."""
    global applied
    if applied or sys.version_info >= (3, 12) or drops_none() <= 0:
        return applied
    import ctypes
    count = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt, the first field
    before = sys.getrefcount(None)
    count.value += SPARE
    if sys.getrefcount(None) - before != SPARE:  # not the layout expected: undo
        count.value -= SPARE
        return False
    logging.getLogger(__name__).info("PySide6 drops references to None: guard applied")
    applied = True
    return True
