"""`tournament-director-cli`: the command line over the service (imports only what a command
uses)."""

from __future__ import annotations

import argparse
import sys

from ..formats import count
from ..i18n import N_, _, ngettext, said

EXIT_OK, EXIT_REFUSED, EXIT_INTERNAL = 0, 2, 1


class Refused(Exception):
    """A bad request: one line for stderr, exit 2."""


# argparse's own messages (Python's English, which it never translates), each said in the
# language: its text as a pattern, the same in our catalogue
_ARGPARSE = (
    (r"the following arguments are required: (?P<arguments>.+)",
     N_("the following arguments are required: {arguments}")),
    (r"invalid choice: (?P<value>.+?) \(choose from (?P<choices>.+)\)",
     N_("invalid choice: {value} (choose from {choices})")),
    (r"invalid (?P<type>.+) value: (?P<value>.+)", N_("invalid {type} value: {value}")),
    (r"expected one argument", N_("expected one argument")),
    (r"expected at most one argument", N_("expected at most one argument")),
    (r"expected at least one argument", N_("expected at least one argument")),
    (r"unrecognized arguments: (?P<arguments>.+)", N_("unrecognized arguments: {arguments}")),
    (r"not allowed with argument (?P<argument>.+)", N_("not allowed with argument {argument}")),
    (r"one of the arguments (?P<arguments>.+) is required",
     N_("one of the arguments {arguments} is required")),
    (r"ambiguous option: (?P<option>.+) could match (?P<matches>.+)",
     N_("ambiguous option: {option} could match {matches}")),
    (r"ignored explicit argument (?P<value>.+)", N_("ignored explicit argument {value}")),
)


def argparse_said(message: str) -> str:
    """One of argparse's error messages in the language ("argument --game: invalid choice:
    ..."); a message of ours (an ArgumentTypeError's) is already said in it."""
    import re
    found = re.fullmatch(r"argument (?P<argument>[^:\s]+): (?P<problem>.+)", message, re.S)
    problem = found["problem"] if found else message
    for pattern, text in _ARGPARSE:
        match = re.fullmatch(pattern, problem, re.S)
        if match:
            values = match.groupdict()
            if "type" in values:
                values["type"] = _(values["type"])
            problem = _(text).format(**values)
            break
    if found:
        return _("argument {argument}: {problem}").format(argument=found["argument"],
                                                         problem=problem)
    return problem


class Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one clear line instead of usage + error
        raise Refused(_("{problem} (see '{prog} --help')").format(
            problem=argparse_said(message), prog=self.prog))


def _whole(text: str, low: int = -10**9, high: int = 10**9) -> int:
    """A whole number within bounds (no 20-digit values reach the service or SQLite)."""
    text = text.strip()
    if len(text.lstrip("+-")) > 18 or not text.lstrip("+-").isdigit():
        try:
            int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                _("{text} is not a whole number").format(text=repr(text))) from None
        raise argparse.ArgumentTypeError(_("{text} is too large: use {low} to {high}").format(
            text=text, low=_number(low), high=_number(high)))
    value = int(text)
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(_("{value} is out of range: use {low} to {high}").format(
            value=value, low=_number(low), high=_number(high)))
    return value


def _number(n: int) -> str:
    """A count or an amount as the language writes it (Babel is loaded only to say one)."""
    from ..formats import whole
    return whole(n)


def _bounded(low: int, high: int, what: str = N_("a whole number")):
    def check(text: str) -> int:
        return _whole(text, low, high)
    check.__name__ = what  # argparse names the type in its message
    return check


# Magnitudes only: the service says what is wrong with a negative amount or start number 0.
START_NO = _bounded(-10**9, 10**9, N_("start number"))
MONEY = _bounded(-10**9, 10**9, N_("amount"))
GAME = _bounded(-10**6, 10**6, N_("game number"))
TABLE = _bounded(-10**6, 10**6, N_("table number"))
SEED = _bounded(0, 2**62, N_("seed"))
COUNT = _bounded(0, 1_000_000, N_("count"))
MAX_PLAN = 100_000  # players: `plan` beyond that is not a real event


class _Skipped:
    """Stands in for the subparser of a command not being run: its arguments are not built."""

    def add_argument(self, *args, **kwargs) -> None:
        pass

    def add_mutually_exclusive_group(self, **kwargs) -> _Skipped:
        return self


class _OnlyOne:
    """Subparsers that build only `command`'s parser (the others are `_Skipped`)."""

    def __init__(self, subparsers, command: str):
        self.subparsers, self.command = subparsers, command

    def add_parser(self, name: str, **kwargs):
        if name != self.command:
            return _Skipped()
        return self.subparsers.add_parser(name, **kwargs)


