"""Terravista Tournament Mode through the command line, and issue 12's edges."""

T1 = ["60/50/40", "45/60/45", "50/50/40"]                      # table of 3: 3 games
T4 = ["80/40/40/40", "50/50/30/70", "40/80/40/40", "50/50/25/25"]  # table of 4: 4 games


def results(players, scores):
    return ",".join(f"{p}={s}" for p, s in zip(players, scores))


def points_of(doc):
    return {r["start_no"]: r["points"] for r in doc}


def test_a_whole_tournament_mode_event(tmp_path, cli):
    ev = tmp_path / "tv.tdevent"
    cli.ok("new", ev, "--name", "Terravista Cup", "--games", 2, "--fee", 10,
           "--game", "terravista-tournament", "--table-points", "none", "--seed", 5)
    for name in ("Jiří Čermák", "Ben & Jerry", "王小明", "Zoë 🎲 Dice", "@handle",
                 "Σωκράτης Αλεξίου", "=SUM(A1:A9)"):
        cli.ok("add-player", ev, name)
    seating = cli.ok("seat", ev, "--json").json["tables"]
    three, four = seating[0]["players"], seating[1]["players"]
    assert (len(three), len(four)) == (3, 4)
    # A table of 4 plays 4 games: 3 scores are refused, nothing is recorded.
    bad = cli("record", ev, "--game", 1, "--table", 2, "--results", results(four, T1 + ["1/2/3"]))
    assert bad.code == 2 and "4 scores" in bad.err
    cli.ok("record", ev, "--game", 1, "--table", 1, "--results", results(three, T1))
    cli.ok("record", ev, "--game", 1, "--table", 2, "--results", results(four, T4))
    pts = points_of(cli.ok("standings", ev, "--json").json)
    # Table of 3 (reference size 4: +0.5): 150/60 and 150/60 share 1st (2.5), 140 last (1).
    assert [pts[p] for p in three] == [3.0, 3.0, 1.5]
    # Table of 4: totals 200, 200, 200, 150; best 80, 70, 80 -> places 1, 3, 1, 4.
    assert [pts[p] for p in four] == [3.5, 2.0, 3.5, 1.0]
    seating = cli.ok("seat", ev, "--json").json["tables"]
    three, four = seating[0]["players"], seating[1]["players"]
    cli.ok("record", ev, "--game", 2, "--table", 1, "--results",
           results(three, ["10/10/10", "20/20/20", "30/30/30"]))
    cli.ok("record", ev, "--game", 2, "--table", 2, "--results",
           results(four, ["40/40/40/40", "40/40/40/41", "10/0/0/0", "40/40/40/40"]))
    doc = cli.ok("standings", ev, "--json").json
    game2 = {r["start_no"]: r["games"][1] for r in doc}
    assert [game2[p]["place"] for p in three] == [3, 2, 1]
    assert [game2[p]["place"] for p in four] == [2, 1, 4, 2]
    assert game2[four[0]]["placement"] == 2.5 and game2[four[0]]["equalization"] == 0.5
    assert game2[three[2]]["placement"] == 3.0 and game2[three[2]]["equalization"] == 1.0
    payout = cli.ok("payout", ev, "--json").json
    assert payout["pot"] == 70 and payout["total_paid"] == 70
    assert payout["give_back"] == []


def test_two_players_are_one_table(tmp_path, cli):
    ev = tmp_path / "two.tdevent"
    cli.ok("new", ev, "--name", "Duel", "--games", 1, "--fee", 10,
           "--game", "terravista-tournament", "--table-points", "none", "--seed", 1)
    cli.ok("add-player", ev, "Małgorzata Wiśniewska")
    cli.ok("add-player", ev, "Trần Thị Hương")
    assert cli.ok("seat", ev, "--json").json["tables"][0]["players"] in ([1, 2], [2, 1])
    # 180 each; the best single game decides: 60 beats 45.
    cli.ok("record", ev, "--game", 1, "--table", 1, "--results",
           "1=60/40/40/40,2=45/45/45/45")
    assert points_of(cli.ok("standings", ev, "--json").json) == {1: 2.0, 2: 1.0}
    # Totals and best games level: they share the victory.
    cli.ok("record", ev, "--game", 1, "--table", 1, "--results",
           "1=60/40/40/40,2=40/60/40/40")
    assert points_of(cli.ok("standings", ev, "--json").json) == {1: 1.5, 2: 1.5}
    # 2 players for any other game: refused.
    other = tmp_path / "other.tdevent"
    cli.ok("new", other, "--name", "X", "--games", 1, "--fee", 0, "--game", "terravista-points")
    cli.ok("add-player", other, "A")
    cli.ok("add-player", other, "B")
    assert cli("seat", other).code == 2


def test_edges_through_the_cli(tmp_path, cli):
    ev = tmp_path / "e.tdevent"
    form = tmp_path / "form.csv"
    form.write_text("Timestamp;First name;Last name;Email;Comments\n"
                    "2026-11-30;Gülşen;Öztürk;g@example.invalid;\n"
                    "2026-11-30;Þórunn;Guðmundsdóttir;t@example.invalid;late\n"
                    "2026-11-30;José;Decomposed;j@example.invalid;\n"
                    "2026-11-30;+44;Fan;f@example.invalid;\n", encoding="utf-8")
    cli.ok("new", ev, "--name", "Edge", "--games", 1, "--fee", 20, "--game", "terra-turrium",
           "--table-points", "none", "--seed", 2)
    out = cli.ok("import-players", ev, form).out
    assert "Timestamp, Email, Comments" in out
    names = [p["name"] for p in cli.ok("players", ev, "--json").json]
    assert names[1] == "Þórunn Guðmundsdóttir"
    no_show = int(cli.ok("add-player", ev, "No Show").out)
    cli.ok("drop", ev, no_show)
    cli.ok("seat", ev)
    cli.ok("undrop", ev, no_show)
    late = cli("add-player", ev, "Too Late")
    assert late.code == 2 and "last game" in late.err
    players = cli.ok("seating", ev, "--game", 1, "--json").json["tables"][0]["players"]
    nobody = cli("record", ev, "--game", 1, "--table", 1, "--results",
                 ",".join(f"{p}=no" for p in players))
    assert nobody.code == 2 and "nobody" in nobody.err
    cli.ok("record", ev, "--game", 1, "--table", 1, "--results",
           ",".join(f"{p}={'yes' if i == 0 else 'no'}" for i, p in enumerate(players)))
    doc = cli.ok("payout", ev, "--json").json
    assert doc["pot"] == 80 and doc["total_paid"] == 80
    assert doc["give_back"] == [{"start_no": no_show, "name": "No Show", "paid": 20}]
    text = cli.ok("payout", ev).out
    assert "give back" in text and "No Show: 20" in text
    # The three who did not win are level on the second-to-last place: said so.
    assert "level with" in text and "lower start number" in text
    assert len(doc["left_over_level_with"]) == 2
    assert no_show not in [r["start_no"] for r in cli.ok("standings", ev, "--json").json]
