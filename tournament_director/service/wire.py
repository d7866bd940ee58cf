"""What travels between a desk and the main desk, as JSON: the service's plain records (its
frozen dataclasses), tuples, sets, dicts with number keys, a desk's file sent along, and
refusals. Only the records listed here are made again at the other end (`decode` makes no
other class, and an argument sent to the main desk is never a record at all)."""

from __future__ import annotations

import base64
import dataclasses
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..rules import clock, payout, standings, table_points, tiebreak
from ..store import inbox as stored_inbox
from . import entry, inbox, model
from .done import Changes, Done

FILE_MOST = 4 * 1024 * 1024  # bytes of a file a desk sends along (a players CSV)


def _records() -> dict[str, type]:
    found: dict[str, type] = {}
    for module in (model, standings, table_points, tiebreak, clock, payout, entry, inbox,
                   stored_inbox):
        for value in vars(module).values():
            if isinstance(value, type) and dataclasses.is_dataclass(value) and \
                    value.__module__ == module.__name__:
                found[value.__name__] = value
    found.update(Changes=Changes, Done=Done)
    return found


RECORDS = _records()


class WireError(ValueError):
    """What came is not what the other end sends."""


class SentFile:
    """A file of the desk's, sent along: its name and bytes (`at_main_desk` puts it in a
    temporary folder for the call)."""

    def __init__(self, name: str, data: bytes):
        self.name, self.data = name, data

    @classmethod
    def read(cls, path: str | os.PathLike) -> SentFile:
        from ..i18n import _
        from .model import ServiceError
        p = Path(path)
        try:
            size = p.stat().st_size
            if size > FILE_MOST:
                raise ServiceError(_("{file} is larger than {most} MB: a desk sends at most "
                                     "that.").format(file=p.name, most=FILE_MOST // 2**20))
            return cls(p.name, p.read_bytes())
        except OSError as exc:
            raise ServiceError(_("{file} cannot be read: {reason}.").format(
                file=p.name, reason=exc.strerror or exc)) from None


def encode(value: Any) -> Any:
    """`value` as JSON values (tagged where JSON has no such thing)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, tuple):
        return {"$t": [encode(v) for v in value]}
    if isinstance(value, (set, frozenset)):
        return {"$s": [encode(v) for v in sorted(value, key=repr)]}
    if isinstance(value, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"$d": [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, SentFile):
        return {"$f": value.name, "b": base64.b64encode(value.data).decode("ascii")}
    if isinstance(value, Path):
        return str(value)
    kind = type(value).__name__
    if dataclasses.is_dataclass(value) and RECORDS.get(kind) is type(value):
        return {"$r": kind, "v": {f.name: encode(getattr(value, f.name))
                                  for f in dataclasses.fields(value) if f.init}}
    raise TypeError(f"{kind} does not travel between desks")


def decode(data: Any, records: bool = True) -> Any:
    """The value `encode` made; `records=False`: no record may be in it (what a desk sends)."""
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [decode(v, records) for v in data]
    if not isinstance(data, dict):
        raise WireError(f"not a value: {type(data).__name__}")
    if "$t" in data:
        return tuple(decode(v, records) for v in _list(data["$t"]))
    if "$s" in data:
        return {decode(v, records) for v in _list(data["$s"])}
    if "$d" in data:
        return {decode(k, records): decode(v, records) for k, v in map(_pair, _list(data["$d"]))}
    if "$f" in data:
        try:
            return SentFile(str(data["$f"]), base64.b64decode(data["b"], validate=True))
        except (KeyError, ValueError, TypeError):
            raise WireError("a file sent along is damaged") from None
    if "$r" in data:
        kind = RECORDS.get(data["$r"]) if records else None
        if kind is None or not isinstance(data.get("v"), dict):
            raise WireError(f"not a record that travels: {data.get('$r')!r}")
        try:
            return kind(**{k: decode(v, records) for k, v in data["v"].items()})
        except TypeError as exc:
            raise WireError(str(exc)) from None
    return {k: decode(v, records) for k, v in data.items()}


def _list(value: Any) -> list:
    if not isinstance(value, list):
        raise WireError("a list was expected")
    return value


def _pair(value: Any) -> tuple[Any, Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise WireError("a pair was expected")
    return value[0], value[1]


@contextmanager
def at_main_desk(args: list, kwargs: dict) -> Iterator[tuple[list, dict]]:
    """The call's arguments with each file a desk sent along put in a temporary folder of its
    own under its own name (what the service reads and names in its messages); gone after."""
    sent = [v for v in (*args, *kwargs.values()) if isinstance(v, SentFile)]
    if not sent:
        yield args, kwargs
        return
    with tempfile.TemporaryDirectory(prefix="td-desk-") as folder:
        def placed(value: Any) -> Any:
            if not isinstance(value, SentFile):
                return value
            where = Path(folder, Path(value.name).name or "file")
            where.write_bytes(value.data)
            return where
        yield [placed(v) for v in args], {k: placed(v) for k, v in kwargs.items()}