def build_parser(command: str | None = None) -> Parser:
    """The parser of every command, or only of `command` (the one being run: the CLI starts
    faster; --help and an unknown command get the whole parser)."""
    # the choices are the rules' and the service's own lists of names (tiny modules: the
    # rules and the service themselves are not loaded to parse)
    from ..rules.choices import GAME_IDS as GAMES
    from ..rules.choices import MODES
    from ..service.choices import PAPERS, TABLE_POINT_PRESETS, TIEBREAK_PRESETS
    from ..service.choices import REPORT_KINDS as KINDS
    p = Parser(prog="tournament-director-cli",
               description="Run a multi-table board-game competition from the command line.")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    if command is not None:
        sub = _OnlyOne(sub, command)

    c = sub.add_parser("new", help="create an event")
    c.add_argument("event")
    c.add_argument("--name", required=True)
    c.add_argument("--games", required=True, type=GAME)
    c.add_argument("--fee", required=True, type=MONEY)
    c.add_argument("--mode", default="competition", choices=list(MODES))
    c.add_argument("--game", default="generic", choices=list(GAMES))
    c.add_argument("--table-points", default="seed", choices=list(TABLE_POINT_PRESETS))
    c.add_argument("--tiebreaks", default="seed", choices=list(TIEBREAK_PRESETS),
                   help="final tie-breaks: the seed's (cards and tokens, Harbour Master) or none")
    c.add_argument("--seed", type=SEED)
    c.add_argument("--currency", default="EUR")
    c.add_argument("--date", help="YYYY-MM-DD (default today)")
    c.add_argument("--paper", default="A4", choices=list(PAPERS))

    c = sub.add_parser("add-player", help="register a player; prints the start number")
    c.add_argument("event")
    c.add_argument("name")
    c.add_argument("--club", default="")
    c.add_argument("--paid", type=MONEY)

    c = sub.add_parser("import-players", help="register every row of a CSV (all or none)")
    c.add_argument("event")
    c.add_argument("file")

    c = sub.add_parser("players", help="list the players")
    c.add_argument("event")
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("edit-player", help="change a player's name, club or paid amount")
    c.add_argument("event")
    c.add_argument("start_no", type=START_NO)
    c.add_argument("--name")
    c.add_argument("--club")
    c.add_argument("--paid", type=MONEY)

    c = sub.add_parser("drop", help="the player leaves after the game in progress")
    c.add_argument("event")
    c.add_argument("start_no", type=START_NO)
    c.add_argument("--now", action="store_true",
                   help="a no-show: the player also leaves their table of the game being "
                   "played (before its result); the table plays with the players left")

    c = sub.add_parser("checkin", help="mark players present at the door")
    c.add_argument("event")
    c.add_argument("start_nos", type=START_NO, nargs="+", metavar="START_NO")
    c.add_argument("--undo", action="store_true", help="mark them not present")

    c = sub.add_parser("move", help="move a player to another table of the game being played")
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("start_no", type=START_NO)
    c.add_argument("--table", type=TABLE, required=True)
    c.add_argument("--seat", type=TABLE, help="the seat at that table (default: the last)")

    c = sub.add_parser("swap", help="two players exchange seats in the game being played")
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("a", type=START_NO)
    c.add_argument("b", type=START_NO)

    c = sub.add_parser("adjust", help="a penalty or an award (points in tenths) with a reason")
    c.add_argument("event")
    c.add_argument("start_no", type=START_NO)
    c.add_argument("--points", required=True, help="e.g. -1.0 (a penalty) or 0.5 (an award)")
    c.add_argument("--reason", required=True)
    c.add_argument("--game", type=GAME, help="the game it is for (optional)")

    c = sub.add_parser("undrop", help="take back a drop-out")
    c.add_argument("event")
    c.add_argument("start_no", type=START_NO)

    c = sub.add_parser("plan", help="table sizes for N players (needs no event)")
    c.add_argument("n", type=_bounded(-10**9, 10**9, N_("number of players")))
    c.add_argument("--game", type=GAME, default=1)
    c.add_argument("--max-table", type=_whole, default=6, choices=[4, 6],
                   help="4 for games that seat at most 4 (Terra Nova, Terra Turrium)")

    c = sub.add_parser("seat", help="seat the next game")
    c.add_argument("event")
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("unseat", help="take back the last seating (before any result of it)")
    c.add_argument("event")

    c = sub.add_parser("seating", help="the seating of a game")
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("record", help="record or correct one table's result")
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("--table", type=TABLE, required=True)
    what = c.add_mutually_exclusive_group(required=True)
    what.add_argument("--ranks", help='places, e.g. "12=1,7=2,3=2,9=4"')
    what.add_argument("--results", help='the game\'s own results, e.g. "12=45,7=30"')
    c.add_argument("--points", default="", help="table-point items, e.g. "
                   '"cities=3,preserve_stones=2,limbo_groups=1,spaceport=yes"')

    c = sub.add_parser("tiebreak", help="final tie-break values of a player")
    c.add_argument("event")
    c.add_argument("start_no", type=START_NO)
    c.add_argument("--values", required=True)

    c = sub.add_parser("standings", help="the standings, best first")
    c.add_argument("event")
    c.add_argument("--after-game", type=GAME)
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("payout", help="the prize money, after the last game")
    c.add_argument("event")
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("status", help="where the event stands")
    c.add_argument("event")
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("log", help="the audit log, newest first")
    c.add_argument("event")
    c.add_argument("--limit", type=COUNT, default=50)
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("print", help="a printable report (PDF)")
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
    c.add_argument("--entry-url", help="sheets: the address of `serve --entry`; each table's "
                   "sheet carries the QR code of its own page for sending its result")

    c = sub.add_parser("export", help="a CSV file for a spreadsheet")
    c.add_argument("event")
    c.add_argument("table", choices=["players", "standings", "results"])
    c.add_argument("-o", "--output", required=True)

    c = sub.add_parser("clock", help="the round clock: start, pause, add or set minutes, status")
    c.add_argument("event")
    c.add_argument("action", choices=["start", "pause", "add", "set", "status"])
    c.add_argument("minutes", nargs="?", help="for add (negative removes) and set")
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("announce", help="a line shown on the projector until cleared")
    c.add_argument("event")
    c.add_argument("text", nargs="?", default="")
    c.add_argument("--clear", action="store_true")

    c = sub.add_parser("undo", help="take back the last change (repeated: further back)")
    c.add_argument("event")

    c = sub.add_parser("redo", help="take back the last undo")
    c.add_argument("event")

    c = sub.add_parser("verify", help="check the file against its audit log")
    c.add_argument("event")
    c.add_argument("--fingerprint", metavar="HEX",
                   help="also prove that the audit log passes through this fingerprint (the "
                   "one printed beside the payout's signatures): nothing before it was "
                   "rewritten")
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("demo", help="a complete simulated event")
    c.add_argument("event")
    c.add_argument("--players", type=_bounded(0, 10_000, N_("number of players")), required=True)
    c.add_argument("--games", type=GAME, default=5)
    c.add_argument("--seed", type=SEED)
    c.add_argument("--mode", default="competition", choices=list(MODES))

    c = sub.add_parser("serve", help="read-only pages of the event for the players' phones")
    c.add_argument("event")
    c.add_argument("--host", default="0.0.0.0",
                   help="address to listen on (default 0.0.0.0: every network of this "
                   "computer, so that phones in the hall reach it; 127.0.0.1: this computer only)")
    c.add_argument("--port", type=_whole, default=8080, help="port (default 8080; 0: any free one)")
    c.add_argument("--entry", action="store_true",
                   help="also take results from the tables' phones (each waits in the inbox "
                   "beside the event until the director confirms it)")

    c = sub.add_parser("entry-links", help="each table's page for sending its result")
    c.add_argument("event")
    c.add_argument("--game", type=GAME)
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("inbox", help="what the tables sent and waits for the director")
    c.add_argument("event")
    c.add_argument("--json", action="store_true")

    c = sub.add_parser("confirm", help="record what a table sent (its newest submission)")
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("--table", type=TABLE, required=True)

    c = sub.add_parser("reject", help="throw away what a table sent (it can send again)")
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("--table", type=TABLE, required=True)

    c = sub.add_parser("publish", help="the same pages as a static site, with data.json")
    c.add_argument("event")
    c.add_argument("-o", "--output", required=True, help="the folder to write the site into")

    c = sub.add_parser("backup", help="a complete, consistent copy of the event")
    c.add_argument("event")
    c.add_argument("-o", "--output", required=True)

    c = sub.add_parser("restore", help="make the event what a copy holds")
    c.add_argument("copy")
    c.add_argument("event")
    return p


