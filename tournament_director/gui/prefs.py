"""What the window remembers between runs (QSettings): recent events, window size."""

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
    s.sync()


def remove_recent(path) -> None:
    text = str(Path(path).resolve())
    s = store()
    s.setValue("recent", [p for p in recent_events() if p != text])
    s.sync()
