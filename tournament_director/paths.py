"""Where the program's bundled files (fonts, icons) live, installed or frozen."""

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The `resources/` folder: next to the package, or inside a PyInstaller bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
