"""The window (PySide6): the only part of the program that imports Qt.

The window's Qt-free layers are imported first, before PySide6: once PySide6 is imported,
every later import goes through its import hook (shibokensupport.feature, which looks at each
new module's source), so the same modules cost ~15 ms more to import after Qt than before it."""

import textwrap  # noqa: F401  (used by the pages; see above)

from ..rules import numbers  # noqa: F401
from ..service import event, files, parse, reports, views  # noqa: F401  (and the store)
from . import pyside_fix

pyside_fix.keep_none_alive()  # before any other Qt call of the window or its tests