# -- helpers ------------------------------------------------------------------------------
def _open(path: str):
    from ..service.event import Event
    return _said(Event.open(path))


def _said(event):
    """One line on stderr if opening set aside a crash's log that was not this file's."""
    if event.file.wal_set_aside:
        _warn(event.file.wal_set_aside)
    return event


def _warn(text) -> None:
    """One warning line on stderr (the command went through)."""
    print(_("warning: {text}").format(text=said(text)), file=sys.stderr)


def _read(path: str):
    """Open for reading: without the writer's lock, so that it never refuses a writer (the
    window or another command); SQLite WAL readers see every committed change."""
    from ..service.files import MigrationNeeded, read_event
    try:
        return _said(read_event(path))  # its connection refuses to write
    except MigrationNeeded as exc:  # an older file: upgraded once, by a writer's open
        if getattr(exc, "wal_set_aside", None):
            _warn(exc.wal_set_aside)
        return _open(path)


def _guard(path) -> None:
    """Refuse an output path that is an event, the open event or any database (exit 2)."""
    from ..store.guard import guard_output
    guard_output(path)


def _print_json(doc) -> None:
    import json
    sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def _seated_games(game: int, seated: int) -> str:
    return _("--game {game}: games 1 to {seated} are seated").format(game=game, seated=seated)


