# Overrides PyInstaller's hook of the same name (user hooks win): same collection, fewer Qt
# plugins. See _td_qt.py beside this file.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _td_qt import qt_dependencies  # noqa: E402

hiddenimports, binaries, datas = qt_dependencies(__file__)
