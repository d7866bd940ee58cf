"""Table plans: properties for 3 to 2000 players, checked against independent re-statements."""

import re
from collections import Counter

import pytest

from tournament_director.rules.errors import RulesError
from tournament_director.rules.plans import (
    PlanError,
    describe_plan,
    first_game_plan,
    later_game_plan,
    size_counts,
    small_table_plan,
    table_plan,
)

N_RANGE = range(3, 2001)

# The seed's list for later games, exactly as printed ("2x4" = two tables of 4).
SEED_LIST_TEXT = {
    7: "3 + 4", 8: "2x4", 9: "4 + 5", 10: "2x5", 11: "5 + 6", 12: "3 + 4 + 5",
    13: "2x4 + 5", 14: "4 + 2x5", 15: "4 + 5 + 6", 16: "3 + 2x4 + 5", 17: "3 + 4 + 2x5",
    18: "3 + 4 + 5 +6", 19: "2x4 + 5 + 6", 20: "4 + 2x5 + 6", 21: "3 + 2x4 + 2x5",
}


def parse_config(text):
    sizes = Counter()
    for part in text.split("+"):
        count, _, size = part.strip().rpartition("x")
        sizes[int(size)] += int(count or 1)
    return sizes


def later_restated(n):
    """The seed's prose, followed literally, as a Counter of table sizes."""
    if n <= 6:
        return Counter([n])
    if n <= 21:
        return parse_config(SEED_LIST_TEXT[n])
    groups = n // 18
    remaining = n - groups * 18
    result = Counter()
    if 4 <= remaining <= 6:
        for _ in range(groups):
            result += parse_config(SEED_LIST_TEXT[18])
        result[remaining] += 1
    elif remaining > 6:
        for _ in range(groups):
            result += parse_config(SEED_LIST_TEXT[18])
        result += parse_config(SEED_LIST_TEXT[remaining])
    else:
        for _ in range(groups - 1):
            result += parse_config(SEED_LIST_TEXT[18])
        result += parse_config(SEED_LIST_TEXT[18 + remaining])
    return result


