"""Money in cents: an amount as typed in English, German and Dutch, and as JSON gives it."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.rules.errors import RulesError
from tournament_director.rules.money import (
    cents_of,
    money_json,
    parse_amount,
    whole_units,
)


@pytest.mark.parametrize("typed, cents", [
    ("20", 2000), ("0", 0), ("7.50", 750), ("7,50", 750), ("7,5", 750), ("7.05", 705),
    ("5,50", 550), (" 12 ", 1200), ("1.000", 100000), ("1,000", 100000), ("1 000", 100000),
    ("1.000,50", 100050), ("1,000.50", 100050), ("1.000.000", 100000000), ("1000.00", 100000),
    ("0,99", 99), ("7.505", 750500),  # German groups thousands with a point
])
def test_an_amount_as_typed(typed, cents):
    assert parse_amount(typed) == cents


@pytest.mark.parametrize("typed", ["", "-5", "7.5055", "7,5,0", "1.000.5", "1.000.50", "abc",
                                   "5 EUR", "1,000,50", "1.00.000", ".50", "7."])
def test_what_is_not_an_amount(typed):
    with pytest.raises(RulesError, match="is not an amount of money"):
        parse_amount(typed)


def test_money_in_json_has_at_most_two_decimals():
    assert [money_json(c) for c in (2000, 750, 705, 1, 0)] == [20, 7.5, 7.05, 0.01, 0]
    assert json.dumps([money_json(2000), money_json(750)]) == "[20, 7.5]"
    assert [cents_of(v) for v in (20, 7.5, 7.05, 0.01, None)] == [2000, 750, 705, 1, 0]
    assert whole_units(4528) == 4500 and whole_units(99) == 0


@given(st.integers(0, 10**11))
def test_cents_survive_json_and_typing(cents):
    assert cents_of(json.loads(json.dumps(money_json(cents)))) == cents
    units, rest = divmod(cents, 100)
    assert parse_amount(f"{units},{rest:02d}") == cents == parse_amount(f"{units}.{rest:02d}")
    assert parse_amount(f"{units:,}.{rest:02d}") == cents  # grouped as English writes it
    assert whole_units(cents) <= cents < whole_units(cents) + 100
