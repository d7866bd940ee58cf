"""An audit line in the user's language, for the History dialog and what Undo and Redo say:
its action's name, what it did and what it changed. The log keeps its English summary (it is
data: the hash chain, the command line's `log --json`); the words here are made from it and
from the line's before and after, each by the action that wrote it. A summary these cannot
read (a file from another version, a name that looks like the summary's own words) is shown
as stored."""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable

from .. import formats
from ..i18n import N_, _, ngettext, rules_text
from ..rules.games import GAMES
from ..rules.numbers import format_signed
from ..rules.plans import size_counts

NAMES = {"new": N_("created"), "upgrade": N_("file upgraded"), "register": N_("registered"),
         "import": N_("imported"), "edit": N_("player edited"), "drop": N_("dropped out"),
         "undrop": N_("back in"), "checkin": N_("check-in"), "seat": N_("seating"),
         "unseat": N_("seating taken back"), "drop-now": N_("not here"), "move": N_("move"),
         "swap": N_("swap"), "record": N_("result"), "correct": N_("correction"),
         "confirm": N_("result sent by the table"), "reject": N_("rejected"),
         "adjust": N_("adjustment"), "tiebreak": N_("tie-breaks"), "settings": N_("settings"),
         "clock": N_("round clock"), "announce": N_("announcement"), "undo": N_("undo"),
         "redo": N_("redo")}
# the fields a line's before and after name, as a director knows them
FIELDS = {"name": N_("name"), "club": N_("club"), "paid": N_("paid"), "status": N_("status"),
          "checked_in": N_("checked in"), "dropped_after": N_("dropped out after game"),
          "players": N_("players"), "game": N_("game"), "table": N_("table"),
          "seat": N_("seat"), "start_no": N_("start number"), "places": N_("places"),
          "results": N_("results"), "items": N_("table points"), "points": N_("points"),
          "reason": N_("reason"), "game_no": N_("game"), "date": N_("date"),
          "games": N_("games"), "fee": N_("fee"), "currency": N_("currency"),
          "mode": N_("mode"), "tiebreaks": N_("tie-breaks"), "prizes": N_("prizes"),
          "table_points": N_("table points"), "announcement": N_("announcement"),
          "duration": N_("time set"), "left": N_("time left"), "started_at": N_("started at"),
          "seats": N_("seats"), "tables": N_("tables"), "no_shows": N_("no-shows"),
          "adjustments": N_("adjustments"), "table_results": N_("table results"),
          "event": N_("the event's settings"), "hall": N_("the hall"),
          "paper": N_("paper"), "name_order": N_("order of names"), "seed": N_("seed"),
          "during_game": N_("during game"), "given_at": N_("given at"),
          "registered_at": N_("registered at"), "line": N_("line"), "sent": N_("sent")}
SOURCES = {"a list": N_("a list"), "the demo": N_("the demo")}  # register_many's own words
VALUES = {"active": N_("playing"), "dropped": N_("dropped out"),
          "competition": N_("competition"), "campaign": N_("campaign")}
# the event's own settings (its creation and Event settings): "game" is the board game
SETTING_FIELDS = {**FIELDS, "game": N_("board game")}
HIDDEN = {"id", "created_at"}  # the event row's own bookkeeping


def action_name(action: str) -> str:
    """An audit line's action ("swap") as the language says it."""
    return _(NAMES[action]) if action in NAMES else action


def field_name(key: str, fields: dict[str, str] = FIELDS) -> str:
    return _(fields[key]) if key in fields else key


ORDERS = {"name": N_("as typed"), "surname": N_("by surname")}