def one_odd_table_counts(n):
    """Table counts of every plan of RULES.md rule 3 for n players."""
    counts = set()
    for tables in range(2, n // 3 + 1):
        for k in (4, 5, 6):
            for odd in (k - 1, k + 1):
                if 3 <= odd <= 6 and (tables - 1) * k + odd == n:
                    counts.add(tables)
    return counts


def test_every_plan_seats_everyone_exactly_once_within_limits():
    for n in N_RANGE:
        first, later = first_game_plan(n), later_game_plan(n)
        for sizes in (first, later):
            assert sum(sizes) == n
            assert all(3 <= s <= 6 for s in sizes), (n, sizes)
            assert sizes == sorted(sizes)
        if n not in (5,):
            small = small_table_plan(n)
            assert sum(small) == n
            assert all(s in (3, 4) for s in small)
            assert small == sorted(small)


def test_first_game_plan_follows_rules_1_to_4():
    for n in N_RANGE:
        sizes = first_game_plan(n)
        counts = Counter(sizes)
        if n <= 6:
            assert sizes == [n]
        elif any(n % k == 0 for k in (4, 5, 6)):
            # Rule 2: equal tables, of the largest size that divides.
            k = max(k for k in (4, 5, 6) if n % k == 0)
            assert sizes == [k] * (n // k), n
        elif one_odd_table_counts(n):
            # Rule 3: one size plus exactly one table one larger or smaller, fewest tables.
            assert len(sizes) == min(one_odd_table_counts(n)), (n, sizes)
            assert len(counts) == 2 and max(sizes) - min(sizes) == 1
            assert min(counts.values()) == 1
            main = max(counts, key=lambda s: (counts[s], s)) if len(sizes) > 2 else None
            if main is not None:
                assert main in (4, 5, 6)
        else:
            # Rule 4: fewest tables of at most 6, sizes differing by at most one.
            assert max(sizes) - min(sizes) <= 1, (n, sizes)
            assert len(sizes) == -(-n // 6)


def test_rule_4_examples():
    assert first_game_plan(22) == [5, 5, 6, 6]
    assert first_game_plan(38) == [5, 5, 5, 5, 6, 6, 6]
    assert first_game_plan(58) == [5, 5, 6, 6, 6, 6, 6, 6, 6, 6]
    assert first_game_plan(7) == [3, 4]
    assert first_game_plan(12) == [6, 6]
    assert first_game_plan(101) == [5] + [6] * 16


def test_later_game_plan_follows_the_18_group_rule():
    for n in N_RANGE:
        assert Counter(later_game_plan(n)) == later_restated(n), n


def test_later_game_plan_seed_list_and_growth():
    for n, text in SEED_LIST_TEXT.items():
        assert later_game_plan(n) == sorted(parse_config(text).elements())
    assert later_game_plan(22) == [3, 4, 4, 5, 6]
    assert later_game_plan(36) == [3, 3, 4, 4, 5, 5, 6, 6]
    assert later_game_plan(43) == [3, 3, 3, 4, 4, 4, 5, 5, 6, 6]  # 2x18 + the list's 7


@pytest.mark.parametrize("n,expected", [
    (3, [3]), (4, [4]), (6, [3, 3]), (7, [3, 4]), (8, [4, 4]), (9, [3, 3, 3]),
    (10, [3, 3, 4]), (11, [3, 4, 4]), (12, [4, 4, 4]), (13, [3, 3, 3, 4]), (17, [3, 3, 3, 4, 4]),
])
def test_small_table_plan_examples(n, expected):
    assert small_table_plan(n) == expected


def test_small_table_plan_fewest_threes():
    for n in N_RANGE:
        if n == 5:
            continue
        sizes = small_table_plan(n)
        threes = sizes.count(3)
        assert threes <= 3
        # No plan with fewer tables of 3 exists.
        assert not any((n - 3 * t) >= 0 and (n - 3 * t) % 4 == 0 for t in range(threes))


@pytest.mark.parametrize("n,message", [
    (5, "5 players cannot be seated at tables of 3 or 4 players: add or remove a player (4 or 6 "
        "can be seated)."),
    (1, "A game needs at least 3 players, but there is 1: register or keep more players before "
        "seating."),
    (0, "A game needs at least 3 players, but there are 0: register or keep more players before "
        "seating."),
    (2, "A game needs at least 3 players, but there are 2: register or keep more players before "
        "seating."),
    (-3, "A game needs at least 3 players, but there are -3: register or keep more players "
         "before seating."),
])
def test_small_table_plan_refuses(n, message):
    # the refusal for 5 names 5 (and what can be seated), never the 6 it could be confused with
    with pytest.raises(PlanError, match=f"^{re.escape(message)}$"):
        small_table_plan(n)


@pytest.mark.parametrize("n", [0, 1, 2, -1])
def test_too_few_players(n):
    for plan in (first_game_plan, later_game_plan):
        with pytest.raises(PlanError, match="at least 3 players"):
            plan(n)
    assert issubclass(PlanError, RulesError) and issubclass(PlanError, ValueError)


def test_table_plan_dispatch():
    assert table_plan(39) == first_game_plan(39)
    assert table_plan(39, 1, 6) == [4, 5, 5, 5, 5, 5, 5, 5]
    assert table_plan(39, 2) == [3, 3, 4, 4, 4, 5, 5, 5, 6]
    assert table_plan(39, 5, 6) == later_game_plan(39)
    assert table_plan(10, 1, 4) == [3, 3, 4]
    assert table_plan(10, 3, 4) == [3, 3, 4]
    with pytest.raises(PlanError, match="^5 players cannot be seated at tables of 3 or 4"):
        table_plan(5, 2, 4)
    with pytest.raises(PlanError, match="^There is no game 0: games are numbered from 1.$"):
        table_plan(10, 0)
    with pytest.raises(PlanError, match="not for games of at most 5: choose another game"):
        table_plan(10, 1, 5)
    assert table_plan(6, 1, 4) == [3, 3] and table_plan(4, 2, 4) == [4]


def test_describe_plan():
    assert describe_plan([3, 3, 4, 4, 4, 5, 5, 5, 6]) == "9 tables of 3, 3, 4, 4, 4, 5, 5, 5, 6"
    assert describe_plan([5]) == "1 table of 5"
    assert describe_plan([4] * 7) == "7 tables of 4"
    assert describe_plan([3, 4]) == "2 tables of 3, 4"


def test_describe_no_plan_and_count_sizes():
    assert describe_plan([]) == "no tables"
    assert size_counts([5, 3, 4, 4, 5, 5]) == [(3, 1), (4, 2), (5, 3)]
    assert size_counts([]) == []


def test_two_players_at_one_table_where_the_game_allows_it():
    assert table_plan(2, 1, max_size=2, min_table=2) == [2]
    assert table_plan(2, 4, max_size=6, min_table=2) == [2]
    with pytest.raises(PlanError, match="there are 2: register or keep more players"):
        table_plan(2, 1, max_size=6, min_table=3)
