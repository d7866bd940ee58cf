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


def log_dir() -> Path:
    """The per-user folder for the program's logs (made if missing, private to the user)."""
    import platformdirs
    folder = Path(platformdirs.user_log_dir("tournament-director", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    return folder
