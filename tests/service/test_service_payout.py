"""Prize money through the service: the seed's 20-player example, end to end."""

import random

from tournament_director.service import prizes, registration, results, seating
from tournament_director.service.event import Event
from tournament_director.service.prizes import level_on_points
from tournament_director.service.views import payout_json, report_payout


def play(ev, game_no, rng):
    for t in ev.game(game_no).tables:
        order = list(t.players)
        rng.shuffle(order)
        results.record(ev, game_no, t.table, places={p: i for i, p in enumerate(order, 1)},
                       items={"cities": rng.randrange(5), "preserve_stones": rng.randrange(5),
                              "limbo_groups": rng.randrange(3), "spaceport": rng.random() < .5})


def test_seed_example_20_players_fee_100(tmp_path):
    rng = random.Random(20)
    with Event.create(tmp_path / "e.tdevent", name="Seed", games=2, fee=100_00, seed=1) as ev:
        registration.register_many(ev, [{"name": f"Player {i + 1}"} for i in range(20)])
        seating.seat_next_game(ev)
        play(ev, 1, rng)
        game2 = seating.seat_next_game(ev).value
        assert len(game2.tables) == 4  # "the games from the second game on are played on 4 tables"
        play(ev, 2, rng)
        for start_no in level_on_points(ev.standings(final=False)):  # a clean ranking
            prizes.set_tiebreak(ev, start_no,
                                {"cards_and_tokens": start_no, "harbour_master": False})
        ranking = [r.player.start_no for r in ev.standings()]
        assert len(set(r.rank for r in ev.standings())) == 20
        doc = payout_json(ev)
        winners_of_last_game = {p for t in ev.game(2).tables for p, place in t.places.items()
                                if place == 1}
        assert doc["pot"] == 2000
        assert sorted(r["start_no"] for r in doc["refunds"]) == sorted(winners_of_last_game)
        assert [r["amount"] for r in doc["refunds"]] == [50, 50, 50, 50]
        assert doc["rest"] == 1800
        assert [(w["place"], w["start_no"], w["amount"]) for w in doc["winners"]] == [
            (1, ranking[0], 959), (2, ranking[1], 479), (3, ranking[2], 239),
            (4, ranking[3], 119)]
        assert doc["left_over"] == {"start_no": ranking[18], "amount": 4}
        assert doc["total_paid"] == 2000
        report = report_payout(ev)
        assert report["participants"] == 20 and report["first_share"] == "53.3%"
        assert report["left_over"]["place"] == 19
        assert report["winners"][1]["basis"] == "half of 959"
