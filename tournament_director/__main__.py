"""`tournament-director [EVENT] [--demo] [--version]`: starts the window (Qt is imported late)."""

from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tournament-director",
        description="Run a multi-table board-game competition: the window.")
    parser.add_argument("event", nargs="?", help="an event file (.tdevent) to open")
    parser.add_argument("--demo", action="store_true",
                        help="make a played-through demo event in a temporary place and open it")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--quit-after", type=float, metavar="SECONDS",
                        help="close by itself after SECONDS and print the window title "
                        "(for smoke tests of a built app)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.version:
        from .about import version_line
        print(version_line())
        return 0
    from .gui.app import run
    return run(event_path=args.event, demo=args.demo, quit_after=args.quit_after)


if __name__ == "__main__":
    sys.exit(main())
