"""The day's exceptions in the game being played: move, swap, and adjust (a penalty or an
award with its reason)."""

from __future__ import annotations

from .common import EXIT_OK, GAME, START_NO, TABLE, Command, open_event


def _move_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("start_no", type=START_NO)
    c.add_argument("--table", type=TABLE, required=True)
    c.add_argument("--seat", type=TABLE, help="the seat at that table (default: the last)")


def cmd_move(a) -> int:
    from ..service import overrides
    with open_event(a.event) as event:
        print(overrides.move(event, a.game, a.start_no, a.table, a.seat).message)
    return EXIT_OK


def _swap_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("a", type=START_NO)
    c.add_argument("b", type=START_NO)


def cmd_swap(a) -> int:
    from ..service import overrides
    with open_event(a.event) as event:
        print(overrides.swap(event, a.game, a.a, a.b).message)
    return EXIT_OK


def _adjust_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("start_no", type=START_NO)
    c.add_argument("--points", required=True, help="e.g. -1.0 (a penalty) or 0.5 (an award)")
    c.add_argument("--reason", required=True)
    c.add_argument("--game", type=GAME, help="the game it is for (optional)")


def cmd_adjust(a) -> int:
    from ..service import adjustments
    with open_event(a.event) as event:
        print(adjustments.adjust(event, a.start_no, a.points, a.reason, a.game).message)
    return EXIT_OK


COMMANDS = (
    Command("move", "move a player to another table of the game being played",
            _move_arguments, cmd_move),
    Command("swap", "two players exchange seats in the game being played", _swap_arguments,
            cmd_swap),
    Command("adjust", "a penalty or an award (points in tenths) with a reason",
            _adjust_arguments, cmd_adjust),
)
