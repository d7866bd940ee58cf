"""The event's commands: new, status, log, verify, undo, redo, demo, and plan (no event)."""

from __future__ import annotations

from ..formats import count
from ..i18n import N_, _, ngettext, said
from .common import (
    COUNT,
    EXIT_OK,
    GAME,
    MONEY,
    SEED,
    WHOLE,
    Command,
    Refused,
    bounded,
    event_and_json,
    event_only,
    number,
    open_event,
    print_json,
    read_event,
)

MAX_PLAN = 100_000  # players: `plan` beyond that is not a real event


def _new_arguments(c) -> None:
    # the choices are the rules' and the service's own lists of names (tiny modules: the
    # rules and the service themselves are not loaded to parse)
    from ..rules.choices import GAME_IDS as GAMES
    from ..rules.choices import MODES
    from ..service.choices import PAPERS, TABLE_POINT_PRESETS, TIEBREAK_PRESETS
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


def cmd_new(a) -> int:
    from ..service.event import Event
    event = Event.create(a.event, name=a.name, games=a.games, fee=a.fee, currency=a.currency,
                         mode=a.mode, game=a.game, table_points=a.table_points,
                         tiebreaks=a.tiebreaks, seed=a.seed,
                         date=a.date, paper=a.paper)
    event.close()
    print(_("Created {path}").format(path=a.event))
    return EXIT_OK


def _plan_arguments(c) -> None:
    c.add_argument("n", type=bounded(-10**9, 10**9, N_("number of players")))
    c.add_argument("--game", type=GAME, default=1)
    c.add_argument("--max-table", type=WHOLE, default=6, choices=[4, 6],
                   help="4 for games that seat at most 4 (Terra Nova, Terra Turrium)")


def cmd_plan(a) -> int:
    from ..rules.errors import RulesError
    from ..rules.plans import table_plan
    if a.n < 3:
        raise Refused(_("{n} players cannot play: a table needs at least 3 players").format(
            n=a.n))
    if a.n > MAX_PLAN:
        raise Refused(_("{n} players: plan takes at most {most} players").format(
            n=number(a.n), most=number(MAX_PLAN)))
    if a.game < 1:
        raise Refused(_("--game must be 1 or more (got {game})").format(game=a.game))
    try:
        sizes = table_plan(a.n, a.game, a.max_table)
    except RulesError as exc:
        raise Refused(said(exc)) from None
    print(" ".join(map(str, sizes)))
    return EXIT_OK


