"""Results from the tables' phones (`serve --entry`): entry-links, inbox, confirm, reject."""

from __future__ import annotations

from ..formats import moment
from ..i18n import N_, _
from .common import (
    EXIT_OK,
    GAME,
    TABLE,
    Command,
    Refused,
    bounded,
    copy_warning,
    event_and_json,
    open_event,
    print_json,
    read_event,
)

SUBMISSION = bounded(-2**62, 2**62, N_("submission id"))


def _entry_links_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--game", type=GAME)
    c.add_argument("--table", type=TABLE, help="with --renew: the table whose code leaked")
    c.add_argument("--seats", action="store_true",
                   help="also each player's own page (what it sends is that player's)")
    c.add_argument("--renew", action="store_true",
                   help="new addresses for --game K --table T (the old ones stop at once)")
    c.add_argument("--json", action="store_true")


def cmd_entry_links(a) -> int:
    from ..service import entry
    if a.renew:
        if a.game is None or a.table is None:
            raise Refused(_("--renew needs --game K and --table T: the table whose code "
                            "leaked"))
        with open_event(a.event) as event:
            print(entry.renew(event, a.game, a.table).message)
        return EXIT_OK
    if a.table is not None:
        raise Refused(_("--table goes with --renew only"))
    with read_event(a.event) as event:
        doc = entry.links(event, a.game, seats=a.seats)
    if a.json:
        print_json(doc)
        return EXIT_OK
    for link in doc:
        print(_("Table {table}:").format(table=link["table"]) + " " + link["path"])
        for seat in link.get("seats", ()):
            print("  " + _("seat {seat} (#{start_no}):").format(**seat) + " " + seat["path"])
    return EXIT_OK


def _said_status(w: dict) -> str:
    return {"pending": _("pending"), "agreed": _("agreed"), "conflict": _("conflict"),
            "stale": _("sent before the table changed")}[w["status"]]


def cmd_inbox(a) -> int:
    from ..service import inbox
    with read_event(a.event) as event:
        found = inbox.read(event)
        doc = inbox.inbox_json(event, found)
        damaged = inbox.damaged_words(event, found.damaged) if found.damaged else ""
    if a.json:
        print_json(doc)
    elif not doc and not damaged:
        print(_("Nothing waits: no table has sent a result that is not recorded yet."))
    for w in doc if not a.json else ():
        print(_("Game {game} table {table}: {status}, from {n} senders (the newest is "
                "submission {version}, at {time})").format(
                    game=w["game"], table=w["table"], status=_said_status(w),
                    n=w["senders"], version=w["version"],
                    time=moment(w["received_at"])))  # (--json: ISO 8601)
        for s in w["submissions"]:
            who = (_("seat {seat} (#{start_no})").format(**s["sender"])
                   if s["sender"]["start_no"] is not None else _("the table's page"))
            ranks = ", ".join(f"{p}={place}" for p, place in s["ranks"].items())
            stale = " - " + _("sent before the table changed") if s["stale"] else ""
            print(f"  {s['id']}: {ranks} ({who}){stale}")
        if w["refused"]:
            print("  " + _("its pages refused {n} sends (too many)").format(n=w["refused"]))
    if damaged:
        raise Refused(damaged)
    return EXIT_OK


def _table_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("--table", type=TABLE, required=True)


def _confirm_arguments(c) -> None:
    _table_arguments(c)
    c.add_argument("--submission", type=SUBMISSION, metavar="ID",
                   help="the submission to record (inbox --json: its id); needed when the "
                   "table's submissions differ")
    c.add_argument("--seen", type=SUBMISSION, metavar="VERSION",
                   help="the table's version you looked at: refused if a newer one came")


def cmd_confirm(a) -> int:
    from ..service import inbox
    with open_event(a.event) as event:
        done = inbox.confirm(event, a.game, a.table, submission=a.submission, seen=a.seen)
        copy_warning(event)
    print(done.message)
    return EXIT_OK


def cmd_reject(a) -> int:
    from ..service import inbox
    with open_event(a.event) as event:
        print(inbox.reject(event, a.game, a.table).message)
    return EXIT_OK


COMMANDS = (
    Command("entry-links", "each table's page for sending its result (and each seat's)",
            _entry_links_arguments, cmd_entry_links),
    Command("inbox", "what the tables sent and waits for the director", event_and_json,
            cmd_inbox),
    Command("confirm", "record what a table sent (the submission chosen, or its newest)",
            _confirm_arguments, cmd_confirm),
    Command("reject", "throw away what a table sent (it can send again)", _table_arguments,
            cmd_reject),
)
