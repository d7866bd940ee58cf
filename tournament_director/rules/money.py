"""Money as integer cents: whole units, amounts as typed ("7,50") and as JSON gives them."""

from __future__ import annotations

import re

from .errors import RulesError
from .words import N_, Words

UNIT = 100  # cents in a whole unit of the currency (a euro, a dollar)

# digits, or digits grouped in thousands ("1.000", "1,000", "1 000"), then at most two decimals
# after a point or a comma ("7.50", "7,5"): a group sign is never the decimal sign
_AMOUNT = re.compile(r"(\d{1,3}(?:([.,\u00a0\u202f ])\d{3})(?:\2\d{3})*|\d+)"
                     r"(?:([.,])(\d{1,2}))?")


def _check_int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"money must be integer cents, got {value!r}")
    return value


def whole_units(cents: int) -> int:
    """`cents` rounded down to a whole unit: 1234 -> 1200 (a prize or a refund is whole)."""
    return _check_int(cents) // UNIT * UNIT


def money_json(cents: int) -> int | float:
    """Cents as JSON gives money: a whole amount as an integer (20), else with at most two
    decimals (7.5, 7.05)."""
    units, rest = divmod(_check_int(cents), UNIT)
    return units if rest == 0 else round(cents / UNIT, 2)


def cents_of(value: object) -> int:
    """A money number of a JSON document (20, 7.5) back in cents; 0 for none."""
    if value is None or isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return value * UNIT
    return round(float(str(value)) * UNIT)


def parse_amount(text: str) -> int:
    """An amount as a person types it, in cents: "20", "7.50", "7,5", "1.000", "1.000,50",
    "1,000.50" (the thousands grouped by a sign that is not the decimal sign). Not negative;
    RulesError for anything else."""
    match = _AMOUNT.fullmatch(text.strip()) if isinstance(text, str) else None
    if match is None or (match[2] and match[3] and match[2] == match[3]):
        raise RulesError(Words(N_("{text} is not an amount of money: write it as 20, 7.50 or "
                                  "7,50 (at most two decimals)."), text=repr(text)))
    whole, group, _sign, decimals = match.groups()
    units = int(whole.replace(group, "") if group else whole)
    return units * UNIT + int((decimals or "0").ljust(2, "0"))
