"""Every example printed in the seed rulebook (golden.json), as tests."""

import json
from pathlib import Path

import pytest

from tournament_director.rules.equalization import equalization
from tournament_director.rules.payout import payout, winners_for
from tournament_director.rules.plans import describe_plan, first_game_plan, later_game_plan
from tournament_director.rules.scoring import placement_points
from tournament_director.rules.seating import seat_by_standings

HERE = Path(__file__).resolve().parent
GOLDEN = json.loads((HERE / "golden.json").read_text(encoding="utf-8"))
SHARED_GOLDEN = Path(__file__).resolve().parents[3] / "shared" / "spec" / "golden.json"


def test_golden_copy_matches_the_spec():
    if not SHARED_GOLDEN.exists():
        pytest.skip("shared/spec/golden.json is not beside this clone")
    assert json.loads(SHARED_GOLDEN.read_text(encoding="utf-8")) == GOLDEN


@pytest.mark.parametrize("n", sorted(GOLDEN["first_game_table_sizes"], key=int))
def test_first_game_plan_golden(n):
    assert first_game_plan(int(n)) == GOLDEN["first_game_table_sizes"][n]


@pytest.mark.parametrize("n", sorted(GOLDEN["later_game_table_sizes"], key=int))
def test_later_game_plan_golden(n):
    assert later_game_plan(int(n)) == GOLDEN["later_game_table_sizes"][n]


def test_seed_39_player_example():
    sizes = later_game_plan(39)
    # 39 // 18 = 2 groups; 3 left over, so one group of 18 becomes the list's 21.
    assert sizes == sorted([3, 4, 5, 6] + [3, 4, 4, 5, 5])
    assert sizes.count(3) == 2 and sizes.count(4) == 3
    assert sizes.count(5) == 3 and sizes.count(6) == 1
    assert describe_plan(sizes) == "9 tables of 3, 3, 4, 4, 4, 5, 5, 5, 6"


def test_seed_15_player_rank_to_table_example():
    example = GOLDEN["seating_by_rank_15_players"]
    sizes = later_game_plan(15)
    assert sizes == example["table_sizes"]
    # Player p has rank p: all points differ.
    points = {p: (16 - p) * 10 for p in range(1, 16)}
    for seed in range(5):
        tables = seat_by_standings(points, sizes, seed)
        table_of = {p: t + 1 for t, table in enumerate(tables) for p in table}
        for rank, table_no in example["rank_to_table"].items():
            assert table_of[int(rank)] == table_no
        assert sorted(tables[0]) == [1, 2, 3, 4]
        assert sorted(tables[1]) == [5, 6, 7, 8, 9]
        assert sorted(tables[2]) == list(range(10, 16))


def test_seed_payout_example_20_players():
    """The seed's example in whole euros; the rules count cents (x 100)."""
    ex = GOLDEN["payout_20_players"]
    eur = 100
    fees = {p: ex["fee"] * eur for p in range(1, ex["participants"] + 1)}
    assert sum(fees.values()) == ex["pot"] * eur
    last_winners = [1, 6, 11, 16][: ex["last_game_tables"]]
    ranking = [(p, p) for p in range(1, 21)]
    result = payout(fees, last_winners, ranking, ex["participants"])
    assert result.pot == ex["pot"] * eur == 2000 * eur
    assert result.refunds == tuple((p, ex["refund_each"] * eur) for p in last_winners)
    assert result.rest == ex["rest"] * eur == 1800 * eur
    assert list(result.shares) == [s * eur for s in ex["shares"]] == [
        959 * eur, 479 * eur, 239 * eur, 119 * eur]
    assert [(w.place, w.player, w.amount) for w in result.winners] == [
        (1, 1, 959 * eur), (2, 2, 479 * eur), (3, 3, 239 * eur), (4, 4, 119 * eur)]
    assert [w.basis for w in result.winners] == [
        "53.3% of 1800", "half of 959", "half of 479", "half of 239"]
    assert result.left_over == (ex["left_over_to_place"], ex["left_over"] * eur) == (19, 400)
    assert result.total_paid == 2000 * eur


@pytest.mark.parametrize("row", GOLDEN["winners_by_participants"])
def test_winners_by_participants_golden(row):
    tenths = int(row["first_share_percent"].replace(".", "")) * (
        1 if "." in row["first_share_percent"] else 10)
    for n in {row.get("from", 1), row.get("to", row.get("from", 1) + 40)}:
        assert winners_for(n) == (row["winners"], tenths)


def test_placement_points_5_players_golden():
    ex = GOLDEN["placement_points_5_players_example"]
    points = placement_points([1, 2, 3, 4, 5])
    assert points[0] == ex["winner"] * 10
    assert points[1] == ex["second"] * 10
    assert points[-1] == ex["last"] * 10


@pytest.mark.parametrize("size", [3, 4, 5, 6])
def test_equalization_later_games_golden(size):
    text = GOLDEN["equalization_later_games"][str(size)]
    expected = round(float(text) * 10)
    for game_no in (2, 3, 7):
        assert equalization(size, game_no, [3, 4, 5, 6]) == expected


def test_equalization_game_1_golden():
    ex = GOLDEN["equalization_game_1"]
    assert ex == {"one_table_one_larger": "-0.5", "one_table_one_smaller": "+0.5"}
    assert equalization(6, 1, [5, 5, 5, 6]) == -5   # 21 players
    assert equalization(5, 1, [5, 5, 5, 6]) == 0
    assert equalization(4, 1, [4, 5, 5, 5]) == 5    # 19 players
    assert equalization(5, 1, [4, 5, 5, 5]) == 0
