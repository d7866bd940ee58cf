"""The save latency and the open of a writer at 1,000 players, the code on sys.path against
another checkout, in runs taking turns (issue 24: the checks that the file is still the
writer's own, before and after each change, must cost a save no more than a few per cent).

    .venv/bin/python benchmarks/save_latency.py [--other /path/to/checkout] [--rounds 5]

Without --other it measures this checkout only. Prints the medians of each side and their
ratio."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ONE_RUN = r"""
import json, random, statistics, sys, time
from pathlib import Path
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event
from tournament_director.service.results import record
path = Path(sys.argv[1])
if not path.exists():
    make_demo(path, players=1000, games=5, seed=3, play=2, partial_tables=1).close()
opens = []
for _ in range(7):
    start = time.perf_counter()
    event = Event.open(path)
    opens.append(time.perf_counter() - start)
    event.close()
event = Event.open(path)
event.auto_copies = False  # the save itself (an automatic copy comes every 10 results)
game = event.game(2)
rng = random.Random(1)
saves = []
for i in range(int(sys.argv[2])):
    t = game.tables[i % len(game.tables)]
    order = list(t.players)
    rng.shuffle(order)
    start = time.perf_counter()
    record(event, 2, t.table, places={p: k for k, p in enumerate(order, 1)},
           items={"cities": i % 5, "preserve_stones": 1, "limbo_groups": 0, "spaceport": True})
    saves.append(time.perf_counter() - start)
event.close()
print(json.dumps({"open_ms": statistics.median(opens) * 1000,
                  "save_ms": statistics.median(saves) * 1000}))
"""


def run(checkout: Path, event: Path, saves: int) -> dict:
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    out = subprocess.run([sys.executable, "-c", ONE_RUN, str(event), str(saves)], env=env,
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out.splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--other", type=Path, help="a checkout to compare with (e.g. main's)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--saves", type=int, default=200)
    a = ap.parse_args()
    sides = {"this": ROOT} | ({"other": a.other} if a.other else {})
    seen: dict[str, list[dict]] = {k: [] for k in sides}
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(a.rounds):
            for name, checkout in (sides.items() if r % 2 == 0 else reversed(sides.items())):
                seen[name].append(run(checkout, Path(tmp) / f"{name}.tdevent", a.saves))
    for figure in ("save_ms", "open_ms"):
        medians = {k: statistics.median(x[figure] for x in v) for k, v in seen.items()}
        line = "  ".join(f"{k} {m:7.2f} ms" for k, m in medians.items())
        if "other" in medians:
            line += f"  ratio {medians['this'] / medians['other']:.3f}"
        print(f"{figure:8} {line}   (runs: "
              + "; ".join(f"{k} " + " ".join(f"{x[figure]:.2f}" for x in v)
                          for k, v in seen.items()) + ")")


if __name__ == "__main__":
    main()
