"""An event's settings: reading them from the event row, and checking a new or changed one."""

from __future__ import annotations

import datetime
import json
import os
from collections.abc import Iterable
from typing import Any

from ..collation import NAME_ORDERS
from ..i18n import N_, _
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
        "tiebreaks", "name_order", "file_as_written")
# fixed once game 1 is seated
FIXED_WHEN_SEATED = ("mode", "game", "table_points")
FIXED_SAID = {"mode": N_("The mode cannot change once game 1 is seated."),
              "game": N_("The game cannot change once game 1 is seated."),
              "table_points": N_("The table points cannot change once game 1 is seated.")}


def from_row(row: dict, path: str | os.PathLike | None = None) -> Settings:
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
            name_order=row["name_order"],
            file_as_written=_flag(row["file_as_written"]))
    except (ValueError, TypeError, KeyError, AttributeError, RulesError):
        raise damaged_value(path, "the event's settings") from None


def _flag(value: object) -> bool:
    if type(value) is not int or value not in (0, 1):
        raise ValueError(value)
    return bool(value)


def tiebreak_preset(name: object) -> tuple[TieBreakItem, ...]:
    """"seed" (cards and tokens, then Harbour Master) or "none" (level players share)."""
    if isinstance(name, (tuple, list)):
        return tuple(name)
    if name not in TIEBREAK_PRESETS:
        raise ServiceError(_("Unknown tie-break preset {name}: use seed or none.").format(
            name=repr(name)))
    return TIEBREAK_PRESETS[name]


def stored(settings: Settings, key: str) -> Any:
    """A setting as the event table stores it (item lists as JSON text)."""
    value = getattr(settings, key)
    if key == "table_points":
        return json.dumps([i.to_dict() for i in value])
    if key == "tiebreaks":
        return json.dumps([t.to_dict() for t in value])
    if key == "file_as_written":
        return int(value)
    return value


def check_keys(changes: Iterable[str]) -> None:
    unknown = set(changes) - set(KEYS)
    if unknown:
        raise ServiceError(_("Unknown setting(s): {keys}.").format(
            keys=", ".join(sorted(unknown))))


def checked(key: str, value: Any) -> Any:
    """One event setting checked and put in the form the event table stores."""
    if key == "name":
        value = clean_name(value, "event name")
        if not value:
            raise ServiceError(_("The event needs a name, e.g. \"Terra Nova Open 2026\"."))
    elif key == "date":
        try:
            value = datetime.date.fromisoformat(str(value)).isoformat()
        except ValueError:
            raise ServiceError(_("The date {value} is not a date: use YYYY-MM-DD.").format(
                value=repr(value))) from None
    elif key == "games":
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 99:
            raise ServiceError(_("The number of games must be 1 to 99 (got {value}).").format(
                value=repr(value)))
    elif key == "fee":
        value = amount(value, _("The entry fee"))
    elif key == "currency":
        value = clean_name(value, "currency")[:8] or "EUR"
    elif key == "paper":
        if value not in PAPERS:
            raise ServiceError(_("Unknown paper size {value}: use A4 or Letter.").format(
                value=repr(value)))
    elif key == "name_order":
        if value not in NAME_ORDERS:
            raise ServiceError(_("Unknown name order {value}: use name or surname.").format(
                value=repr(value)))
    elif key == "file_as_written":
        if not isinstance(value, (bool, int)) or value not in (0, 1):
            raise ServiceError(_("Filing names as written is yes or no (got {value}).").format(
                value=repr(value)))
        value = int(value)
    elif key == "mode":
        if value not in MODES:
            raise ServiceError(_("Unknown mode {value}: use competition or campaign.").format(
                value=repr(value)))
    elif key == "game":
        if value not in GAMES:
            raise ServiceError(_("Unknown game {value}: use one of {games}.").format(
                value=repr(value), games=", ".join(GAMES)))
    elif key == "table_points":
        if isinstance(value, (tuple, list)):
            items = tuple(value)
        elif value in TABLE_POINT_PRESETS:
            items = TABLE_POINT_PRESETS[value]
        else:
            raise ServiceError(_("Unknown table points {value}: use seed or none.").format(
                value=repr(value)))
        value = json.dumps([i.to_dict() for i in items])
    elif key == "tiebreaks":
        value = json.dumps([t.to_dict() for t in tiebreak_preset(value)])
    return value


def check_change(old: Settings, key: str, value: Any, *, seated: int,
                 tiebreaks_entered: bool) -> Any:
    """A changed setting checked against what the event already holds; the stored form."""
    value = checked(key, value)
    if key == "games" and value < seated:
        raise ServiceError(_("{games} games are already seated: the event cannot have fewer "
                             "than {games} games.").format(games=seated))
    if key in FIXED_WHEN_SEATED and seated and value != stored(old, key):
        raise ServiceError(_(FIXED_SAID[key]))
    if key == "tiebreaks" and value != stored(old, key) and tiebreaks_entered:
        raise ServiceError(_("Tie-break values are already entered: the tie-break preset "
                             "cannot change any more."))
    return value

