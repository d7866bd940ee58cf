"""Money at the edges: fees to give back, the shared left-over place, which ties matter."""

from hypothesis import given
from hypothesis import strategies as st

from tournament_director.rules.payout import payout, winners_for
from tournament_director.rules.tiebreak import money_groups


def test_fees_of_players_who_never_sat_are_given_back():
    fees = {1: 20, 2: 20, 3: 20}
    p = payout(fees, [1], [(1, 1), (2, 2), (3, 3)], 3, outside={7: 20, 8: 0, 5: 15})
    assert p.pot == 60 and p.total_paid == 60
    assert p.give_back == ((5, 15), (7, 20))  # by start number; nothing to give back to 8


def test_left_over_with_a_shared_second_to_last_place():
    # 5 players, the last three level: second-to-last place is shared by 3, 4, 5.
    fees = {p: 10 for p in range(1, 6)}
    ranking = [(1, 2), (2, 1), (3, 5), (3, 3), (3, 4)]
    p = payout(fees, [2], ranking, 5)
    assert p.left_over[0] == 3  # the lowest start number of the level group
    assert p.left_over_level == (4, 5)
    single = payout(fees, [2], [(1, 2), (2, 1), (3, 3), (4, 4), (5, 5)], 5)
    assert single.left_over[0] == 4 and single.left_over_level == ()


def test_money_groups_only_where_order_changes_money():
    # 10 participants: 2 prize places; second-to-last is place 9.
    points = [(1, 90), (2, 80), (3, 80), (4, 70), (5, 70), (6, 50), (7, 50), (8, 40),
              (9, 30), (10, 30)]
    # 2 and 3 cover place 2 (a prize); 4/5 and 6/7 change no money; 9/10 cover place 9.
    assert money_groups(points, 2) == [[2, 3], [9, 10]]
    # Level for first place.
    assert money_groups([(1, 5), (2, 5), (3, 1)], 1) == [[1, 2]]
    # Only the last two level: places 2 and 3 of 3 -> covers second-to-last.
    assert money_groups([(1, 9), (2, 5), (3, 5)], 1) == [[2, 3]]
    assert money_groups([(1, 9), (2, 8), (3, 7), (4, 7), (5, 7), (6, 1)], 1) == [[3, 4, 5]]
    assert money_groups([(1, 9), (2, 8), (3, 7), (4, 7), (5, 6), (6, 1)], 1) == []


@given(st.lists(st.integers(0, 6), min_size=1, max_size=40))
def test_money_groups_property(values):
    points = sorted(((i + 1, v) for i, v in enumerate(values)), key=lambda x: -x[1])
    count, _ = winners_for(len(points))
    groups = money_groups(points, count)
    n = len(points)
    chosen = {p for g in groups for p in g}
    position = 0
    for value in sorted({v for _, v in points}, reverse=True):
        members = [p for p, v in points if v == value]
        first, last = position + 1, position + len(members)
        position = last
        matters = len(members) > 1 and (first <= count or (n >= 2 and first <= n - 1 <= last))
        assert (members in groups) == matters
        if not matters:
            assert not chosen & set(members)


@given(st.dictionaries(st.integers(1, 40), st.integers(0, 300), min_size=1, max_size=30),
       st.dictionaries(st.integers(41, 60), st.integers(0, 300), max_size=5))
def test_every_fee_is_in_the_pot_or_given_back(fees, outside):
    ranking = [(i + 1, p) for i, p in enumerate(sorted(fees))]
    p = payout(fees, [], ranking, len(fees), outside=outside)
    assert p.total_paid == p.pot == sum(fees.values())
    assert p.pot + sum(fee for _, fee in p.give_back) == sum(fees.values()) + sum(
        outside.values())
    assert all(fee > 0 for _, fee in p.give_back)


def test_the_second_to_last_place_decides_for_two_players_too():
    # the left-over goes to the second-to-last: two level players decide it, prize or not
    assert money_groups([(1, 5), (2, 5)], 0) == [[1, 2]]
    assert money_groups([(1, 5), (2, 5)], 1) == [[1, 2]]
    assert money_groups([(1, 5)], 0) == []