# -- commands -------------------------------------------------------------------------------
def cmd_plan(a) -> int:
    from ..rules.errors import RulesError
    from ..rules.plans import table_plan
    if a.n < 3:
        raise Refused(_("{n} players cannot play: a table needs at least 3 players").format(
            n=a.n))
    if a.n > MAX_PLAN:
        raise Refused(_("{n} players: plan takes at most {most} players").format(
            n=_number(a.n), most=_number(MAX_PLAN)))
    if a.game < 1:
        raise Refused(_("--game must be 1 or more (got {game})").format(game=a.game))
    try:
        sizes = table_plan(a.n, a.game, a.max_table)
    except RulesError as exc:
        raise Refused(said(exc)) from None
    print(" ".join(map(str, sizes)))
    return EXIT_OK


def cmd_new(a) -> int:
    from ..service.event import Event
    event = Event.create(a.event, name=a.name, games=a.games, fee=a.fee, currency=a.currency,
                         mode=a.mode, game=a.game, table_points=a.table_points,
                         tiebreaks=a.tiebreaks, seed=a.seed,
                         date=a.date, paper=a.paper)
    event.close()
    print(_("Created {path}").format(path=a.event))
    return EXIT_OK


def cmd_add_player(a) -> int:
    from ..service import registration
    with _open(a.event) as event:
        player = registration.add_player(event, a.name, a.club, a.paid).value
    print(player.start_no)
    return EXIT_OK


def cmd_import_players(a) -> int:
    from ..service import registration
    with _open(a.event) as event:
        ignored = registration.preview_csv(event, a.file).ignored
        added = registration.import_players(event, a.file).value
    print(_("Registered {players}: start numbers {first} to {last}").format(
        players=count(len(added), "player"), first=added[0].start_no, last=added[-1].start_no))
    if ignored:
        print(_("Columns not used (ignored): {columns}").format(columns=", ".join(ignored)))
    return EXIT_OK


def cmd_players(a) -> int:
    from ..service.views import players_json
    with _read(a.event) as event:
        doc = players_json(event)
    if a.json:
        _print_json(doc)
    else:
        from ..formats import whole
        status = {"active": _("playing"), "dropped": _("dropped out")}
        for p in doc:
            print(f"{p['start_no']:>4}  {p['name']}  {p['club']}  "
                  + _("paid {amount}").format(amount=whole(p["paid"]))
                  + f"  {status.get(p['status'], p['status'])}"
                  + ("  " + _("here") if p["checked_in"] else ""))
    return EXIT_OK


def cmd_edit_player(a) -> int:
    from ..service import registration
    with _open(a.event) as event:
        p = registration.edit_player(event, a.start_no, name=a.name, club=a.club, paid=a.paid).value
    club = p.club or _("no club")
    print(f"{p.start_no}: {p.name}, {club}, " + _("paid {amount}").format(amount=_number(p.paid)))
    return EXIT_OK


def cmd_drop(a) -> int:
    from ..service import overrides, registration
    with _open(a.event) as event:
        done = (overrides.drop_now(event, a.start_no) if a.now
                else registration.drop(event, a.start_no))
    print(done.message)
    return EXIT_OK


def cmd_checkin(a) -> int:
    from ..service import registration
    with _open(a.event) as event:
        print(registration.checkin(event, a.start_nos, here=not a.undo).message)
    return EXIT_OK


def cmd_move(a) -> int:
    from ..service import overrides
    with _open(a.event) as event:
        print(overrides.move(event, a.game, a.start_no, a.table, a.seat).message)
    return EXIT_OK


def cmd_swap(a) -> int:
    from ..service import overrides
    with _open(a.event) as event:
        print(overrides.swap(event, a.game, a.a, a.b).message)
    return EXIT_OK


def cmd_adjust(a) -> int:
    from ..service import adjustments
    with _open(a.event) as event:
        print(adjustments.adjust(event, a.start_no, a.points, a.reason, a.game).message)
    return EXIT_OK


def cmd_undrop(a) -> int:
    from ..service import registration
    with _open(a.event) as event:
        print(registration.undrop(event, a.start_no).message)
    return EXIT_OK


def _print_seating(event, game_no: int, as_json: bool) -> None:
    from ..service.views import seating_json
    doc = seating_json(event, game_no)
    if as_json:
        _print_json(doc)
        return
    names = {p.start_no: p.name for p in event.players()}
    print(_("Game {game}").format(game=game_no))
    for t in doc["tables"]:
        print(_("Table {table}:").format(table=t["table"]) + " "
              + ", ".join(f"{n} {names[n]}" for n in t["players"]))


def cmd_seat(a) -> int:
    from ..service import seating
    with _open(a.event) as event:
        done = seating.seat_next_game(event)
        _print_seating(event, done.value.game, a.json)
        if done.message:  # who was left out (not checked in): stdout holds only JSON
            print(done.message, file=sys.stderr if a.json else sys.stdout)
        _copy_warning(event)
    return EXIT_OK


def _copy_warning(event) -> None:
    if event.copy_problem:  # the change is stored; only its automatic copy is missing
        _warn(event.copy_problem)


def cmd_unseat(a) -> int:
    from ..service import seating
    with _open(a.event) as event:
        print(seating.unseat_last_game(event).message)
    return EXIT_OK


