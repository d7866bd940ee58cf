"""`tournament-director-cli`: the command line over the service; `main`, and the parser built
from the groups' own tables of commands (only the group of the command run is imported)."""

from __future__ import annotations

import sys
from collections.abc import Mapping

from ..i18n import _
from .common import EXIT_OK, EXIT_REFUSED, PROG, Command, Parser, Refused, known_error

# Each command's group (a module of this package, whose COMMANDS table says the command's
# help, arguments and handler), in the order `--help` lists the commands.
GROUP_OF = {
    "new": "event", "add-player": "players", "import-players": "players",
    "players": "players", "edit-player": "players", "drop": "players", "checkin": "players",
    "move": "overrides", "swap": "overrides", "adjust": "overrides", "undrop": "players",
    "plan": "event", "seat": "games", "unseat": "games", "seating": "games",
    "record": "games", "tiebreak": "games", "standings": "games", "payout": "games",
    "status": "event", "log": "event", "print": "files", "export": "files", "clock": "hall",
    "announce": "hall", "undo": "event", "redo": "event", "verify": "event", "demo": "event",
    "serve": "hall", "entry-links": "entry", "inbox": "entry", "confirm": "entry",
    "reject": "entry", "publish": "hall", "backup": "files", "restore": "files",
    "desk-links": "desks",
}


def command_named(name: str) -> Command:
    """The command `name` of its group's table (the group's module is imported here)."""
    from importlib import import_module
    group = import_module(f"{__name__}.{GROUP_OF[name]}")
    return next(c for c in group.COMMANDS if c.name == name)


class _Handlers(Mapping):
    """Each command's handler by name, its group imported only when it is asked for."""

    def __getitem__(self, name: str):
        return command_named(name).run

    def __contains__(self, name) -> bool:  # without importing the group
        return name in GROUP_OF

    def __iter__(self):
        return iter(GROUP_OF)

    def __len__(self) -> int:
        return len(GROUP_OF)


COMMANDS: Mapping = _Handlers()


def build_parser(command: str | None = None) -> Parser:
    """The parser of every command, or only of `command` (the one being run: the CLI
    starts faster; --help and an unknown command get the whole parser)."""
    p = Parser(prog=PROG,
               description="Run a multi-table board-game competition from the command line.")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name in GROUP_OF if command is None else (command,):
        c = command_named(name)
        c.arguments(sub.add_parser(name, help=c.help))
    return p


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
    if sys.platform == "win32":
        utf8_output()
    from ..i18n import set_language, system_language
    set_language(system_language())  # TD_LANG, else the system's (LANG, LC_ALL, ...)
    words = sys.argv[1:] if argv is None else argv
    if words[:1] == ["--desk"]:  # another desk: the command is run at the main desk
        return _said_here(lambda: _at_desk(words[1:]))
    return run(words)


def _at_desk(words: list[str]) -> int:
    from .desks import at_desk
    return at_desk(words)


def run(words: list[str]) -> int:
    """Parse and run one command (its exit code); every refusal and failure in one line.
    (cli/desks.py runs a desk's command here too, in the main desk's language context.)"""
    event_given = None  # the EVENT of the command running, for error messages
    try:
        # only the parser of the command being run (the whole one for --help or a typo)
        name = words[0] if words and words[0] in COMMANDS else None
        args = build_parser(name).parse_args(_penalties_read(words))
        if args.version:
            from ..about import version_line
            print(version_line())
            return EXIT_OK
        event_given = getattr(args, "event", None)
        if not args.command:
            raise Refused(_("give a command, e.g. 'plan 39 --game 2' (see --help)"))
        return COMMANDS[args.command](args)
    except BaseException as exc:  # noqa: BLE001 - every refusal and failure ends in one line
        from .desks import HeldByDesks
        if isinstance(exc, HeldByDesks):  # a desks' server holds it: the change goes there
            url = exc.url
            return _said_here(lambda: _through(url, words, event_given))
        return _failed(exc, event_given)


def _through(url: str, words: list[str], event: str | None) -> int:
    """At the main desk, while its desks' server holds the event: the command run by it
    (the EVENT argument taken out: it is that server's)."""
    from ..web.desk_client import Client, Link, new_request
    from .desks import send
    rest = list(words)
    if event in rest[1:]:
        del rest[rest.index(event, 1)]
    return send(Link.parse(url), rest, new_request(), Client)


def _said_here(run_it) -> int:
    try:
        return run_it()
    except BaseException as exc:  # noqa: BLE001 - every refusal and failure ends in one line
        return _failed(exc, None)


def _failed(exc: BaseException, event_given: str | None) -> int:
    if isinstance(exc, Refused):
        print(f"{PROG}: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    if isinstance(exc, KeyboardInterrupt):
        print(f"{PROG}: " + _("interrupted"), file=sys.stderr)
        return 130
    if isinstance(exc, BrokenPipeError):  # e.g. piped into `head`: the reader has gone
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    if isinstance(exc, SystemExit):
        raise exc
    return known_error(exc, event_given)
