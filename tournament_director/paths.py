"""Where the program's bundled files (fonts, translations, icons) and its logs live."""

import sys
from pathlib import Path

_found: Path | None = None


def resources_dir() -> Path:
    """The `resources/` folder, wherever the program runs from:
    - the PyInstaller app: `_internal/resources/` (sys._MEIPASS);
    - an installed wheel (pip, pipx): the package data `tournament_director/resources/`
      (pyproject.toml maps the repository's `resources/` there);
    - a checkout (an editable install): `resources/` at the top of the repository."""
    global _found
    if _found is None:
        frozen = getattr(sys, "_MEIPASS", None)
        if frozen:
            _found = Path(frozen) / "resources"
        else:
            # what importlib.resources.files("tournament_director") / "resources" names for
            # a package on disk, without importing importlib.resources (zipfile, tempfile:
            # about 10 ms of every command's start); the files are read by path (ReportLab's
            # fonts, gettext's catalogues, Qt's icons and translators)
            package = Path(__file__).resolve().parent
            installed = package / "resources"
            _found = installed if installed.is_dir() else package.parent / "resources"
    return _found


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def log_dir() -> Path:
    """The per-user folder of the program's logs, the window's and the command line's alike
    (platformdirs' user log folder: ~/.local/state/tournament-director/log on Linux,
    %LOCALAPPDATA%\\tournament-director\\Logs on Windows, ~/Library/Logs/tournament-director
    on macOS); made if missing, private to the user."""
    import platformdirs
    folder = Path(platformdirs.user_log_dir("tournament-director", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    return folder
