"""A campaign through the command line: placement points only, extended while first place
is level."""


def test_campaign_extends_while_first_place_is_level(tmp_path, cli):
    path = tmp_path / "campaign.tdevent"
    cli.ok("new", path, "--name", "Winter Campaign", "--games", 2, "--fee", 0,
           "--mode", "campaign", "--seed", 9)
    for name in ("Anna", "Bram", "Chloé", "Dawid"):
        cli.ok("add-player", path, name)
    game1 = cli.ok("seat", path, "--json").json
    assert len(game1["tables"]) == 1 and sorted(game1["tables"][0]["players"]) == [1, 2, 3, 4]
    refused = cli("record", path, "--game", 1, "--table", 1, "--ranks", "1=1,2=2,3=3,4=4",
                  "--points", "cities=1")
    assert refused.code == 2 and "no table points" in refused.err
    cli.ok("record", path, "--game", 1, "--table", 1, "--ranks", "1=1,2=2,3=3,4=4")
    cli.ok("seat", path)
    cli.ok("record", path, "--game", 2, "--table", 1, "--ranks", "2=1,1=2,4=3,3=4")
    standings = cli.ok("standings", path, "--json").json
    assert [(r["rank"], r["start_no"], r["points"]) for r in standings] == [
        (1, 1, 7.0), (1, 2, 7.0), (3, 3, 3.0), (3, 4, 3.0)]
    assert standings[0]["games"][0] == {"game": 1, "table": 1, "place": 1, "placement": 4.0,
                                        "table_points": 0.0, "equalization": 0.0}
    assert "extension" in cli.ok("status", path).out
    # first place level after the agreed games: game 3 is an extension game
    assert cli.ok("seat", path, "--json").json["game"] == 3
    cli.ok("record", path, "--game", 3, "--table", 1, "--ranks", "1=1,2=1,3=3,4=4")
    # 1 and 2 shared the win (3.5 each): still level, so game 4
    assert cli.ok("seat", path, "--json").json["game"] == 4
    cli.ok("record", path, "--game", 4, "--table", 1, "--ranks", "2=1,1=2,3=3,4=4")
    final = cli.ok("standings", path, "--json").json
    assert [(r["rank"], r["start_no"], r["points"]) for r in final[:2]] == [(1, 2, 14.5),
                                                                            (2, 1, 13.5)]
    refused = cli("seat", path)
    assert refused.code == 2 and "complete" in refused.err
    refused = cli("payout", path)
    assert refused.code == 2 and "campaign" in refused.err


def test_campaign_of_more_than_six_is_seated_like_a_competition(tmp_path, cli):
    path = tmp_path / "big.tdevent"
    cli.ok("new", path, "--name", "Club Campaign", "--games", 1, "--fee", 0,
           "--mode", "campaign", "--seed", 4)
    for i in range(7):
        cli.ok("add-player", path, f"Player {i + 1}")
    game = cli.ok("seat", path, "--json").json
    assert [len(t["players"]) for t in game["tables"]] == [3, 4]
    small, large = game["tables"]
    cli.ok("record", path, "--game", 1, "--table", 1,
           "--ranks", ",".join(f"{p}={i}" for i, p in enumerate(small["players"], 1)))
    cli.ok("record", path, "--game", 1, "--table", 2,
           "--ranks", ",".join(f"{p}={i}" for i, p in enumerate(large["players"], 1)))
    standings = cli.ok("standings", path, "--json").json
    # no equalization in a campaign: the winner of the table of 3 has 3, of 4 has 4
    assert standings[0]["points"] == 4.0
    assert {r["points"] for r in standings} == {4.0, 3.0, 2.0, 1.0}
