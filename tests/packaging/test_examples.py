"""The example files a director starts from (resources/examples/) import as they say."""

from __future__ import annotations

from pathlib import Path

from tournament_director.service.csvimport import read_players_csv

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


def test_the_players_template_imports_every_row_with_its_club_and_fee():
    preview = read_players_csv(EXAMPLES / "players-template.csv")
    assert preview.errors == [] and preview.ignored == []
    rows = {r["name"]: (r["club"], r["paid"]) for r in preview.rows}
    assert rows == {  # paid in cents
        "Anna Berg": ("Meeples & Co", 2000),
        "Jan de Vries": ("", 2000),
        "O'Brien, Siobhán": ("Dublin Dice", 2000),  # a comma inside quotes stays in the name
        "Łukasz Żółć": ("Kraków", 0),             # 0: registered, not paid yet
        "Sam Lee": ("", None),                    # empty: the event's fee
    }


def test_the_39_player_example_imports_whole():
    preview = read_players_csv(EXAMPLES / "players-39.csv")
    assert preview.errors == [] and len(preview.rows) == 39
