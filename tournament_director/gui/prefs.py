"""What the window remembers between runs (QSettings): recent events, the last folder, the
zoom."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

ORG = "tournament-director"
APP = "tournament-director"
MAX_RECENT = 10


def store() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORG, APP)


def recent_events() -> list[str]:
    value = store().value("recent", [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value or []) if v]


def add_recent(path) -> None:
    text = str(Path(path).resolve())
    items = [p for p in recent_events() if p != text]
    items.insert(0, text)
    s = store()
    s.setValue("recent", items[:MAX_RECENT])
    s.setValue("last_folder", str(Path(text).parent))  # file dialogs open there
    s.sync()


def remove_recent(path) -> None:
    text = str(Path(path).resolve())
    s = store()
    s.setValue("recent", [p for p in recent_events() if p != text])
    s.sync()


def last_folder() -> str:
    """Where file dialogs open: the folder of the last event opened (or file chosen)."""
    folder = str(store().value("last_folder", "") or "")
    if folder and Path(folder).is_dir():
        return folder
    recent = recent_events()
    return str(Path(recent[0]).parent) if recent else ""


def set_last_folder(path) -> None:
    p = Path(path)
    s = store()
    s.setValue("last_folder", str(p if p.is_dir() else p.parent))
    s.sync()


ZOOMS = (80, 90, 100, 110, 125, 150, 175, 200)  # per cent of the system's font size


def zoom() -> int:
    try:
        value = int(store().value("zoom", 100))
    except (TypeError, ValueError):
        value = 100
    return value if value in ZOOMS else 100


def set_zoom(value: int) -> None:
    s = store()
    s.setValue("zoom", int(value))
    s.sync()


LANGUAGE_CHOICES = ("system", "en", "nl", "de")  # "system": the computer's language


def language() -> str:
    value = str(store().value("language", "system") or "system")
    return value if value in LANGUAGE_CHOICES else "system"


def set_language(value: str) -> None:
    s = store()
    s.setValue("language", value if value in LANGUAGE_CHOICES else "system")
    s.sync()
