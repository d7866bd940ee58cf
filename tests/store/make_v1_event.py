"""Writes tests/store/data/event-v1.tdevent: an event file as version 1 of the schema made it.

Run once when the fixture is (re)made; the committed file is what the migration tests open.
"""

import json
import sqlite3
import sys
from pathlib import Path

from sqlite_utils import Database

from tournament_director.rules.table_points import SEED_TABLE_POINTS
from tournament_director.rules.tiebreak import SEED_TIEBREAKS
from tournament_director.store import migrations, schema
from tournament_director.store.opener import APPLICATION_ID

NOW = "2026-11-29T10:00:00+01:00"


def make(path: Path) -> None:
    path.unlink(missing_ok=True)
    db = Database(sqlite3.connect(str(path), isolation_level=None))
    db.execute(f"PRAGMA application_id={APPLICATION_ID}")
    migrations.migrations(schema.FUNCTIONS).apply(db, stop_before="m002_paper_size")
    db.execute("PRAGMA user_version=1")
    with db.atomic():
        db["event"].insert(dict(
            id=1, name="Version 1 Cup", date="2026-11-29", games=3, fee=10, currency="EUR",
            mode="competition", game="generic",
            table_points=json.dumps([i.to_dict() for i in SEED_TABLE_POINTS]),
            tiebreaks=json.dumps([{"key": t.key, "label": t.label, "kind": t.kind}
                                  for t in SEED_TIEBREAKS]),
            seed=7, created_at=NOW))
        names = ["Anna Jansen", "Jiří Čermák", "Дмитрий Шостакович", "Ben & Jerry",
                 "Σωκράτης Αλεξίου", "Zoë 🎲 Dice", "Tom \"The Tank\" O'Neill"]
        for i, name in enumerate(names, 1):
            db["players"].insert(dict(start_no=i, name=name, club="", paid=10,
                                      status="active", registered_at=NOW))
        db["games"].insert(dict(game_no=1, seed=11, seated_at=NOW))
        tables = [[3, 1, 4], [7, 2, 6, 5]]
        for t, players in enumerate(tables, 1):
            for s, p in enumerate(players, 1):
                db["seats"].insert(dict(game_no=1, table_no=t, seat_no=s, start_no=p))
        for p, place in {3: 1, 1: 2, 4: 3}.items():
            db["results"].insert(dict(game_no=1, table_no=1, start_no=p, place=place))
        db["table_results"].insert(dict(
            game_no=1, table_no=1, recorded_at=NOW,
            items=json.dumps({"cities": 4, "preserve_stones": 2, "limbo_groups": 1,
                              "spaceport": True})))
        db["audit"].insert(dict(at=NOW, action="new", summary="Event 'Version 1 Cup' created"))
    db.execute("PRAGMA journal_mode=DELETE")
    db.close()


if __name__ == "__main__":
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else
         Path(__file__).parent / "data" / "event-v1.tdevent")
