"""A whole event through the command line, every figure checked against hand-worked values."""

import pytest

POINTS = "--points"


def items(cities, stones, limbo, spaceport):
    return f"cities={cities},preserve_stones={stones},limbo_groups={limbo},spaceport={spaceport}"


def points_of(standings):
    return {r["start_no"]: r["points"] for r in standings}


@pytest.fixture
def event(tmp_path, cli):
    path = tmp_path / "hand.tdevent"
    csv = tmp_path / "players.csv"
    csv.write_text("name,club,paid\n"
                   "Małgorzata Wiśniewska,Kraków,10\n"
                   "Jiří Čermák,,10\n"
                   "Дмитрий Шостакович,Moscow,10\n"
                   'Ben & Jerry,"Ice, Cream",10\n'
                   "<i>Ivy</i> League,,10\n"
                   "=SUM(A1:A9),,10\n", encoding="utf-8")
    cli.ok("new", path, "--name", "Hand Cup", "--games", 3, "--fee", 10, "--seed", 42)
    cli.ok("import-players", path, csv)
    assert cli.ok("add-player", path, "Σωκράτης Αλεξίου").out.strip() == "7"
    added = cli.ok("add-player", path, "Tom \"The Tank\" O'Neill", "--club", "Dublin")
    assert added.out.strip() == "8"
    assert cli.ok("add-player", path, "Zoë 🎲 Dice", "--paid", 6).out.strip() == "9"
    return path


def test_a_whole_competition(event, cli):
    # Game 1: 9 players -> a table of 4 and one of 5, drawn by lot (seed 42).
    seating = cli.ok("seat", event, "--json").json
    assert seating == {"game": 1, "tables": [{"table": 1, "players": [7, 3, 4, 2]},
                                             {"table": 2, "players": [9, 8, 5, 6, 1]}]}
    # Table 1: 4 and 7 share 2nd: (3+2)/2 = 2.5 each; table points .3+.2-.3+.5 = .7;
    # equalization: the reference size is 5 (4 and 5 tie; the larger), so the table of 4 gets +.5
    cli.ok("record", event, "--game", 1, "--table", 1, "--ranks", "3=1,7=2,4=2,2=4",
           POINTS, items(3, 2, 1, "yes"))
    # Player 6 drops out while game 1 is in progress: plays it out, not seated again.
    assert "after game 1" in cli.ok("drop", event, 6).out
    # Late entry: joins game 2 with 0 points.
    assert cli.ok("add-player", event, "Þórunn Guðmundsdóttir").out.strip() == "10"
    refused = cli("seat", event)
    assert refused.code == 2 and "table 2" in refused.err
    # Table 2 (5 players): 5,4,3,2,1; table points .5+0-.6-.5 = -.6; no equalization.
    cli.ok("record", event, "--game", 1, "--table", 2, "--ranks", "1=1,5=2,9=3,8=4,6=5",
           POINTS, items(5, 0, 2, "no"))
    after1 = cli.ok("standings", event, "--json").json
    assert points_of(after1) == {3: 5.2, 1: 4.4, 4: 3.7, 7: 3.7, 5: 3.4, 9: 2.4, 2: 2.2,
                                 8: 1.4, 6: 0.4, 10: 0.0}
    assert [r["rank"] for r in after1] == [1, 2, 3, 3, 5, 6, 7, 8, 9, 10]
    line = after1[0]["games"][0]
    assert line == {"game": 1, "table": 1, "place": 1, "placement": 4.0,
                    "table_points": 0.7, "equalization": 0.5}

    # Game 2: 9 active players (6 gone, 10 in) -> 4 + 5; the best four at table 1.
    game2 = cli.ok("seat", event, "--json").json
    assert [sorted(t["players"]) for t in game2["tables"]] == [[1, 3, 4, 7], [2, 5, 8, 9, 10]]
    cli.ok("record", event, "--game", 2, "--table", 1, "--ranks", "4=1,1=2,3=3,7=4",
           POINTS, items(2, 1, 0, "yes"))  # +.8 and +.5 for a table of 4
    cli.ok("record", event, "--game", 2, "--table", 2, "--ranks", "10=1,2=2,8=3,5=4,9=5",
           POINTS, items(4, 3, 3, "yes"))  # .4+.3-.9+.5 = +.3
    assert "not seated again" in cli.ok("drop", event, 9).out
    after2 = points_of(cli.ok("standings", event, "--json").json)
    assert after2 == {4: 9.0, 1: 8.7, 3: 8.5, 2: 6.5, 7: 6.0, 5: 5.7, 10: 5.3, 8: 4.7,
                      9: 3.7, 6: 0.4}

    # Game 3: 8 active -> 4 + 4, by the standings after game 2.
    game3 = cli.ok("seat", event, "--json").json
    assert [sorted(t["players"]) for t in game3["tables"]] == [[1, 2, 3, 4], [5, 7, 8, 10]]
    # A correction to game 1 after game 2 was played and game 3 seated: 5 won, 1 was 2nd.
    fixed = cli.ok("record", event, "--game", 1, "--table", 2, "--ranks", "1=2,5=1,9=3,8=4,6=5",
                   POINTS, items(5, 0, 2, "no"))
    assert "Games 2 and 3 stay seated as they were" in fixed.out
    assert cli.ok("seating", event, "--game", 3, "--json").json == game3
    corrected = points_of(cli.ok("standings", event, "--json").json)
    assert corrected[1] == 7.7 and corrected[5] == 6.7

    # Game 3: both tables of 4 get +.5.
    cli.ok("record", event, "--game", 3, "--table", 1, "--ranks", "4=1,3=2,1=3,2=4",
           POINTS, items(0, 0, 0, "no"))  # -.5
    refused = cli("payout", event)
    assert refused.code == 2 and "after the last game" in refused.err
    cli.ok("record", event, "--game", 3, "--table", 2, "--ranks", "7=1,10=2,5=2,8=4",
           POINTS, items(4, 1, 0, "yes"))  # +1.0; 10 and 5 share 2nd: 2.5
    final = cli.ok("standings", event, "--json").json
    assert points_of(final) == {4: 13.0, 3: 11.5, 7: 11.5, 5: 10.7, 1: 9.7, 10: 9.3,
                                2: 7.5, 8: 7.2, 9: 3.7, 6: 0.4}
    assert [(r["rank"], r["start_no"]) for r in final[:3]] == [(1, 4), (2, 3), (2, 7)]
    assert final[1]["level"] and final[2]["level"] and not final[0]["level"]
    assert final[-1]["games"] == [{"game": 1, "table": 2, "place": 5, "placement": 1.0,
                                   "table_points": -0.6, "equalization": 0.0}]

    # Without tie-break values 3 and 7 stay level and share 2nd place: (28 + 0) / 2 = 14.
    shared = cli.ok("payout", event, "--json").json
    assert shared["winners"] == [{"place": 1, "start_no": 4, "amount": 57},
                                 {"place": 2, "start_no": 3, "amount": 14},
                                 {"place": 2, "start_no": 7, "amount": 14}]
    assert shared["left_over"] == {"start_no": 9, "amount": 1}
    assert shared["total_paid"] == 96

    # 3 and 7 are level: cards and tokens equal, 7 is Harbour Master.
    cli.ok("tiebreak", event, 3, "--values", "cards_and_tokens=5,harbour_master=no")
    cli.ok("tiebreak", event, 7, "--values", "cards_and_tokens=5,harbour_master=yes")
    final = cli.ok("standings", event, "--json").json
    assert [(r["rank"], r["start_no"]) for r in final[:3]] == [(1, 4), (2, 7), (3, 3)]

    # Pot 8x10 + 6 + 10 = 96; last-game winners 4 and 7 get 5 back; rest 86;
    # 10 participants -> 2 winners, 66.6%: 57, then 28; left over 1 to the 9th of 10.
    doc = cli.ok("payout", event, "--json").json
    assert len(doc.pop("fingerprint")) == 64  # the audit log's head (issue 24)
    assert doc == {
        "pot": 96,
        "refunds": [{"start_no": 4, "amount": 5}, {"start_no": 7, "amount": 5}],
        "rest": 86,
        "winners": [{"place": 1, "start_no": 4, "amount": 57},
                    {"place": 2, "start_no": 7, "amount": 28}],
        "left_over": {"start_no": 9, "amount": 1},
        "total_paid": 96,
        "give_back": [],  # beyond the fixed keys: nobody paid and never sat
        "left_over_level_with": [],
    }
    players = cli.ok("players", event, "--json").json
    assert [p["status"] for p in players] == ["active"] * 5 + ["dropped", "active", "active",
                                                               "dropped", "active"]
    assert players[3] == {"start_no": 4, "name": "Ben & Jerry", "club": "Ice, Cream",
                          "paid": 10, "status": "active", "checked_in": False}
    assert cli("seat", event).code == 2  # the event is complete
    log = cli.ok("log", event, "--json", "--limit", 100).json
    actions = [e["action"] for e in reversed(log)]
    assert actions.count("record") == 6 and actions.count("correct") == 1
    assert actions.count("drop") == 2 and actions.count("tiebreak") == 2
    correction = next(e for e in log if e["action"] == "correct")
    assert correction["before"]["places"]["1"] == 1 and correction["after"]["places"]["1"] == 2



