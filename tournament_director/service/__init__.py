"""The service layer: every change to an event goes through `Event` (window and CLI alike).

The names below are imported on first use, so that `service.model` or `service.settings`
(the CLI's lists of choices) can be imported without the event file and sqlite-utils."""

from __future__ import annotations

_FROM = {"Event": "event", "clean_name": "parse", "InputError": "model"}
_MODEL = ("AuditEntry", "CsvPreview", "GameView", "Player", "PreviewLine", "RecordOutcome",
          "ServiceError", "Settings", "StandingRow", "Status", "TableView")
__all__ = ["Event", "clean_name", "InputError", *_MODEL]


def __getattr__(name: str):
    import importlib
    module = _FROM.get(name, "model" if name in _MODEL else None)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
