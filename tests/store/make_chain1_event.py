"""Writes tests/store/data/event-chain1.tdevent: an event whose audit lines were all sealed by
the first rule of the hash chain (version 1 of the chain: the changes' texts in order, not
their ids), as every file made before the chain covered each change's position was. Made
with the program at commit cd03a40 (schema step m008); the committed file is what the tests
of old files open: it must still verify, and its signed fingerprint still hold, after the
upgrade.

The event: 12 players, 2 games played, tie-breaks entered (a demo), then player 3's fee
corrected twice (20 -> 30 -> 20) and a penalty of -5.0 given to player 12 and undone,
before the payout was signed; its fingerprint is in event-chain1.fingerprint.
"""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent / "data"


def cli(*args: str) -> str:
    return subprocess.run([sys.executable, "-m", "tournament_director.cli", *args],
                          check=True, capture_output=True, text=True).stdout


def make(path: Path) -> None:
    for leftover in path.parent.glob(path.name + "*"):
        leftover.unlink()
    cli("demo", str(path), "--players", "12", "--games", "2", "--seed", "3")
    cli("edit-player", str(path), "3", "--paid", "30")
    cli("edit-player", str(path), "3", "--paid", "20")
    cli("adjust", str(path), "12", "--points", "-5.0", "--reason", "Late")
    cli("undo", str(path))
    signed = json.loads(cli("payout", str(path), "--json"))["fingerprint"]
    cli("backup", str(path), "-o", str(path) + ".tmp")  # one file, no -wal beside it
    Path(str(path) + ".tmp").replace(path)
    path.with_suffix(".fingerprint").write_text(signed + "\n")


if __name__ == "__main__":
    make(HERE / "event-chain1.tdevent")
