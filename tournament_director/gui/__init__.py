"""The window (PySide6): the only part of the program that imports Qt."""

from . import pyside_fix

pyside_fix.keep_none_alive()  # before any other Qt call of the window or its tests
