"""An event's settings: reading them from the event row, and checking a new or changed one."""

from __future__ import annotations

import datetime
import json

from ..collation import NAME_ORDERS
from ..rules.errors import RulesError
from ..rules.games import GAMES
from ..rules.table_points import SEED_TABLE_POINTS, TablePointItem
from ..rules.tiebreak import SEED_TIEBREAKS, TieBreakItem
from ..store.errors import damaged_value
from . import choices
from .model import MODES, PAPERS, ServiceError, Settings
from .parse import amount, clean_name

TIEBREAK_PRESETS = {"seed": SEED_TIEBREAKS, "none": ()}
TABLE_POINT_PRESETS = {"seed": SEED_TABLE_POINTS, "none": ()}
assert tuple(TIEBREAK_PRESETS) == choices.TIEBREAK_PRESETS, "service/choices.py lists them"
assert tuple(TABLE_POINT_PRESETS) == choices.TABLE_POINT_PRESETS, "service/choices.py lists them"
KEYS = ("name", "date", "games", "fee", "currency", "paper", "mode", "game", "table_points",
        "tiebreaks", "name_order")
# fixed once game 1 is seated
FIXED_WHEN_SEATED = ("mode", "game", "table_points")


def from_row(row: dict, path=None) -> Settings:
    """The settings of an event row as the store reads it (DamagedEvent if they are not what
    the program writes: SQLite's own checks pass text where JSON belongs)."""
    try:
        if row["game"] not in GAMES or row["name_order"] not in NAME_ORDERS:
            raise ValueError(row["game"])
        return Settings(
            name=row["name"], date=row["date"], games=row["games"], fee=row["fee"],
            currency=row["currency"], mode=row["mode"], game=row["game"],
            table_points=tuple(TablePointItem.from_dict(d)
                               for d in json.loads(row["table_points"])),
            tiebreaks=tuple(TieBreakItem.from_dict(d) for d in json.loads(row["tiebreaks"])),
            seed=row["seed"], paper=row["paper"],
            name_order=row["name_order"])
    except (ValueError, TypeError, KeyError, AttributeError, RulesError):
        raise damaged_value(path, "the event's settings") from None


def tiebreak_preset(name) -> tuple[TieBreakItem, ...]:
    """"seed" (cards and tokens, then Harbour Master) or "none" (level players share)."""
    if isinstance(name, (tuple, list)):
        return tuple(name)
    if name not in TIEBREAK_PRESETS:
        raise ServiceError(f"Unknown tie-break preset {name!r}: use seed or none.")
    return TIEBREAK_PRESETS[name]


def stored(settings: Settings, key: str):
    """A setting as the event table stores it (item lists as JSON text)."""
    value = getattr(settings, key)
    if key == "table_points":
        return json.dumps([i.to_dict() for i in value])
    if key == "tiebreaks":
        return json.dumps([t.to_dict() for t in value])
    return value


def check_keys(changes) -> None:
    unknown = set(changes) - set(KEYS)
    if unknown:
        raise ServiceError(f"Unknown setting(s): {', '.join(sorted(unknown))}.")


def checked(key: str, value):
    """One event setting checked and put in the form the event table stores."""
    if key == "name":
        value = clean_name(value, "event name")
        if not value:
            raise ServiceError("The event needs a name, e.g. \"Terra Nova Open 2026\".")
    elif key == "date":
        try:
            value = datetime.date.fromisoformat(str(value)).isoformat()
        except ValueError:
            raise ServiceError(f"The date {value!r} is not a date: use YYYY-MM-DD.") from None
    elif key == "games":
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 99:
            raise ServiceError(f"The number of games must be 1 to 99 (got {value!r}).")
    elif key == "fee":
        value = amount(value, "The entry fee")
    elif key == "currency":
        value = clean_name(value, "currency")[:8] or "EUR"
    elif key == "paper":
        if value not in PAPERS:
            raise ServiceError(f"Unknown paper size {value!r}: use A4 or Letter.")
    elif key == "name_order":
        if value not in NAME_ORDERS:
            raise ServiceError(f"Unknown name order {value!r}: use name or surname.")
    elif key == "mode":
        if value not in MODES:
            raise ServiceError(f"Unknown mode {value!r}: use competition or campaign.")
    elif key == "game":
        if value not in GAMES:
            raise ServiceError(f"Unknown game {value!r}: use one of {', '.join(GAMES)}.")
    elif key == "table_points":
        if isinstance(value, (tuple, list)):
            items = tuple(value)
        elif value in TABLE_POINT_PRESETS:
            items = TABLE_POINT_PRESETS[value]
        else:
            raise ServiceError(f"Unknown table points {value!r}: use seed or none.")
        value = json.dumps([i.to_dict() for i in items])
    elif key == "tiebreaks":
        value = json.dumps([t.to_dict() for t in tiebreak_preset(value)])
    return value


def check_change(old: Settings, key: str, value, *, seated: int, tiebreaks_entered: bool):
    """A changed setting checked against what the event already holds; the stored form."""
    value = checked(key, value)
    if key == "games" and value < seated:
        raise ServiceError(f"{seated} games are already seated: the event cannot "
                           f"have fewer than {seated} games.")
    if key in FIXED_WHEN_SEATED and seated and value != stored(old, key):
        raise ServiceError(f"The {key.replace('_', ' ')} cannot change once game 1 is seated.")
    if key == "tiebreaks" and value != stored(old, key) and tiebreaks_entered:
        raise ServiceError("Tie-break values are already entered: the tie-break "
                           "preset cannot change any more.")
    return value