def cmd_seating(a) -> int:
    with _read(a.event) as event:
        _print_seating(event, a.game, a.json)
    return EXIT_OK


def cmd_record(a) -> int:
    from ..service import parse, results
    with _open(a.event) as event:
        s = event.settings
        given = parse.record_texts(s.game_def, s.items, a.ranks, a.results, a.points, "--")
        outcome = results.record(event, a.game, a.table, **given).value
        _copy_warning(event)
    print(outcome.message)
    return EXIT_OK


def cmd_tiebreak(a) -> int:
    from ..service import prizes
    with _open(a.event) as event:
        values = prizes.set_tiebreak(event, a.start_no, a.values).value
        name = event.player(a.start_no).name
    yes, no = _("yes"), _("no")
    shown = ", ".join(f"{k}={(yes if v else no) if isinstance(v, bool) else v}"
                      for k, v in values.items())
    print(_("Tie-break values for {start_no} {name}: {values}").format(
        start_no=a.start_no, name=name, values=shown))
    return EXIT_OK


def cmd_standings(a) -> int:
    from ..service.views import standings_json
    with _read(a.event) as event:
        if a.after_game is not None and a.after_game < 1:
            raise Refused(_("--after-game {game}: give a game number, 1 or more").format(
                game=a.after_game))
        if a.after_game is not None and a.after_game > event.games_seated():
            raise Refused(_("--after-game {game}: only {games} are seated").format(
                game=a.after_game, games=count(event.games_seated(), "game")))
        if a.json:
            _print_json(standings_json(event, a.after_game))
            return EXIT_OK
        from ..service.model import as_ranked
        rows = as_ranked(event.standings(a.after_game))  # no rank before a result counts
    from ..formats import points
    for r in rows:
        rank = str(r.rank) if r.rank else "\u2013"
        mark = "=" if r.level else " "
        print(f"{rank:>4}{mark} {r.player.start_no:>4}  {r.player.name:<40} "
              f"{points(r.points):>6}")
    return EXIT_OK


def cmd_payout(a) -> int:
    from ..service import prizes
    from ..service.views import payout_json
    with _read(a.event) as event:
        doc = payout_json(event)
        names = {p.start_no: p.name for p in event.players()}
        missing = prizes.missing_tiebreaks(event)
    if a.json:
        _print_json(doc)
        return EXIT_OK
    from ..formats import whole
    from ..i18n import ordinal
    print(_("Pot {amount}").format(amount=whole(doc["pot"])))
    for r in doc["refunds"]:
        print("  " + _("refund {start_no} {name}: {amount}").format(
            start_no=r["start_no"], name=names[r["start_no"]], amount=whole(r["amount"])))
    print(_("Rest {amount}").format(amount=whole(doc["rest"])))
    for w in doc["winners"]:
        print("  " + _("{place} place: {start_no} {name}: {amount}").format(
            place=ordinal(w["place"]), start_no=w["start_no"], name=names[w["start_no"]],
            amount=whole(w["amount"])))
    lo = doc["left_over"]
    level = doc["left_over_level_with"]
    print(_("Left over {amount} to {start_no} {name}").format(
        amount=whole(lo["amount"]), start_no=lo["start_no"], name=names[lo["start_no"]])
          + (" " + _("(level with {players}; the left-over goes to the lower start "
                     "number)").format(players=", ".join(f"{s} {names[s]}" for s in level))
             if level else ""))
    print(_("Total paid {amount}").format(amount=whole(doc["total_paid"])))
    if doc["fingerprint"]:  # the audit log's head: verify --fingerprint proves it later
        from ..service.history import grouped
        print(_("Fingerprint {fingerprint}").format(fingerprint=grouped(doc["fingerprint"])))
    if doc["give_back"]:
        print(_("Not in the pot: give back (paid, never seated):"))
        for g in doc["give_back"]:
            print(f"  {g['start_no']:>4} {g['name']}: {whole(g['paid'])}")
    if missing:
        print(_("Note: players {players} are level on points without tie-break values, so "
                "they share: enter them with 'tiebreak' if the game decides otherwise.").format(
                    players=", ".join(map(str, missing))))
    return EXIT_OK


def cmd_status(a) -> int:
    from ..i18n import english
    with _read(a.event) as event:
        if a.json:  # data: the same words whatever the language
            with english():
                st = event.status()
        else:
            st = event.status()
    if a.json:
        _print_json({"games_agreed": st.games_agreed, "games_seated": st.games_seated,
                     "tables_total": st.tables_total, "tables_in": st.tables_in,
                     "active_players": st.active_players, "next_game": st.next_game,
                     "next_plan": list(st.next_plan) if st.next_plan else None,
                     "can_seat": st.can_seat, "seat_refusal": st.seat_refusal,
                     "finished": st.finished, "extension": st.extension,
                     "here": st.here})  # checked in (null: check-in is not used)
        return EXIT_OK
    print(st.headline)
    if st.can_seat:
        print(_("Next: seat game {game} ({plan})").format(
            game=st.next_game, plan=" ".join(map(str, st.next_plan))))
    elif st.seat_refusal:
        print(st.seat_refusal)
    return EXIT_OK


