"""The window (PySide6): the only part of the program that imports Qt."""
