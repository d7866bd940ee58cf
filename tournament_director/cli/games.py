"""The games' commands: seat, unseat, seating, record, standings, tiebreak, payout."""

from __future__ import annotations

import sys

from ..formats import count
from ..i18n import _
from .common import (
    EXIT_OK,
    GAME,
    START_NO,
    TABLE,
    Command,
    Refused,
    copy_warning,
    event_and_json,
    event_only,
    open_event,
    print_json,
    read_event,
)


def _print_seating(event, game_no: int, as_json: bool) -> None:
    from ..service.views import seating_json
    doc = seating_json(event, game_no)
    if as_json:
        print_json(doc)
        return
    names = {p.start_no: p.name for p in event.players()}
    print(_("Game {game}").format(game=game_no))
    for t in doc["tables"]:
        print(_("Table {table}:").format(table=t["table"]) + " "
              + ", ".join(f"{n} {names[n]}" for n in t["players"]))


def cmd_seat(a) -> int:
    from ..service import seating
    with open_event(a.event) as event:
        done = seating.seat_next_game(event)
        _print_seating(event, done.value.game, a.json)
        if done.message:  # who was left out (not checked in): stdout holds only JSON
            print(done.message, file=sys.stderr if a.json else sys.stdout)
        copy_warning(event)
    return EXIT_OK


def cmd_unseat(a) -> int:
    from ..service import seating
    with open_event(a.event) as event:
        print(seating.unseat_last_game(event).message)
    return EXIT_OK


def _seating_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("--json", action="store_true")


def cmd_seating(a) -> int:
    with read_event(a.event) as event:
        _print_seating(event, a.game, a.json)
    return EXIT_OK


def _record_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("--table", type=TABLE, required=True)
    what = c.add_mutually_exclusive_group(required=True)
    what.add_argument("--ranks", help='places, e.g. "12=1,7=2,3=2,9=4"')
    what.add_argument("--results", help='the game\'s own results, e.g. "12=45,7=30"')
    c.add_argument("--points", default="", help="table-point items, e.g. "
                   '"cities=3,preserve_stones=2,limbo_groups=1,spaceport=yes"')


def cmd_record(a) -> int:
    from ..service import parse, results
    with open_event(a.event) as event:
        s = event.settings
        given = parse.record_texts(s.game_def, s.items, a.ranks, a.results, a.points, "--")
        outcome = results.record(event, a.game, a.table, **given).value
        copy_warning(event)
    print(outcome.message)
    return EXIT_OK


def _tiebreak_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("start_no", type=START_NO)
    c.add_argument("--values", required=True)


def cmd_tiebreak(a) -> int:
    from ..service import prizes
    with open_event(a.event) as event:
        values = prizes.set_tiebreak(event, a.start_no, a.values).value
        name = event.player(a.start_no).name
    yes, no = _("yes"), _("no")
    shown = ", ".join(f"{k}={(yes if v else no) if isinstance(v, bool) else v}"
                      for k, v in values.items())
    print(_("Tie-break values for {start_no} {name}: {values}").format(
        start_no=a.start_no, name=name, values=shown))
    return EXIT_OK


def _standings_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--after-game", type=GAME)
    c.add_argument("--json", action="store_true")


def cmd_standings(a) -> int:
    from ..service.views import standings_json
    with read_event(a.event) as event:
        if a.after_game is not None and a.after_game < 1:
            raise Refused(_("--after-game {game}: give a game number, 1 or more").format(
                game=a.after_game))
        if a.after_game is not None and a.after_game > event.games_seated():
            raise Refused(_("--after-game {game}: only {games} are seated").format(
                game=a.after_game, games=count(event.games_seated(), "game")))
        if a.json:
            print_json(standings_json(event, a.after_game))
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
    with read_event(a.event) as event:
        doc = payout_json(event)
        names = {p.start_no: p.name for p in event.players()}
        missing = prizes.missing_tiebreaks(event)
    if a.json:
        print_json(doc)
        return EXIT_OK
    from ..formats import amount
    from ..i18n import ordinal
    from ..rules.money import cents_of

    def money(value: object) -> str:  # JSON's money (20, 7.5) as the language writes it
        return amount(cents_of(value))

    print(_("Pot {amount}").format(amount=money(doc["pot"])))
    for r in doc["refunds"]:
        print("  " + _("refund {start_no} {name}: {amount}").format(
            start_no=r["start_no"], name=names[r["start_no"]], amount=money(r["amount"])))
    print(_("Rest {amount}").format(amount=money(doc["rest"])))
    for w in doc["winners"]:
        print("  " + _("{place} place: {start_no} {name}: {amount}").format(
            place=ordinal(w["place"]), start_no=w["start_no"], name=names[w["start_no"]],
            amount=money(w["amount"])))
    lo = doc["left_over"]
    level = doc["left_over_level_with"]
    print(_("Left over {amount} to {start_no} {name}").format(
        amount=money(lo["amount"]), start_no=lo["start_no"], name=names[lo["start_no"]])
          + (" " + _("(level with {players}; the left-over goes to the lower start "
                     "number)").format(players=", ".join(f"{s} {names[s]}" for s in level))
             if level else ""))
    print(_("Total paid {amount}").format(amount=money(doc["total_paid"])))
    if doc["fingerprint"]:  # the audit log's head: verify --fingerprint proves it later
        from ..service.history import grouped
        print(_("Fingerprint {fingerprint}").format(fingerprint=grouped(doc["fingerprint"])))
    if doc["give_back"]:
        print(_("Not in the pot: give back (paid, never seated):"))
        for g in doc["give_back"]:
            print(f"  {g['start_no']:>4} {g['name']}: {money(g['paid'])}")
    if missing:
        print(_("Note: players {players} are level on points without tie-break values, so "
                "they share: enter them with 'tiebreak' if the game decides otherwise.").format(
                    players=", ".join(map(str, missing))))
    return EXIT_OK


COMMANDS = (
    Command("seat", "seat the next game", event_and_json, cmd_seat),
    Command("unseat", "take back the last seating (before any result of it)", event_only,
            cmd_unseat),
    Command("seating", "the seating of a game", _seating_arguments, cmd_seating),
    Command("record", "record or correct one table's result", _record_arguments, cmd_record),
    Command("tiebreak", "final tie-break values of a player", _tiebreak_arguments,
            cmd_tiebreak),
    Command("standings", "the standings, best first", _standings_arguments, cmd_standings),
    Command("payout", "the prize money, after the last game", event_and_json, cmd_payout),
)
