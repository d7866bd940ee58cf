"""A player's adjustments reach the phones: in data.json and on the player's own page."""

import json

from tournament_director.cli import main
from tournament_director.service import adjustments, registration, seating
from tournament_director.service.event import Event


def test_the_player_page_shows_a_penalty_with_its_reason(tmp_path, capsys):
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=2, fee=10, seed=2, table_points="none") as ev:
        registration.register_many(ev, [{"name": f"Player {i}"} for i in range(1, 8)])
        seating.seat_next_game(ev)
        adjustments.adjust(ev, 3, "-1.0", "Late back from lunch")
        adjustments.adjust(ev, 3, "0.5", "<b>Fair</b> & square", game_no=1)
    out = tmp_path / "site"
    assert main(["publish", str(path), "-o", str(out)]) == 0, capsys.readouterr().err
    doc = json.loads((out / "data.json").read_text(encoding="utf-8"))
    third = next(p for p in doc["players"] if p["start_no"] == 3)
    assert third["adjustments"] == [
        {"points": -1.0, "reason": "Late back from lunch", "game": None},
        {"points": 0.5, "reason": "<b>Fair</b> & square", "game": 1}]
    assert next(p for p in doc["players"] if p["start_no"] == 1)["adjustments"] == []
    page = (out / "player-3.html").read_text(encoding="utf-8")
    assert "-1.0 Late back from lunch" in page
    assert "+0.5 &lt;b&gt;Fair&lt;/b&gt; &amp; square" in page and "<b>Fair" not in page
