"""What the program is: version, licence and the libraries it runs on (for --version and About)."""

from __future__ import annotations

import platform
import sys

from . import __version__

NAME = "Tournament Director"
LICENCE = "MIT License"
LIBRARIES = ("PySide6-Essentials", "sqlite-utils", "reportlab")


def version_line() -> str:
    return f"{NAME} {__version__}"


def library_versions() -> dict[str, str]:
    from importlib import metadata  # only when asked: it is slow to import
    out = {"Python": platform.python_version()}
    for name in LIBRARIES:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = "bundled" if getattr(sys, "frozen", False) else "not installed"
    import sqlite3
    out["SQLite"] = sqlite3.sqlite_version
    return out
