"""The event's settings changed after its creation (name, date, games, fee, ...)."""

from __future__ import annotations

from ..store import records
from . import settings
from .actions import SETTINGS
from .done import NOTHING, Done
from .event import Event
from .model import logged


def update_settings(event: Event, **changes: object) -> Done:
    """Change name, date, games, fee, currency, paper; mode, game and table points only
    before game 1 is seated. The value is the Settings as they are now."""
    old = event.settings
    settings.check_keys(changes)
    seated = event.games_seated()
    entered = "tiebreaks" in changes and bool(event.tiebreak_values())
    row = {key: settings.check_change(old, key, value, seated=seated, tiebreaks_entered=entered)
           for key, value in changes.items()}
    row = {key: value for key, value in row.items() if value != settings.stored(old, key)}
    if not row:
        return Done(NOTHING, value=old)
    with event.action(SETTINGS, "Event settings changed: " + ", ".join(sorted(row)),
                      before=logged({k: settings.stored(old, k) for k in row}),
                      after=logged(row)):
        records.update_event_row(event.db, row)
    return SETTINGS.done(value=event.settings)