def cmd_log(a) -> int:
    with _read(a.event) as event:
        entries = event.audit_log(a.limit)
    if a.json:
        _print_json([{"id": e.id, "at": e.at, "action": e.action, "summary": e.summary,
                      "before": e.before, "after": e.after} for e in entries])
        return EXIT_OK
    for e in entries:
        print(f"{e.at}  {e.action:<9} {e.summary}")
    return EXIT_OK


def cmd_print(a) -> int:
    from pathlib import Path

    from ..service.reports import REPORTS, write
    out = Path(a.output)
    if not out.parent.is_dir():
        raise Refused(_("-o: the folder {folder} does not exist: create it or choose "
                        "another").format(folder=out.parent))
    _guard(out)
    with _read(a.event) as event:
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
        if a.entry_url is not None:
            from ..service.entry import links
            if a.report != "sheets":
                raise Refused(_("--entry-url is for the table sheets"))
            base = _address(a.entry_url, "--entry-url").rstrip("/")
            options["entry_links"] = {link["table"]: base + link["path"]
                                      for link in links(event, game)}
        warnings = write(a.report, event, out, game if a.report not in ("standings", "tablecards")
                         else a.game, player=a.player, **options)
    for w in warnings:
        _warn(w)
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


def cmd_export(a) -> int:
    from ..service.export import write_csv
    with _read(a.event) as event:
        rows = write_csv(event, a.table, a.output)
    print(_("Wrote {path}: {rows}").format(path=a.output, rows=count(rows, "row")))
    return EXIT_OK


def cmd_undo(a) -> int:
    from ..service import history
    with _open(a.event) as event:
        print(history.undo(event).message if a.command == "undo" else history.redo(event).message)
    return EXIT_OK


def cmd_verify(a) -> int:
    from ..service import history
    given = history.fingerprint_given(a.fingerprint) if a.fingerprint is not None else None
    with _read(a.event) as event:
        problems = history.verify(event)
        passes, through = history.passes_through(event, given) if given else (True, None)
    if not passes:
        problems.insert(0, through)
    if a.json:
        doc = {"ok": not problems, "differences": problems}
        if given:
            doc["fingerprint"] = {"hex": given, "passes": passes}
        _print_json(doc)
    else:
        for line in problems:
            print(line)
        if problems and passes and through:  # what holds, beside what differs
            print(through[0].upper() + through[1:] + ".")
    if not problems:
        if not a.json:
            print(_("All holds: the file is intact, the audit log's chain is whole, and every "
                    "player, fee, seating and result is what the audit log says."))
            if through:
                print(through[0].upper() + through[1:] + ".")
        return EXIT_OK
    more = (" " + _("(and {n} more, listed on stdout)").format(n=len(problems) - 1)
            if len(problems) > 1 else "")
    if not passes:
        raise Refused(f"{a.event}: {through}{more}")
    damage = [line for line in problems if " is damaged: " in line]
    if damage:
        raise Refused(_("{event} is damaged: {problem}; open the most recent copy or backup of "
                        "this event instead").format(event=a.event, problem=damage[0] + more))
    raise Refused(_("{event} differs from its audit log: {problem}").format(
        event=a.event, problem=problems[0]) + more)


def cmd_clock(a) -> int:
    import time

    from ..rules import clock as rules
    from ..service import hall
    if a.action in ("add", "set"):
        if a.minutes is None:
            raise Refused(_("clock {action}: give the minutes, e.g. 'clock EVENT {action} "
                            "5'").format(action=a.action))
        try:
            minutes = int(a.minutes)
        except ValueError:
            raise Refused(_("clock {action}: {minutes} is not a whole number of "
                            "minutes").format(action=a.action, minutes=repr(a.minutes))) \
                from None
    elif a.minutes is not None:
        raise Refused(_("clock {action} takes no minutes").format(action=a.action))
    opener = _read if a.action == "status" else _open
    with opener(a.event) as event:
        if a.action == "start":
            hall.clock_start(event)
        elif a.action == "pause":
            hall.clock_pause(event)
        elif a.action == "add":
            hall.clock_add(event, minutes)
        elif a.action == "set":
            hall.clock_set(event, minutes)
        c = hall.clock(event)
    now = time.time()
    left = rules.remaining(c, now)
    if a.json:
        _print_json({"duration": c.duration, "remaining": left, "running": c.running,
                     "phase": rules.phase(c, now)})
        return EXIT_OK
    if rules.phase(c, now) == "unset":
        print(_("No round time is set (clock EVENT set MINUTES)."))
    elif left <= 0:
        print(_("Time: the round's {duration} are over").format(duration=rules.text(c.duration)))
    elif c.running:
        print(_("{left} left of {duration} (running)").format(
            left=rules.text(left), duration=rules.text(c.duration)))
    else:
        print(_("{left} left of {duration} (stopped)").format(
            left=rules.text(left), duration=rules.text(c.duration)))
    return EXIT_OK