def value_text(value: object, key: str = "") -> str:
    """A stored value as a director reads it: yes / no, "-" for nothing, a game, an order
    of names, a list of table points or tie-breaks by their names."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, str) and value.startswith("[{"):  # (the settings keep JSON)
        with contextlib.suppress(ValueError):  # (not JSON after all: shown as it is)
            value = json.loads(value)
    if key == "points" and isinstance(value, int) and not isinstance(value, bool):
        return formats.signed(value)  # (an adjustment's tenths)
    if isinstance(value, str):
        if key == "game" and value in GAMES:
            return rules_text(GAMES[value].label)
        if key == "name_order" and value in ORDERS:
            return _(ORDERS[value])
        return _(VALUES[value]) if value in VALUES else value
    if isinstance(value, list) and value and all(isinstance(v, dict) and "label" in v
                                                 for v in value):
        return ", ".join(rules_text(str(v["label"])) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}={value_text(v)}" for k, v in value.items()) or "-"
    if isinstance(value, list):
        return " ".join(value_text(v) if not isinstance(v, list) else "[" + value_text(v) + "]"
                        for v in value)
    return str(value)


def before_after(before: object, after: object, action: str = "") -> str:
    """One line: each field that changed, "fee 20 -> 25", in the language (`action`: the
    line's, which says what its fields are)."""
    fields = SETTING_FIELDS if action in ("new", "settings") else FIELDS
    if before is None and isinstance(after, dict):
        before = {}
    if after is None and isinstance(before, dict):
        after = {}
    if isinstance(before, dict) and isinstance(after, dict):
        keys = [k for k in dict.fromkeys([*before, *after]) if k not in HIDDEN]
        parts = [f"{field_name(k, fields)} {value_text(before.get(k), k)} -> "
                 f"{value_text(after.get(k), k)}" for k in keys if before.get(k) != after.get(k)]
        return "; ".join(parts) or _("no change")
    if before is None and after is None:
        return ""
    if before is None and isinstance(after, list) and after and isinstance(after[0], dict):
        return "- -> " + ngettext("{n} player", "{n} players", len(after)).format(n=len(after))
    return f"{value_text(before)} -> {value_text(after)}"


def row_changes(counts: dict[tuple[str, str], int]) -> str:
    """What a line's recorded rows did, counted: "3 results added, 1 seats changed"."""
    said = {"I": _("{n} {what} added"), "D": _("{n} {what} removed"),
            "U": _("{n} {what} changed")}
    return ", ".join(said[op].format(n=n, what=field_name(tbl))
                     for (op, tbl), n in counts.items())


ROWS = {"players": N_("player {start_no}"),
        "seats": N_("game {game_no} seating of player {start_no}"),
        "results": N_("game {game_no} result of player {start_no}"),
        "table_results": N_("game {game_no} table {table_no} result"),
        "games": N_("game {game_no} seating"),
        "tiebreaks": N_("tie-break values of player {start_no}"),
        "no_shows": N_("game {game_no} no-show of player {start_no}"),
        "adjustments": N_("adjustment {id} of player {start_no}"),
        "event": N_("the event's settings"), "hall": N_("the hall")}


def row_name(tbl: str, row: dict | None, key: object) -> str:
    """A recorded row named as a director knows it: "player 7", "game 2 table 5 result"."""
    if tbl in ROWS and row:
        try:
            return _(ROWS[tbl]).format(**row)
        except (KeyError, IndexError):
            pass
    return _("{table} row {key}").format(table=field_name(tbl), key=key)


# -- what each action's line said -------------------------------------------------------------
def _plan(tables: object) -> str:
    sizes = [len(t) for t in tables] if isinstance(tables, list) else []
    counts = size_counts(sizes)
    listed = str(sizes[0]) if len(counts) == 1 else ", ".join(map(str, sizes))
    return ngettext("{n} table with {size} players", "{n} tables with {size} players",
                    len(sizes)).format(n=len(sizes), size=listed)


def _between(summary: str, head: str, tail: str) -> str | None:
    """What stands between `head` and `tail` in the summary (a name), or None."""
    if summary.startswith(head) and summary.endswith(tail) and \
            len(summary) >= len(head) + len(tail):
        return summary[len(head):len(summary) - len(tail)]
    return None


def _register(summary: str, before: object, after: object) -> str | None:
    if not isinstance(after, dict) or "name" not in after:
        return None
    rest = _between(summary, f"Registered {after['name']}", "")
    if rest is None:
        return None
    text = _("Registered {name}").format(name=after["name"])
    late = re.match(r" \(late entry, joins game (\d+)\)", rest)
    if late:
        text += " " + _("(late entry, joins game {game})").format(game=late[1])
    return text + (" " + _("(checked in)") if rest.endswith(" (checked in)") else "")


def _import(summary: str, before: object, after: object) -> str | None:
    found = re.fullmatch(r"Registered (\d+) players from (.*?)( \(checked in\))?", summary)
    if not found:
        return None
    n = int(found[1])
    source = _(SOURCES[found[2]]) if found[2] in SOURCES else found[2]
    text = ngettext("Registered {n} player from {source}", "Registered {n} players from "
                    "{source}", n).format(n=n, source=source)
    return text + (" " + _("(checked in)") if found[3] else "")


def _checkin(summary: str, before: object, after: object) -> str | None:
    for head, said in (("Checked in ", _("Checked in: {who}")),
                       ("Not here (check-in taken back): ",
                        _("Not here (check-in taken back): {who}"))):
        who = _between(summary, head, "")
        if who is not None:
            many = re.match(r"(\d+) players: (.*)", who)
            if many:
                who = ngettext("{n} player: {who}", "{n} players: {who}",
                               int(many[1])).format(n=int(many[1]), who=many[2])
            return said.format(who=who)
    return None


def _seat(summary: str, before: object, after: object) -> str | None:
    if not isinstance(after, dict) or "game" not in after:
        return None
    text = _("Seated game {game}: {plan}").format(game=after["game"],
                                                 plan=_plan(after.get("tables")))
    if " (extension game)" in summary:
        text += " " + _("(extension game)")
    out = summary.split("; left out, not here: ", 1)
    if len(out) == 2:
        text += "; " + _("left out, not here: {players}").format(players=out[1])
    return text


def _swap(summary: str, before: object, after: object) -> str | None:
    if not isinstance(before, dict) or not isinstance(after, dict):
        return None
    nos = [k for k in before if k != "game"]
    if len(nos) != 2:
        return None
    a, b = nos
    found = re.fullmatch(rf"Swapped (.*) \({a}\) and (.*) \({b}\) in game (\d+): .*", summary)
    if not found:
        return None
    (ta, sa), (tb, sb) = after[a], after[b]
    return _("Swapped {a_name} ({a}) and {b_name} ({b}) in game {game}: {a} to table "
             "{a_table} seat {a_seat}, {b} to table {b_table} seat {b_seat}").format(
                 a_name=found[1], a=a, b_name=found[2], b=b, game=found[3], a_table=ta,
                 a_seat=sa, b_table=tb, b_seat=sb)


def _adjust(summary: str, before: object, after: object) -> str | None:
    if not isinstance(after, dict) or not isinstance(after.get("points"), int):
        return None
    no, reason, game = after.get("start_no"), after.get("reason"), after.get("game_no")
    name = _between(summary, f"Adjustment {format_signed(after['points'])} for ",
                    f" ({no}): {reason}" + (f" (game {game})" if game else ""))
    if name is None:
        return None
    text = _("Adjustment {points} for {name} ({no}): {reason}").format(
        points=formats.signed(after["points"]), name=name, no=no, reason=reason)
    return text + (" " + _("(game {game})").format(game=game) if game else "")


def _tiebreak(summary: str, before: object, after: object) -> str | None:
    found = re.fullmatch(r"Tie-break values for (\d+) players", summary)
    if not found:
        return None
    n = int(found[1])
    return ngettext("Tie-break values of {n} player", "Tie-break values of {n} players",
                    n).format(n=n)


def _settings(summary: str, before: object, after: object) -> str | None:
    if not summary.startswith("Event settings changed: ") or not isinstance(after, dict):
        return None
    return _("Event settings changed: {settings}").format(
        settings=", ".join(field_name(k) for k in sorted(after)))


def _announce(summary: str, before: object, after: object) -> str | None:
    if summary == "Announcement cleared":
        return _("Announcement cleared")
    text = _between(summary, "Announcement: ", "")
    return _("Announcement: {text}").format(text=text) if text is not None else None


def _new(summary: str, before: object, after: object) -> str | None:
    name = after.get("name") if isinstance(after, dict) else None
    return _("Event {name} created").format(name=repr(name)) \
        if name is not None and summary == f"Event {name!r} created" else None


# the lines said by a pattern of their English summary: its named parts go into the text
PATTERNS: dict[str, tuple[tuple[str, str], ...]] = {
    "edit": ((r"Edited player (?P<no>\d+)", N_("Edited player {no}")),),
    "drop": ((r"(?P<name>.*) drops out after game (?P<game>\d+): they play out game "
              r"(?P=game) and are not seated again\.",
              N_("{name} drops out after game {game}: they play out game {game} and are not "
                 "seated again.")),
             (r"(?P<name>.*) drops out and is not seated again\.",
              N_("{name} drops out and is not seated again."))),
    "undrop": ((r"(?P<name>.*) is back: seated again from the next game\.",
                N_("{name} is back: seated again from the next game.")),),
    "unseat": ((r"The seating of game (?P<game>\d+) is taken back: seat it again when ready\.",
                N_("The seating of game {game} is taken back: seat it again when ready.")),),
    "drop-now": ((r"(?P<name>.*) \((?P<no>\d+)\) leaves table (?P<table>\d+) of game "
                  r"(?P<game>\d+) at once: drops out, table (?P=table) plays with (?P<n>\d+)",
                  N_("{name} ({no}) leaves table {table} of game {game} at once: drops out, "
                     "table {table} plays with {n}")),),
    "move": ((r"Moved (?P<name>.*) \((?P<no>\d+)\) to table (?P<table>\d+) in game "
              r"(?P<game>\d+): from table (?P<source>\d+) seat (?P<seat>\d+) to table "
              r"(?P=table) seat (?P<new_seat>\d+)",
              N_("Moved {name} ({no}) to table {table} in game {game}: from table {source} "
                 "seat {seat} to table {table} seat {new_seat}")),),
    "record": ((r"Recorded game (?P<game>\d+) table (?P<table>\d+): (?P<places>.*)",
                N_("Recorded game {game} table {table}: {places}")),),
    "correct": ((r"Corrected game (?P<game>\d+) table (?P<table>\d+): (?P<places>.*)",
                 N_("Corrected game {game} table {table}: {places}")),),
    "confirm": ((r"Confirmed game (?P<game>\d+) table (?P<table>\d+) as sent by the table "
                 r"\((?P<n>\d+) sent, \w+, the last at (?P<time>.*?)\): (?P<places>.*)",
                 N_("Confirmed game {game} table {table} as sent by the table ({n} sent, the "
                    "last at {time}): {places}")),),
    "reject": ((r"Rejected what game (?P<game>\d+) table (?P<table>\d+) sent \((?P<n>\d+) "
                r"sent, the last at (?P<time>.*)\)",
                N_("Rejected what game {game} table {table} sent ({n} sent, the last at "
                   "{time})")),),
    "tiebreak": ((r"Tie-break values for (?P<name>.*) \((?P<no>\d+)\)",
                  N_("Tie-break values of {name} ({no})")),),
    "clock": ((r"Round clock set to (?P<x>.+) minutes", N_("Round clock set to {x} minutes")),
              (r"Round clock started \((?P<x>.+) left\)", N_("Round clock started ({x} left)")),
              (r"Round clock paused \((?P<x>.+) left\)", N_("Round clock paused ({x} left)")),
              (r"(?P<x>.+) minutes added to the round clock",
               N_("{x} minutes added to the round clock")),
              (r"(?P<x>.+) minutes removed from the round clock",
               N_("{x} minutes removed from the round clock"))),
    "upgrade": ((r"The event file was upgraded to this version of the program \(what it held "
                 r"then is the starting point of undo and verify\)",
                 N_("The event file was upgraded to this version of the program (what it held "
                    "then is the starting point of undo and verify)")),),
}


def _record_several(summary: str, before: object, after: object) -> str | None:
    found = re.fullmatch(r"Recorded (\d+) tables of game (\d+)", summary)
    if not found:
        return None
    n = int(found[1])
    return ngettext("Recorded {n} table of game {game}", "Recorded {n} tables of game {game}",
                    n).format(n=n, game=found[2])


SAY: dict[str, Callable[[str, object, object], str | None]] = {
    "register": _register, "import": _import, "checkin": _checkin, "seat": _seat,
    "swap": _swap, "record": _record_several, "adjust": _adjust, "tiebreak": _tiebreak,
    "settings": _settings, "announce": _announce, "new": _new}


def said(action: str, summary: str, before: object = None, after: object = None) -> str:
    """What an audit line did, in the language (its stored summary when unreadable)."""
    say = SAY.get(action)
    text = say(summary, before, after) if say is not None else None
    if text is not None:
        return text
    for pattern, words in PATTERNS.get(action, ()):
        found = re.fullmatch(pattern, summary)
        if found:
            return _(words).format(**found.groupdict())
    return summary
