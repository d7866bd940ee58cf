"""What every group of commands shares: a command's table row, the argument types, the
one-line refusal, opening the event, printing JSON, and the known errors said in one line."""

from __future__ import annotations

import argparse
import sys

from ..i18n import N_, _, said

EXIT_OK, EXIT_REFUSED, EXIT_INTERNAL = 0, 2, 1
PROG = "tournament-director-cli"


class Command:
    """One command of a group's table: its name, its help line, the function that adds its
    arguments to its parser, and the function that runs it (returns the exit code)."""

    __slots__ = ("name", "help", "arguments", "run")

    def __init__(self, name: str, help: str, arguments, run):
        self.name, self.help, self.arguments, self.run = name, help, arguments, run


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


# -- argument types -------------------------------------------------------------------------
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
            text=text, low=number(low), high=number(high)))
    value = int(text)
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(_("{value} is out of range: use {low} to {high}").format(
            value=value, low=number(low), high=number(high)))
    return value


def number(n: int) -> str:
    """A count or an amount as the language writes it (Babel is loaded only to say one)."""
    from ..formats import whole
    return whole(n)


def bounded(low: int, high: int, what: str = N_("a whole number")):
    def check(text: str) -> int:
        return _whole(text, low, high)
    check.__name__ = what  # argparse names the type in its message
    return check


WHOLE = _whole  # any whole number (argparse names it "_whole" in its message, as it always has)
# Magnitudes only: the service says what is wrong with a negative amount or start number 0.
START_NO = bounded(-10**9, 10**9, N_("start number"))


def amount(text: str) -> str:
    """An amount as typed ("7,50"): read by the service, which says what is wrong with it
    (service/parse.py); only its length is checked here."""
    if len(text) > 40:
        raise argparse.ArgumentTypeError(_("{text} is too long for an amount").format(
            text=repr(text[:40] + "...")))
    return text


MONEY = amount
GAME = bounded(-10**6, 10**6, N_("game number"))
TABLE = bounded(-10**6, 10**6, N_("table number"))
SEED = bounded(0, 2**62, N_("seed"))
COUNT = bounded(0, 1_000_000, N_("count"))


def event_only(c) -> None:
    """The arguments of a command that takes the event alone."""
    c.add_argument("event")


def event_and_json(c) -> None:
    """The arguments of a command that shows the event, as text or --json."""
    c.add_argument("event")
    c.add_argument("--json", action="store_true")


# -- the event and the output -----------------------------------------------------------------
class _Borrowed:
    """The main desk's open event, lent to a desk's command run here (cli/desks.py): used in
    `with` as an opened one is, and left open after it."""

    def __init__(self, event):
        self.event = event

    def __enter__(self):
        return self.event

    def __exit__(self, *exc) -> None:
        return None


def open_event(path: str):
    """Open to change it (the writer's lock). While a desks' server on this laptop holds it
    (serve --desks, the window sharing with desks), HeldByDesks: the change goes through it."""
    from .desks import borrowed, held_by_desks
    lent = borrowed()
    if lent is not None:
        return _Borrowed(lent)
    from ..service.event import Event
    from ..store.errors import EventLocked, MigrationNeeded
    try:
        return _said(Event.open(path))
    except EventLocked as exc:
        if not isinstance(exc, MigrationNeeded):
            held_by_desks(path)
        raise


def _said(event):
    """One line on stderr if opening set aside a crash's log that was not this file's."""
    if event.file.wal_set_aside:
        warn(event.file.wal_set_aside)
    return event


def warn(text) -> None:
    """One warning line on stderr (the command went through)."""
    print(_("warning: {text}").format(text=said(text)), file=sys.stderr)


def read_event(path: str):
    """Open for reading: without the writer's lock, so that it never refuses a writer (the
    window or another command); SQLite WAL readers see every committed change."""
    from ..service.files import MigrationNeeded
    from ..service.files import read_event as read_only
    from .desks import borrowed
    lent = borrowed()
    if lent is not None:
        return _Borrowed(lent)
    try:
        return _said(read_only(path))  # its connection refuses to write
    except MigrationNeeded as exc:  # an older file: upgraded once, by a writer's open
        if getattr(exc, "wal_set_aside", None):
            warn(exc.wal_set_aside)
        return open_event(path)


def copy_warning(event) -> None:
    if event.copy_problem:  # the change is stored; only its automatic copy is missing
        warn(event.copy_problem)


def print_json(doc) -> None:
    import json
    sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


# -- the known errors, each one line; the rest into the crash log ----------------------------
def known_error(exc: BaseException, event_given: str | None) -> int:
    """Says `exc` in one line on stderr and returns the exit code: 2 for what the user can
    mend (a refusal, a file or disk problem, a damaged value), 1 for an internal error, whose
    details go into the crash log. `event_given`: the EVENT of the command that ran."""
    from ..rules.errors import RulesError
    from ..service.model import ServiceError
    from ..store.errors import EventFileError
    if isinstance(exc, (ServiceError, EventFileError, RulesError)):
        print(f"{PROG}: {said(exc)}", file=sys.stderr)
        return EXIT_REFUSED
    if isinstance(exc, OSError):
        from ..store.errors import from_os_error
        print(f"{PROG}: {from_os_error(exc)}", file=sys.stderr)
        return EXIT_REFUSED
    import sqlite3
    if isinstance(exc, sqlite3.Error):  # a full disk, a read-only file, a damaged page
        from pathlib import Path

        from ..store.errors import from_sqlite_error
        # the EVENT's name in messages; its folder tells a full disk
        where = Path(event_given) if event_given else None
        print(f"{PROG}: {from_sqlite_error(exc, where)}", file=sys.stderr)
        return EXIT_REFUSED
    if isinstance(exc, UnicodeError):  # e.g. a name in argv that is not UTF-8
        print(f"{PROG}: " + _("some text given is not valid UTF-8 (check the names typed); "
                              "nothing was changed"), file=sys.stderr)
        return EXIT_REFUSED
    damage = _damage_behind(exc, event_given)
    if damage:  # a value in the file that is not the program's, which SQLite's checks pass
        print(f"{PROG}: {damage}", file=sys.stderr)
        return EXIT_REFUSED
    log = _log_crash(exc)
    print(f"{PROG}: " + _("internal error ({error}); details in {log}. The event file was not "
                          "changed by the failed command.").format(
                              error=f"{type(exc).__name__}: {exc}", log=log), file=sys.stderr)
    return EXIT_INTERNAL


def _damage_behind(exc: BaseException, event_given: str | None) -> str | None:
    """When an unexpected error came from reading the event, whether the event's file holds
    a value the program never writes (then that is said, not an internal error)."""
    if not event_given or not isinstance(exc, (ValueError, TypeError, KeyError,
                                               AttributeError, IndexError)):
        return None
    from ..service.files import damage_of
    return damage_of(event_given)


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