def cmd_announce(a) -> int:
    from ..service import hall
    if a.clear and a.text:
        raise Refused(_("announce: give a text or --clear, not both"))
    if not a.clear and not a.text.strip():
        raise Refused(_("announce: give the text to show, e.g. 'announce EVENT \"Lunch at "
                        "13:00\"' (--clear takes it down)"))
    with _open(a.event) as event:
        text = hall.announce(event, "" if a.clear else a.text).value
    print(_("Shown on the projector: {text}").format(text=text) if text
          else _("Announcement cleared"))
    return EXIT_OK


def cmd_demo(a) -> int:
    from ..service.demo import make_demo
    if a.players < 3:
        raise Refused(_("--players {n}: a demo needs at least 3 players").format(n=a.players))
    event = make_demo(a.event, players=a.players, games=a.games, seed=a.seed, mode=a.mode)
    st = event.status()
    event.close()
    print(_("Created {path}: {players}, {games} played").format(
        path=a.event, players=count(a.players, "player"), games=count(st.games_seated, "game")))
    return EXIT_OK


def cmd_serve(a) -> int:
    from ..web.server import ServeError, serve
    if not 0 <= a.port <= 65535:
        raise Refused(_("--port {port}: give a port from 1 to 65535 (or 0 for any free "
                        "one)").format(port=a.port))
    try:
        serve(a.event, host=a.host, port=a.port, entry=a.entry)
    except ServeError as exc:
        raise Refused(str(exc)) from None
    return EXIT_OK


def cmd_entry_links(a) -> int:
    from ..service import entry
    with _read(a.event) as event:
        doc = entry.links(event, a.game)
    if a.json:
        _print_json(doc)
    else:
        for link in doc:
            print(_("Table {table}:").format(table=link["table"]) + " " + link["path"])
    return EXIT_OK


def cmd_inbox(a) -> int:
    from ..service import entry
    with _read(a.event) as event:
        doc = entry.inbox_json(event)
    if a.json:
        _print_json(doc)
        return EXIT_OK
    if not doc:
        print(_("Nothing waits: no table has sent a result that is not recorded yet."))
    for w in doc:
        ranks = ", ".join(f"{p}={place}" for p, place in w["ranks"].items())
        print(_("Game {game} table {table}: {ranks} ({n} sent, {status}, the last at "
                "{time})").format(game=w["game"], table=w["table"], ranks=ranks,
                                  n=w["submissions"], status=w["status"],
                                  time=w["received_at"]))
    return EXIT_OK


def cmd_confirm(a) -> int:
    from ..service import entry
    with _open(a.event) as event:
        done = entry.confirm(event, a.game, a.table)
        _copy_warning(event)
    print(done.message)
    return EXIT_OK


def cmd_reject(a) -> int:
    from ..service import entry
    with _open(a.event) as event:
        print(entry.reject(event, a.game, a.table).message)
    return EXIT_OK


def cmd_publish(a) -> int:
    from ..web.publish import PublishError, check_output, write_site
    from ..web.server import open_read_only, snapshot_of
    try:
        out = check_output(a.event, a.output)
    except PublishError as exc:
        raise Refused(str(exc)) from None
    event = open_read_only(a.event)
    try:
        snapshot = snapshot_of(event, live=False)
    finally:
        event.close()
    names = write_site(snapshot, out)
    print(_("Wrote {files} to {folder} (open index.html; the data is in data.json)").format(
        files=ngettext("{n} file", "{n} files", len(names)).format(n=_number(len(names))),
        folder=out))
    return EXIT_OK


def cmd_backup(a) -> int:
    from ..service.copies import backup
    dest = backup(a.event, a.output, say=_warn)
    print(_("Wrote a copy of {event} to {copy}").format(event=a.event, copy=dest))
    return EXIT_OK


def cmd_restore(a) -> int:
    from ..service.copies import restore
    replaced = restore(a.copy, a.event, say=_warn)
    print(_("{event} now holds what {copy} holds.").format(event=a.event, copy=a.copy))
    if replaced:
        print(_("The replaced file is kept as {path}").format(path=replaced))
    return EXIT_OK


COMMANDS = {
    "new": cmd_new, "add-player": cmd_add_player, "import-players": cmd_import_players,
    "players": cmd_players, "edit-player": cmd_edit_player, "drop": cmd_drop,
    "checkin": cmd_checkin, "move": cmd_move, "swap": cmd_swap, "adjust": cmd_adjust,
    "undrop": cmd_undrop, "plan": cmd_plan, "seat": cmd_seat, "unseat": cmd_unseat,
    "seating": cmd_seating,
    "record": cmd_record, "tiebreak": cmd_tiebreak, "standings": cmd_standings,
    "payout": cmd_payout, "status": cmd_status, "log": cmd_log, "print": cmd_print,
    "demo": cmd_demo, "serve": cmd_serve, "publish": cmd_publish, "backup": cmd_backup,
    "restore": cmd_restore, "export": cmd_export,
    "undo": cmd_undo, "redo": cmd_undo, "verify": cmd_verify,
    "clock": cmd_clock, "announce": cmd_announce,
    "entry-links": cmd_entry_links, "inbox": cmd_inbox, "confirm": cmd_confirm,
    "reject": cmd_reject,
}


