"""The round clock's arithmetic: remaining time from stored facts and the current time."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from .errors import RulesError
from .words import N_, Words

WARNING_SECONDS = 10 * 60  # the last ten minutes show in the warning colour
MAX_SECONDS = 24 * 60 * 60


@dataclass(frozen=True)
class Clock:
    """What the event file keeps: the game's time as set, the time left when the clock was
    last started, paused or changed, and (while running) the wall time it was started at.
    Nothing is stored while it runs: the time left is worked out from these and now."""
    duration: int = 0  # seconds, as set
    left: int = 0  # seconds left at `started_at` (running) or now (stopped)
    started_at: float | None = None  # epoch seconds; None when not running

    @property
    def running(self) -> bool:
        return self.started_at is not None


def remaining(clock: Clock, now: float) -> int:
    """Whole seconds left at `now` (rounded up, so "0:00" shows only at the end; never
    below 0). A wall clock set back before the start counts as no time gone."""
    if clock.started_at is None:
        return max(0, clock.left)
    gone = max(0.0, now - clock.started_at)
    return max(0, math.ceil(clock.left - gone - 1e-9))


def phase(clock: Clock, now: float) -> str:
    """"unset" (no time set), "ready" (set, not started), "running", "paused", "warning"
    (running or paused within the last ten minutes) or "time" (none left)."""
    if clock.duration <= 0 and clock.left <= 0 and not clock.running:
        return "unset"
    left = remaining(clock, now)
    if left <= 0:
        return "time"
    if left <= WARNING_SECONDS:
        return "warning"
    if clock.running:
        return "running"
    return "ready" if left == clock.duration else "paused"


def set_minutes(clock: Clock, minutes: int | str) -> Clock:
    """A new time for the game: stopped, the whole time left."""
    seconds = _seconds(minutes)
    if seconds <= 0:
        raise RulesError(Words(N_("The round clock needs a time of at least 1 minute (got "
                                  "{minutes})."), minutes=minutes))
    return Clock(duration=seconds, left=seconds, started_at=None)


def start(clock: Clock, now: float) -> Clock:
    """Runs the clock from the time left; refused when no time is set or none is left."""
    if clock.running:
        raise RulesError(Words(N_("The round clock is already running.")))
    if clock.duration <= 0:
        raise RulesError(Words(N_("Set the round's time first (e.g. 90 minutes), then start "
                                  "the clock.")))
    if clock.left <= 0:
        raise RulesError(Words(N_("No time is left on the round clock: set a new time or add "
                                  "minutes.")))
    return replace(clock, started_at=now)


def pause(clock: Clock, now: float) -> Clock:
    """Stops the clock, keeping the time left."""
    if not clock.running:
        raise RulesError(Words(N_("The round clock is not running.")))
    return replace(clock, left=remaining(clock, now), started_at=None)


def add_minutes(clock: Clock, minutes: int | str, now: float) -> Clock:
    """Adds (or, negative, removes) minutes; the time left never goes below 0. A running
    clock keeps running from now."""
    if clock.duration <= 0:
        raise RulesError(Words(N_("Set the round's time first, then add or remove minutes.")))
    seconds = _seconds(minutes, allow_negative=True)
    if seconds == 0:
        raise RulesError(Words(N_("Add or remove at least 1 minute (e.g. 5 or -5).")))
    left = min(MAX_SECONDS, max(0, remaining(clock, now) + seconds))
    started = now if clock.running and left > 0 else None
    return replace(clock, left=left, started_at=started)


def text(seconds: int) -> str:
    """"1:29:59", "45:00", "0:07"; "Time" at zero."""
    if seconds <= 0:
        return "Time"
    hours, rest = divmod(int(seconds), 3600)
    mins, secs = divmod(rest, 60)
    return f"{hours}:{mins:02d}:{secs:02d}" if hours else f"{mins}:{secs:02d}"


def _seconds(minutes: int | str, allow_negative: bool = False) -> int:
    if isinstance(minutes, bool) or not isinstance(minutes, int):
        try:
            minutes = int(str(minutes).strip())
        except ValueError:
            raise RulesError(Words(N_("Minutes must be a whole number, e.g. 90 (got "
                                      "{minutes})."), minutes=repr(minutes))) from None
    if minutes < 0 and not allow_negative:
        raise RulesError(Words(N_("Minutes cannot be negative (got {minutes})."),
                               minutes=minutes))
    if abs(minutes) * 60 > MAX_SECONDS:
        raise RulesError(Words(N_("At most {most} minutes (got {minutes})."),
                               most=MAX_SECONDS // 60, minutes=minutes))
    return minutes * 60
