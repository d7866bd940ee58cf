"""A player's adjustments reach the phones: in data.json and on the player's own page."""

import json
import re

from tournament_director.cli import main
from tournament_director.service import adjustments, registration, results, seating
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
    rows = re.findall(r'<tr class="adj"><td colspan="4">(.*?)</td><td class="n">(.*?)</td>',
                      page)
    assert rows == [("Penalty: Late back from lunch", "-1.0"),
                    ("Award: &lt;b&gt;Fair&lt;/b&gt; &amp; square (game 1)", "+0.5")]
    assert "<b>Fair" not in page


def test_the_player_page_adds_up_to_the_total(tmp_path, capsys):
    """Games, then each adjustment, then the total: the column adds up (issue 35)."""
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=2, fee=10, seed=2, table_points="none") as ev:
        registration.register_many(ev, [{"name": f"Player {i}"} for i in range(1, 8)])
        seating.seat_next_game(ev)
        for t in ev.game(1).tables:
            results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)})
        adjustments.adjust(ev, 3, "-1.5", "Late back from lunch", game_no=1)
        total = ev.points()[3]
    out = tmp_path / "site"
    assert main(["publish", str(path), "-o", str(out)]) == 0, capsys.readouterr().err
    page = (out / "player-3.html").read_text(encoding="utf-8")
    body = page[page.index("<tbody>"):page.index("</tbody>")]
    figures = [float(v) for v in re.findall(r'<td class="n">([-+]?\d+\.\d)</td>', body)]
    *parts, shown_total = figures
    assert round(sum(parts), 1) == shown_total == total / 10
    assert "Penalty: Late back from lunch (game 1)" in body and "-1.5" in body
    standings = (out / "standings.html").read_text(encoding="utf-8")
    assert "Penalty: Late back from lunch (game 1): -1.5" in standings
