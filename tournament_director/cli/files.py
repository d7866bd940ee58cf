"""The event on paper and in files: print (a PDF report), export (CSV), backup, restore."""

from __future__ import annotations

from ..formats import count
from ..i18n import _
from .common import EXIT_OK, GAME, START_NO, Command, Refused, read_event, warn


def _print_arguments(c) -> None:
    from ..service.choices import REPORT_KINDS as KINDS
    c.add_argument("event")
    c.add_argument("report", choices=list(KINDS))
    c.add_argument("--game", type=GAME)
    c.add_argument("--player", type=START_NO, help="scorecard: only this start number")
    c.add_argument("-o", "--output", required=True)
    c.add_argument("--paper", choices=["A4", "A3", "Letter"],
                   help="poster: the paper (default: the event's)")
    c.add_argument("--url", help="poster: the address of `serve` for the players' phones "
                   "(its QR code and the address on each page)")
    c.add_argument("--changed", action="store_true",
                   help="seating, sheets: only the tables changed since the game was seated "
                   "(moves, swaps, no-shows)")
    c.add_argument("--entry-url", help="sheets: the address of `serve --entry` (default: "
                   "the one running for this event, if any); each table's sheet carries the "
                   "QR code of its own page for sending its result, and each seat's")


def _seated_games(game: int, seated: int) -> str:
    return _("--game {game}: games 1 to {seated} are seated").format(game=game, seated=seated)


def cmd_print(a) -> int:
    from pathlib import Path

    from ..service.reports import REPORTS, write
    from ..store.guard import guard_output
    out = Path(a.output)
    if not out.parent.is_dir():
        raise Refused(_("-o: the folder {folder} does not exist: create it or choose "
                        "another").format(folder=out.parent))
    guard_output(out)  # an event, the open event or any database: refused (exit 2)
    with read_event(a.event) as event:
        seated = event.games_seated()
        game = a.game or seated
        if REPORTS[a.report].per_game and seated == 0:
            raise Refused(_("no game is seated yet: seat game 1 first"))
        if a.paper and a.report != "poster":
            raise Refused(_("--paper is for the poster; other reports print on the event's "
                            "paper"))
        if a.report in ("seating", "sheets", "poster") and not 1 <= game <= seated:
            raise Refused(_seated_games(game, seated))
        if a.report == "tablecards" and a.game is not None and not 1 <= a.game <= seated:
            raise Refused(_seated_games(a.game, seated))
        if a.player is not None and a.report != "scorecard":
            raise Refused(_("--player goes with the scorecard report only"))
        options = {"paper": a.paper} if a.paper else {}
        if a.changed:
            if a.report not in ("seating", "sheets"):
                raise Refused(_("--changed goes with the seating and the table sheets only"))
            from ..service.overrides import changed_tables
            options["tables"] = changed_tables(event, game)
            if not options["tables"]:
                raise Refused(_("no table of game {game} changed since it was seated: print "
                                "them all (without --changed) if a sheet is missing").format(
                                    game=game))
        if a.url is not None:
            if a.report != "poster":
                raise Refused(_("--url is for the poster"))
            options["url"] = _address(a.url, "--url")
        if a.entry_url is not None and a.report != "sheets":
            raise Refused(_("--entry-url is for the table sheets"))
        if a.report == "sheets":  # while entry is on: each table's and seat's code
            from ..service.entry import served_address, sheet_links
            base = (_address(a.entry_url, "--entry-url") if a.entry_url is not None
                    else served_address(a.event))
            if base is not None:
                options.update(sheet_links(event, game, base))
        warnings = write(a.report, event, out, game if a.report not in ("standings", "tablecards")
                         else a.game, player=a.player, **options)
    for w in warnings:
        warn(w)
    print(_("Wrote {path}").format(path=out))
    return EXIT_OK


def _address(text: str, option: str) -> str:
    import re
    url = text.strip()
    if not re.fullmatch(r"https?://[^\s/?#]+[^\s]*", url) or len(url) > 500:
        raise Refused(_("{option} {url}: give the address the phones open, e.g. "
                        "http://192.168.1.23:8080/ (as `serve` prints it)").format(
                            option=option, url=repr(text)))
    return url


def _export_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("table", choices=["players", "standings", "results"])
    c.add_argument("-o", "--output", required=True)


def cmd_export(a) -> int:
    from ..service.export import write_csv
    with read_event(a.event) as event:
        rows = write_csv(event, a.table, a.output)
    print(_("Wrote {path}: {rows}").format(path=a.output, rows=count(rows, "row")))
    return EXIT_OK


def _backup_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("-o", "--output", required=True)


def cmd_backup(a) -> int:
    from ..service.copies import backup
    dest = backup(a.event, a.output, say=warn)
    print(_("Wrote a copy of {event} to {copy}").format(event=a.event, copy=dest))
    return EXIT_OK


def _restore_arguments(c) -> None:
    c.add_argument("copy")
    c.add_argument("event")


def cmd_restore(a) -> int:
    from ..service.copies import restore
    replaced = restore(a.copy, a.event, say=warn)
    print(_("{event} now holds what {copy} holds.").format(event=a.event, copy=a.copy))
    if replaced:
        print(_("The replaced file is kept as {path}").format(path=replaced))
    return EXIT_OK


COMMANDS = (
    Command("print", "a printable report (PDF)", _print_arguments, cmd_print),
    Command("export", "a CSV file for a spreadsheet", _export_arguments, cmd_export),
    Command("backup", "a complete, consistent copy of the event", _backup_arguments,
            cmd_backup),
    Command("restore", "make the event what a copy holds", _restore_arguments, cmd_restore),
)
