"""Results from the tables' phones (`serve --entry`): entry-links, inbox, confirm, reject."""

from __future__ import annotations

from ..formats import moment
from ..i18n import _
from .common import (
    EXIT_OK,
    GAME,
    TABLE,
    Command,
    copy_warning,
    event_and_json,
    open_event,
    print_json,
    read_event,
)


def _entry_links_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--game", type=GAME)
    c.add_argument("--json", action="store_true")


def cmd_entry_links(a) -> int:
    from ..service import entry
    with read_event(a.event) as event:
        doc = entry.links(event, a.game)
    if a.json:
        print_json(doc)
    else:
        for link in doc:
            print(_("Table {table}:").format(table=link["table"]) + " " + link["path"])
    return EXIT_OK


def cmd_inbox(a) -> int:
    from ..service import entry
    with read_event(a.event) as event:
        doc = entry.inbox_json(event)
    if a.json:
        print_json(doc)
        return EXIT_OK
    if not doc:
        print(_("Nothing waits: no table has sent a result that is not recorded yet."))
    for w in doc:
        ranks = ", ".join(f"{p}={place}" for p, place in w["ranks"].items())
        print(_("Game {game} table {table}: {ranks} ({n} sent, {status}, the last at "
                "{time})").format(game=w["game"], table=w["table"], ranks=ranks,
                                  n=w["submissions"], status=w["status"],
                                  time=moment(w["received_at"])))  # --json: ISO
    return EXIT_OK


def _table_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--game", type=GAME, required=True)
    c.add_argument("--table", type=TABLE, required=True)


def cmd_confirm(a) -> int:
    from ..service import entry
    with open_event(a.event) as event:
        done = entry.confirm(event, a.game, a.table)
        copy_warning(event)
    print(done.message)
    return EXIT_OK


def cmd_reject(a) -> int:
    from ..service import entry
    with open_event(a.event) as event:
        print(entry.reject(event, a.game, a.table).message)
    return EXIT_OK


COMMANDS = (
    Command("entry-links", "each table's page for sending its result", _entry_links_arguments,
            cmd_entry_links),
    Command("inbox", "what the tables sent and waits for the director", event_and_json,
            cmd_inbox),
    Command("confirm", "record what a table sent (its newest submission)", _table_arguments,
            cmd_confirm),
    Command("reject", "throw away what a table sent (it can send again)", _table_arguments,
            cmd_reject),
)