def test_export_csv(cli, tmp_path):
    """`export EVENT players|standings|results -o FILE.csv`; an event file is refused."""
    import csv
    event = tmp_path / "e.tdevent"
    cli.ok("demo", event, "--players", 9, "--games", 2)
    out = tmp_path / "standings.csv"
    result = cli.ok("export", event, "standings", "-o", out)
    assert "9 rows" in result.out
    with open(out, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0][:5] == ["Rank", "Start no", "Name", "Club", "Total"] and len(rows) == 10
    refused = cli("export", event, "players", "-o", event)
    assert refused.code == 2 and "event file" in refused.err and len(refused.err.splitlines()) == 1
    refused = cli("export", event, "prizes", "-o", out)
    assert refused.code == 2


def test_print_player_list_before_seating(cli, tmp_path):
    """The player list prints before any game is seated; unpaid players say so."""
    from pypdf import PdfReader
    event = tmp_path / "e.tdevent"
    cli.ok("new", event, "--name", "List", "--games", 2, "--fee", 10)
    cli.ok("add-player", event, "Ada <b>&amp; Lovelace", "--paid", 0)
    cli.ok("add-player", event, "Zoë Paid")
    out = tmp_path / "players.pdf"
    cli.ok("print", event, "players", "-o", out)
    text = PdfReader(str(out)).pages[0].extract_text()
    assert "Ada <b>&amp; Lovelace" in text and "unpaid" in text and "Zoë Paid" in text
