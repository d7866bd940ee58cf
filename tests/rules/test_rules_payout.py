"""Prize money (Thomassen/Bruins): examples and properties."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.rules.errors import RulesError
from tournament_director.rules.payout import payout, percent_text, winners_for
from tournament_director.rules.scoring import competition_ranks

EUR = 100  # the amounts are cents
FEES_20 = {p: 100 * EUR for p in range(1, 21)}
WINNERS_20 = [1, 6, 11, 16]


@pytest.mark.parametrize("n,expected", [
    (1, (1, 1000)), (7, (1, 1000)), (8, (2, 666)), (12, (2, 666)), (13, (3, 571)),
    (17, (3, 571)), (18, (4, 533)), (22, (4, 533)), (23, (5, 516)), (200, (5, 516))])
def test_winners_for(n, expected):
    assert winners_for(n) == expected


def test_winners_for_nobody():
    with pytest.raises(RulesError, match="^Prize money needs at least one participant.$"):
        winners_for(0)


def test_percent_text():
    assert [percent_text(t) for t in (516, 533, 571, 666, 1000)] == [
        "51.6%", "53.3%", "57.1%", "66.6%", "100%"]


def test_shared_second_place():
    ranking = [(1, 1), (2, 2), (2, 3), (4, 4)] + [(p, p) for p in range(5, 21)]
    result = payout(FEES_20, WINNERS_20, ranking, 20)
    assert [(w.place, w.places, w.player, w.amount) for w in result.winners] == [
        (1, (1,), 1, 959 * EUR), (2, (2, 3), 2, 359 * EUR), (2, (2, 3), 3, 359 * EUR),
        (4, (4,), 4, 119 * EUR)]
    assert result.winners[1].basis == "shared: (479+239)/2"
    assert result.left_over == (19, (1800 - 959 - 718 - 119) * EUR)
    assert result.total_paid == 2000 * EUR


def test_tie_across_the_last_paid_place():
    ranking = [(1, 1), (2, 2), (3, 3), (4, 4), (4, 5), (4, 6)] + [(p, p) for p in range(7, 21)]
    result = payout(FEES_20, WINNERS_20, ranking, 20)
    shared = [w for w in result.winners if w.place == 4]
    assert [(w.player, w.amount, w.places) for w in shared] == [
        (4, 39 * EUR, (4, 5, 6)), (5, 39 * EUR, (4, 5, 6)), (6, 39 * EUR, (4, 5, 6))]
    assert shared[0].basis == "shared: (119+0+0)/3"
    assert result.left_over == (19, (1800 - 959 - 479 - 239 - 117) * EUR)


def test_small_event_one_winner_takes_the_rest():
    fees = {1: 10 * EUR, 2: 10 * EUR, 3: 15 * EUR, 4: 0}
    result = payout(fees, [3], [(1, 2), (2, 4), (3, 1), (4, 3)], 4)
    assert result.pot == 35 * EUR
    assert result.refunds == ((3, 7 * EUR),)  # half of 15, rounded down to a whole unit
    assert result.rest == 28 * EUR
    assert result.shares == (28 * EUR,)
    assert [(w.player, w.amount, w.basis) for w in result.winners] == [
        (2, 28 * EUR, "100% of 28")]
    assert result.left_over == (1, 0)
    assert result.total_paid == 35 * EUR


def test_everyone_level():
    ranking = [(1, p) for p in range(1, 21)]
    result = payout(FEES_20, WINNERS_20, ranking, 20)
    assert {w.amount for w in result.winners} == {(959 + 479 + 239 + 119) // 20 * EUR}
    assert len(result.winners) == 20
    assert result.total_paid == 2000 * EUR


@pytest.mark.parametrize("args,fragment", [
    (({1: 100, 2: 100}, [3], [(1, 1), (2, 2)], 2), "player 3"),
    (({1: 100, 2: 100}, [1, 1], [(1, 1), (2, 2)], 2), "twice"),
    (({1: 100, 2: -5}, [1], [(1, 1), (2, 2)], 2), "0 or more"),
    (({1: 100, 2: 2.5}, [1], [(1, 1), (2, 2)], 2), "whole number of cents"),
    (({1: 100, 2: 100}, [1], [(1, 1), (3, 2)], 2), "ranks like 1, 2, 2, 4"),
    (({1: 100, 2: 100}, [1], [(2, 1), (2, 2)], 2), "ranks like 1, 2, 2, 4"),
    (({1: 100, 2: 100}, [1], [(1, 1), (2, 1)], 2), "twice"),
    (({1: 100, 2: 100}, [1], [], 2), "standings"),
])
def test_payout_refuses(args, fragment):
    with pytest.raises(RulesError, match="(?i)" + re.escape(fragment)):
        payout(*args)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_payout_properties(data):
    n = data.draw(st.integers(1, 60))
    players = list(range(1, n + 1))
    fees = {p: data.draw(st.integers(0, 50000)) for p in players}  # cents: 7.50 is 750
    winners = data.draw(st.lists(st.sampled_from(players), unique=True, max_size=max(1, n // 3)))
    points = data.draw(st.lists(st.integers(0, 5), min_size=n, max_size=n))
    ranks = competition_ranks(points)
    ranking = sorted(zip(ranks, players))
    result = payout(fees, winners, ranking, n)

    pot = sum(fees.values())
    assert result.pot == pot
    assert result.total_paid == pot
    prizes = sum(w.amount for w in result.winners)
    refunds = sum(a for _, a in result.refunds)
    assert refunds + prizes + result.left_over[1] == pot
    assert result.rest == pot - refunds >= 0
    assert all(a >= 0 for _, a in result.refunds)
    assert all(w.amount >= 0 for w in result.winners)
    assert result.left_over[1] >= 0
    assert prizes <= result.rest <= pot
    place_rank = ranking[-2][0] if n >= 2 else ranking[0][0]
    level = sorted(p for r, p in ranking if r == place_rank)
    assert result.left_over[0] == level[0]  # second-to-last; shared: the lowest number
    assert result.left_over_level == tuple(level[1:])
    # a refund and every prize are whole units, rounded down; the left-over has the cents
    assert dict(result.refunds) == {p: fees[p] // 2 // EUR * EUR for p in winners}
    assert all(a % EUR == 0 for a in result.shares) and all(
        w.amount % EUR == 0 for w in result.winners)
    count, first = winners_for(n)
    assert result.shares[0] == result.rest * first // 1000 // EUR * EUR
    assert all(b == a // 2 // EUR * EUR for a, b in zip(result.shares, result.shares[1:]))
    assert len(result.shares) == count
    by_rank = {}
    for w in result.winners:
        by_rank.setdefault(w.place, set()).add(w.amount)
    assert all(len(amounts) == 1 for amounts in by_rank.values())
    paid_players = {w.player for w in result.winners}
    assert paid_players == {p for r, p in ranking if r <= count}


def test_how_each_prize_was_computed_as_data():
    ranking = [(1, 1), (2, 2), (2, 3), (4, 4)] + [(p, p) for p in range(5, 21)]
    result = payout(FEES_20, WINNERS_20, ranking, 20)
    assert (result.winners_count, result.first_share_tenths) == (4, 533)
    assert result.shares == (959 * EUR, 479 * EUR, 239 * EUR, 119 * EUR)
    assert [w.how for w in result.winners] == [
        ("share", 533, 1800 * EUR), ("shared", (479 * EUR, 239 * EUR), 2),
        ("shared", (479 * EUR, 239 * EUR), 2), ("half", 239 * EUR)]
    assert [w.basis for w in result.winners] == [
        "53.3% of 1800", "shared: (479+239)/2", "shared: (479+239)/2", "half of 239"]


def test_two_players_the_left_over_goes_to_the_second_to_last():
    result = payout({1: 10, 2: 10}, [], [(1, 5), (2, 9)], 2)
    assert result.winners[0].player == 5 and result.winners[0].amount == 0  # 20 cents
    assert result.left_over == (5, 20)  # the second-to-last of two is the first
    result = payout({1: 10 * EUR, 2: 10 * EUR}, [], [(1, 5), (2, 9)], 2)
    assert result.winners[0].player == 5 and result.winners[0].amount == 20 * EUR
    assert result.left_over == (5, 0)
    level = payout({1: 10 * EUR, 2: 10 * EUR, 3: 10 * EUR}, [], [(1, 1), (2, 3), (2, 2)], 3)
    assert level.left_over == (2, 0) and level.left_over_level == (3,)
    alone = payout({1: 10 * EUR}, [], [(1, 1)], 1)
    assert alone.left_over == (1, 0) and alone.total_paid == 10 * EUR


def test_fees_of_players_who_never_sat_are_given_back():
    result = payout({1: 10, 2: 10}, [], [(1, 1), (2, 2)], 2, outside={9: 10, 4: 0, 7: 5})
    assert result.give_back == ((7, 5), (9, 10))
    assert result.pot == 20


def test_fees_with_cents_are_paid_out_to_the_cent():
    """RULES.md "More settled points", worked by hand: 9 players paid 7.50, one 5.50 (pot
    73.00); the last game's two winners paid 7.50 and 5.50 and get back 3 and 2 (half,
    rounded down to a whole unit); rest 68.00; 10 participants: 2 prizes, 66.6% of 68.00 =
    45.28 -> 45, then 22.50 -> 22; the left-over 1.00 to the 9th."""
    fees = {p: 750 for p in range(1, 10)} | {10: 550}
    ranking = [(p, p) for p in range(1, 11)]
    result = payout(fees, [3, 10], ranking, 10)
    assert result.pot == 7300
    assert result.refunds == ((3, 300), (10, 200))
    assert result.rest == 6800
    assert result.shares == (4500, 2200)
    assert [w.basis for w in result.winners] == ["66.6% of 68", "half of 45"]
    assert result.left_over == (9, 100)
    assert result.total_paid == result.pot == 7300
    odd = payout({1: 725, 2: 725, 3: 725}, [], [(1, 1), (2, 2), (3, 3)], 3)
    assert (odd.pot, odd.winners[0].amount, odd.left_over) == (2175, 2100, (2, 75))
    assert odd.winners[0].basis == "100% of 21.75"


@settings(max_examples=200, deadline=None)
@given(fees=st.lists(st.integers(0, 10**6), min_size=1, max_size=40))
def test_the_pot_to_the_cent_is_paid_out_exactly(fees):
    by_player = dict(enumerate(fees, 1))
    ranking = [(p, p) for p in by_player]
    result = payout(by_player, [1], ranking, len(fees))
    assert result.total_paid == result.pot == sum(fees)
    assert result.left_over[1] >= 0
    assert all(a % EUR == 0 for _, a in result.refunds)
    assert all(w.amount % EUR == 0 for w in result.winners)
