"""The players' commands: add-player, import-players, players, edit-player, drop, undrop,
checkin."""

from __future__ import annotations

import os

from ..formats import count
from ..i18n import _
from .common import (
    EXIT_OK,
    MONEY,
    START_NO,
    Command,
    Refused,
    event_and_json,
    open_event,
    print_json,
    read_event,
)


def _add_player_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("name")
    c.add_argument("--club", default="")
    c.add_argument("--paid", type=MONEY)


def cmd_add_player(a) -> int:
    from ..service import registration
    with open_event(a.event) as event:
        player = registration.add_player(event, a.name, a.club, a.paid).value
    print(player.start_no)
    return EXIT_OK


def _import_players_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("file")
    c.add_argument("--skip-bad", action="store_true",
                   help="import the good rows now and name each bad line skipped")


def cmd_import_players(a) -> int:
    from ..service import registration
    with open_event(a.event) as event:
        preview = registration.preview_csv(event, a.file)
        if preview.errors and preview.rows and not a.skip_bad:
            more = (" " + _("(and {n} more)").format(n=len(preview.errors) - 1)
                    if len(preview.errors) > 1 else "")
            raise Refused(_("{file} {problem}{more}; nothing was imported: fix the file, or "
                            "import the {n} good rows now with --skip-bad.").format(
                                file=os.path.basename(a.file), problem=preview.errors[0], more=more,
                                n=len(preview.rows)))
        added = registration.import_players(event, a.file, skip_bad=a.skip_bad).value
    print(_("Registered {players}: start numbers {first} to {last}").format(
        players=count(len(added), "player"), first=added[0].start_no, last=added[-1].start_no))
    for problem in preview.errors:  # --skip-bad: each line left out, by its number
        print(_("Skipped (not imported): {problem}").format(problem=problem))
    if preview.ignored:
        print(_("Columns not used (ignored): {columns}").format(
            columns=", ".join(preview.ignored)))
    return EXIT_OK


def cmd_players(a) -> int:
    from ..service.views import players_json
    with read_event(a.event) as event:
        doc = players_json(event)
    if a.json:
        print_json(doc)
    else:
        from ..formats import amount
        from ..rules.money import cents_of
        status = {"active": _("playing"), "dropped": _("dropped out")}
        for p in doc:
            print(f"{p['start_no']:>4}  {p['name']}  {p['club']}  "
                  + _("paid {amount}").format(amount=amount(cents_of(p["paid"])))
                  + f"  {status.get(p['status'], p['status'])}"
                  + ("  " + _("here") if p["checked_in"] else ""))
    return EXIT_OK


def _edit_player_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("start_no", type=START_NO)
    c.add_argument("--name")
    c.add_argument("--club")
    c.add_argument("--paid", type=MONEY)


def cmd_edit_player(a) -> int:
    from ..service import registration
    with open_event(a.event) as event:
        p = registration.edit_player(event, a.start_no, name=a.name, club=a.club, paid=a.paid).value
    club = p.club or _("no club")
    from ..formats import amount
    print(f"{p.start_no}: {p.name}, {club}, " + _("paid {amount}").format(amount=amount(p.paid)))
    return EXIT_OK


def _drop_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("start_no", type=START_NO)
    c.add_argument("--now", action="store_true",
                   help="a no-show: the player also leaves their table of the game being "
                   "played (before its result); the table plays with the players left")


def cmd_drop(a) -> int:
    from ..service import overrides, registration
    with open_event(a.event) as event:
        done = (overrides.drop_now(event, a.start_no) if a.now
                else registration.drop(event, a.start_no))
    print(done.message)
    return EXIT_OK


def _undrop_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("start_no", type=START_NO)


def cmd_undrop(a) -> int:
    from ..service import registration
    with open_event(a.event) as event:
        print(registration.undrop(event, a.start_no).message)
    return EXIT_OK


def _checkin_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("start_nos", type=START_NO, nargs="+", metavar="START_NO")
    c.add_argument("--undo", action="store_true", help="mark them not present")


def cmd_checkin(a) -> int:
    from ..service import registration
    with open_event(a.event) as event:
        print(registration.checkin(event, a.start_nos, here=not a.undo).message)
    return EXIT_OK


COMMANDS = (
    Command("add-player", "register a player; prints the start number", _add_player_arguments,
            cmd_add_player),
    Command("import-players", "register every row of a CSV (all or none)",
            _import_players_arguments, cmd_import_players),
    Command("players", "list the players", event_and_json, cmd_players),
    Command("edit-player", "change a player's name, club or paid amount",
            _edit_player_arguments, cmd_edit_player),
    Command("drop", "the player leaves after the game in progress", _drop_arguments, cmd_drop),
    Command("undrop", "take back a drop-out", _undrop_arguments, cmd_undrop),
    Command("checkin", "mark players present at the door", _checkin_arguments, cmd_checkin),
)
