"""Copies of an event for the window and the command line: backup, restore, and the automatic
copies with what each holds."""

from __future__ import annotations

import os
from pathlib import Path

from ..formats import count
from ..i18n import _
from ..store.copies import CopyInfo, backup, copy_info, list_auto_copies, restore

__all__ = ["CopyInfo", "automatic_copies", "backup", "copy_info", "holds", "restore"]


def automatic_copies(event: str | os.PathLike) -> list[CopyInfo]:
    """The automatic copies of an event that can be read, newest first."""
    return [info for info in map(copy_info, list_auto_copies(Path(event))) if info]


def holds(info: CopyInfo) -> str:
    """What a copy holds, in a few words: "39 players, game 3: 6 of 8 tables in"."""
    players = count(info.players, "player")
    if not info.game:
        return _("{players}, no game seated").format(players=players)
    return _("{players}, game {game}: {tables_in} of {tables} tables in").format(
        players=players, game=info.game, tables_in=info.tables_in, tables=info.tables)