def cmd_status(a) -> int:
    from ..i18n import english
    with read_event(a.event) as event:
        if a.json:  # data: the same words whatever the language
            with english():
                st = event.status()
        else:
            st = event.status()
    if a.json:
        print_json({"games_agreed": st.games_agreed, "games_seated": st.games_seated,
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


def _log_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--limit", type=COUNT, default=50)
    c.add_argument("--json", action="store_true")


def cmd_log(a) -> int:
    with read_event(a.event) as event:
        entries = event.audit_log(a.limit)
    if a.json:
        print_json([{"id": e.id, "at": e.at, "action": e.action, "summary": e.summary,
                     "before": e.before, "after": e.after, "desk": e.desk} for e in entries])
        return EXIT_OK
    for e in entries:  # the desk that asked for it, when another did
        print(f"{e.at}  {e.action:<9} {e.summary}" + (f"  [{e.desk}]" if e.desk else ""))
    return EXIT_OK


def cmd_undo(a) -> int:
    from ..service import history
    with open_event(a.event) as event:
        print(history.undo(event).message if a.command == "undo" else history.redo(event).message)
    return EXIT_OK


def _verify_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--fingerprint", metavar="HEX",
                   help="also prove that the audit log passes through this fingerprint (the "
                   "one printed beside the payout's signatures): nothing before it was "
                   "rewritten")
    c.add_argument("--json", action="store_true")


def cmd_verify(a) -> int:
    from ..rules.money import money_json
    from ..service import history, signed
    given = history.fingerprint_given(a.fingerprint) if a.fingerprint is not None else None
    with read_event(a.event) as event:
        problems = history.verify(event)
        signature = signed.check(event, given) if given else None
        names, currency = ({p.start_no: p.name for p in event.players()},
                           event.settings.currency) \
            if signature and signature.payout_changed else ({}, "")
    passes = signature is None or signature.holds
    if a.json:
        doc: dict = {"ok": not problems and passes, "differences": problems}
        if signature:
            doc["fingerprint"] = {"hex": given, "passes": signature.holds}
            doc.update(holds=signature.holds, later_lines=len(signature.later),
                       payout_changed=[{"start_no": p, "signed": money_json(then),
                                        "now": money_json(now)}
                                       for p, then, now in signature.payout_changed])
        print_json(doc)
    else:
        for line in problems:
            print(line)
        if not problems and passes:
            print(_("All holds: the file is intact, the audit log's chain is whole, and every "
                    "player, fee, seating and result is what the audit log says."))
        if signature and signature.holds:
            _say_signature(signature, names, currency)
    more = (" " + _("(and {n} more, listed on stdout)").format(n=n)
            if (n := len(problems) - (1 if passes else 0)) > 0 else "")
    if signature and not signature.holds:  # one line, on stderr only
        raise Refused(f"{a.event}: {signature.said}{more}")
    if not problems:
        return EXIT_OK
    damage = [line for line in problems if " is damaged: " in line]
    if damage:
        raise Refused(_("{event} is damaged: {problem}; open the most recent copy or backup of "
                        "this event instead").format(event=a.event, problem=damage[0] + more))
    raise Refused(_("{event} differs from its audit log: {problem}").format(
        event=a.event, problem=problems[0]) + more)


def _say_signature(signature, names: dict[int, str], currency: str) -> None:
    """What the signature proves, the lines since, and the prize money against the signed."""
    from ..formats import money
    print(signature.said[0].upper() + signature.said[1:] + ".")
    if signature.later:
        print(ngettext("{n} audit line came after the signature:",
                       "{n} audit lines came after the signature:",
                       len(signature.later)).format(n=len(signature.later)))
        for e in signature.later:
            print(f"  {e.at}  {e.action:<9} {e.summary}")
    else:
        print(_("No audit line came after the signature."))
    if not signature.signed_payout:
        print(_("There was no payout at the signature (the event was not complete then): no "
                "prize money to compare."))
    elif not signature.payout_changed:
        print(_("The prize money is as signed."))
    else:
        print(_("The prize money differs from the signed payout:"))
        for start_no, then, now in signature.payout_changed:
            print("  " + _("{no} {name}: {signed} signed, {now} now").format(
                no=start_no, name=names.get(start_no, "?"), signed=money(then, currency),
                now=money(now, currency)))


def _demo_arguments(c) -> None:
    from ..rules.choices import MODES
    c.add_argument("event")
    c.add_argument("--players", type=bounded(0, 10_000, N_("number of players")), required=True)
    c.add_argument("--games", type=GAME, default=5)
    c.add_argument("--seed", type=SEED)
    c.add_argument("--mode", default="competition", choices=list(MODES))


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


COMMANDS = (
    Command("new", "create an event", _new_arguments, cmd_new),
    Command("plan", "table sizes for N players (needs no event)", _plan_arguments, cmd_plan),
    Command("status", "where the event stands", event_and_json, cmd_status),
    Command("log", "the audit log, newest first", _log_arguments, cmd_log),
    Command("undo", "take back the last change (repeated: further back)", event_only,
            cmd_undo),
    Command("redo", "take back the last undo", event_only, cmd_undo),
    Command("verify", "check the file against its audit log", _verify_arguments, cmd_verify),
    Command("demo", "a complete simulated event", _demo_arguments, cmd_demo),
)