def utf8_output() -> None:
    """Windows writes a pipe or a file in its ANSI code page, which lacks the letters of many
    names (Python docs, sys.stdout): UTF-8 there instead. A console shows Unicode anyway."""
    for stream in (sys.stdout, sys.stderr):
        if stream is not None and hasattr(stream, "reconfigure") and not stream.isatty():
            stream.reconfigure(encoding="utf-8")


def _penalties_read(words: list[str]) -> list[str]:
    """`adjust ... --points -1,5`: argparse takes "-1,5" (a penalty with a decimal comma)
    for an option; joined to its option ("--points=-1,5") it is read as the value."""
    out: list[str] = []
    words = list(words)
    while words:
        word = words.pop(0)
        if word == "--points" and words and words[0].startswith("-") and \
                words[0][1:2].isdigit():
            word = f"--points={words.pop(0)}"
        out.append(word)
    return out


def main(argv: list[str] | None = None) -> int:
    prog = "tournament-director-cli"
    if sys.platform == "win32":
        utf8_output()
    from ..i18n import set_language, system_language
    set_language(system_language())  # TD_LANG, else the system's (LANG, LC_ALL, ...)
    try:
        words = sys.argv[1:] if argv is None else argv
        # only the parser of the command being run (the whole one for --help or a typo)
        command = words[0] if words and words[0] in COMMANDS else None
        args = build_parser(command).parse_args(_penalties_read(words))
        if args.version:
            from ..about import version_line
            print(version_line())
            return EXIT_OK
        global _event_given
        _event_given = getattr(args, "event", None)
        if not args.command:
            raise Refused(_("give a command, e.g. 'plan 39 --game 2' (see --help)"))
        return COMMANDS[args.command](args)
    except Refused as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    except KeyboardInterrupt:
        print(f"{prog}: " + _("interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. piped into `head`: the reader has gone
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except BaseException as exc:  # noqa: BLE001 - every refusal and failure ends in one line
        if isinstance(exc, SystemExit):
            raise
        return _known_error(prog, exc)


def _known_error(prog: str, exc: BaseException) -> int:
    from ..rules.errors import RulesError
    from ..service.model import ServiceError
    from ..store.errors import EventFileError
    if isinstance(exc, (ServiceError, EventFileError, RulesError)):
        print(f"{prog}: {said(exc)}", file=sys.stderr)
        return EXIT_REFUSED
    if isinstance(exc, OSError):
        from ..store.errors import from_os_error
        print(f"{prog}: {from_os_error(exc)}", file=sys.stderr)
        return EXIT_REFUSED
    import sqlite3
    if isinstance(exc, sqlite3.Error):  # a full disk, a read-only file, a damaged page
        from ..store.errors import from_sqlite_error
        print(f"{prog}: {from_sqlite_error(exc, _event_arg())}", file=sys.stderr)
        return EXIT_REFUSED
    if isinstance(exc, UnicodeError):  # e.g. a name in argv that is not UTF-8
        print(f"{prog}: " + _("some text given is not valid UTF-8 (check the names typed); "
                              "nothing was changed"), file=sys.stderr)
        return EXIT_REFUSED
    damage = _damage_behind(exc)
    if damage:  # a value in the file that is not the program's, which SQLite's checks pass
        print(f"{prog}: {damage}", file=sys.stderr)
        return EXIT_REFUSED
    log = _log_crash(exc)
    print(f"{prog}: " + _("internal error ({error}); details in {log}. The event file was not "
                          "changed by the failed command.").format(
                              error=f"{type(exc).__name__}: {exc}", log=log), file=sys.stderr)
    return EXIT_INTERNAL


_event_given: str | None = None  # the EVENT of the command running, for error messages


def _damage_behind(exc: BaseException) -> str | None:
    """When an unexpected error came from reading the event, whether the event's file holds
    a value the program never writes (then that is said, not an internal error)."""
    if not _event_given or not isinstance(exc, (ValueError, TypeError, KeyError,
                                                AttributeError, IndexError)):
        return None
    from ..service.files import damage_of
    return damage_of(_event_given)


def _event_arg():
    """The EVENT of the command running (its name in messages; its folder tells a full disk)."""
    from pathlib import Path
    return Path(_event_given) if _event_given else None


def _log_crash(exc: BaseException) -> str:
    """Writes the internal error into the per-user log folder (the window's too; rotating,
    never through a planted link); returns where, for the one line to the user."""
    import traceback

    from .. import logs
    from ..about import version_line
    from ..paths import log_dir
    try:
        path = log_dir() / logs.CLI_LOG
    except OSError:
        return "(no log could be written)"
    text = f"internal error ({version_line()})\n" + "".join(traceback.format_exception(exc))
    if not logs.write(path, text, name="tournament_director.cli"):
        return "(no log could be written)"
    return str(path)

