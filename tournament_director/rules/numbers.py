"""Competition points as integer tenths: formatting and parsing."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .errors import RulesError
from .words import N_, Words

_POINTS = re.compile(r"([+-]?)([0-9]+)(?:\.([0-9]))?")
_POINTS_OR_COMMA = re.compile(r"([+-]?)([0-9]+)(?:[.,]([0-9]))?")  # "0,5" in German, Dutch


def _check_int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"points must be integer tenths, got {value!r}")
    return value


def format_points(tenths: int) -> str:
    """Tenths as text with one decimal: 235 -> "23.5", -5 -> "-0.5"."""
    tenths = _check_int(tenths)
    sign = "-" if tenths < 0 else ""
    whole, tenth = divmod(abs(tenths), 10)
    return f"{sign}{whole}.{tenth}"


def format_signed(tenths: int) -> str:
    """Tenths with an explicit sign for a gain: 5 -> "+0.5", -3 -> "-0.3", 0 -> "0.0"."""
    text = format_points(tenths)
    return "+" + text if tenths > 0 else text


def points_json(tenths: int) -> float:
    """Tenths as a number with one decimal, for JSON output only."""
    return round(_check_int(tenths) / 10, 1)


def parse_points(text: str, decimal_comma: bool = False) -> int:
    """Text with at most one decimal ("1.5", "-0.3", "2") as tenths; with `decimal_comma`
    "1,5" too (a refusal quotes the text as typed)."""
    pattern = _POINTS_OR_COMMA if decimal_comma else _POINTS
    match = pattern.fullmatch(text.strip()) if isinstance(text, str) else None
    if match is None:
        raise RulesError(Words(
            N_("{text} is not a number of points: write a number with at most one "
               "decimal, such as 2, 1.5 or -0.3."), text=repr(text)))
    sign, whole, tenth = match.groups()
    value = int(whole) * 10 + int(tenth or 0)
    return -value if sign == "-" else value


def number_ranges(numbers: Iterable[int], limit: int = 12) -> tuple[str, int]:
    """Numbers (table numbers) in short, runs as ranges: ("3, 8, 11-40, 45", 0); past
    `limit` pieces, the first `limit` and how many numbers are left out (the caller says
    "and N more" in its language)."""
    ordered = sorted(set(int(n) for n in numbers))
    runs: list[list[int]] = []
    for n in ordered:
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    pieces = [str(a) if a == b else (f"{a}, {b}" if b == a + 1 else f"{a}-{b}")
              for a, b in runs]
    if len(pieces) <= limit:
        return ", ".join(pieces), 0
    shown = sum(b - a + 1 for a, b in runs[:limit])
    return ", ".join(pieces[:limit]), len(ordered) - shown
