"""The service layer: every change to an event goes through `Event` (window and CLI alike)."""

from .event import Event, clean_name
from .model import (AuditEntry, CsvPreview, GameView, Player, PreviewLine, RecordOutcome,
                    ServiceError, Settings, StandingRow, Status, TableView)

__all__ = ["Event", "clean_name", "AuditEntry", "CsvPreview", "GameView", "Player",
           "PreviewLine", "RecordOutcome", "ServiceError", "Settings", "StandingRow",
           "Status", "TableView"]
