"""Several desks from the command line: `desk-links` (the desks' addresses, at the main desk),
`--desk URL COMMAND ...` (a command run at the main desk from another desk, with the same
output, JSON and exit codes), and the main desk's side of that (`plan`, `run`).

A desk's command is run at the main desk as it is here (cli.run), over the main desk's open
event, its output kept and sent back; a file it reads (import-players) is sent along, a file
it writes (print, export) comes back and is written at the desk. While a desks' server holds
the event (serve --desks, or the window sharing with desks), a command at the main desk that
changes it goes through that server too (`HeldByDesks`)."""

from __future__ import annotations

import base64
import contextlib
import io
import sys
import tempfile
from contextvars import ContextVar
from pathlib import Path

from ..i18n import _
from .common import EXIT_OK, PROG, WHOLE, Command, Refused, open_event, print_json, read_event

EXIT_UNREACHED = 3  # the main desk did not answer (CLI.md)
DOOR, RESULTS, FULL, ANY = "door", "results", "full", None
# The role each command needs at another desk (CLI.md); ANY: a read, every desk's. A command
# not listed stays at the main desk.
DESK_ROLES = {
    "add-player": DOOR, "import-players": DOOR, "edit-player": DOOR, "checkin": DOOR,
    "drop": DOOR, "undrop": DOOR,
    "record": RESULTS, "confirm": RESULTS, "reject": RESULTS, "move": RESULTS,
    "swap": RESULTS, "print": RESULTS,
    "seat": FULL, "unseat": FULL, "adjust": FULL, "tiebreak": FULL, "clock": FULL,
    "announce": FULL, "undo": FULL, "redo": FULL,
    "players": ANY, "seating": ANY, "standings": ANY, "payout": ANY, "status": ANY,
    "log": ANY, "inbox": ANY, "entry-links": ANY, "export": ANY,
}
CHANGING = {name for name, role in DESK_ROLES.items() if role is not ANY and name != "print"}
MAIN_ONLY_CHANGES = {"desk-links"}  # run through the desks' server at the main desk only
OUTPUT = {"print": ("-o", "--output"), "export": ("-o", "--output")}  # written at the desk
INPUT = {"import-players": "file"}  # the argument naming a file read: sent along


# -- desk-links -------------------------------------------------------------------------------
def _desk_links_arguments(c) -> None:
    c.add_argument("event")
    what = c.add_mutually_exclusive_group(required=True)
    what.add_argument("--name", help="the desk's name, e.g. Door or \"Results 2\"")
    what.add_argument("--list", action="store_true", help="the desks, their role, last seen")
    what.add_argument("--revoke", metavar="NAME", help="refuse that desk from now on")
    c.add_argument("--role", choices=["full", "results", "door"])
    c.add_argument("--host", help="the address desks reach this laptop at (default: where "
                   "the desks' server listens, else this laptop's on the hall's network)")
    c.add_argument("--port", type=WHOLE, help="the desks' port (default: the server's, "
                   "else 8081)")
    c.add_argument("--json", action="store_true")


def cmd_desk_links(a) -> int:
    from ..service import desks
    if a.list:
        with read_event(a.event) as event:
            doc = desks.desk_list(event)
        if a.json:
            print_json([{"name": d["name"], "role": d["role"], "last_seen": d["last_seen"],
                         "revoked": d["revoked"]} for d in doc])
        for d in [] if a.json else doc:
            print(f"{d['name']}  {d['role']}  " + (_("revoked") if d["revoked"] else
                                                     d["last_seen"] or _("not seen yet")))
        return EXIT_OK
    if a.revoke is not None:
        with open_event(a.event) as event:
            desks.revoke(event, a.revoke)
        print(_("Desk {name} is refused from now on (also a session it has open).").format(
            name=a.revoke))
        return EXIT_OK
    if a.role is None:
        raise Refused(_("--role is needed with --name: full, results or door"))
    with open_event(a.event) as event:
        token = desks.make_desk(event, a.name, a.role)
        pin, where = desks.pin(event.db), desks.address(event.db)
        name = desks.clean_name(a.name)
    from ..web.desk_server import link_address
    if a.port is not None and not 1 <= a.port <= 65535:
        raise Refused(_("--port {port}: give a port from 1 to 65535").format(port=a.port))
    host, port = link_address(where, a.host, a.port)
    doc = {"name": name, "role": a.role, "path": f"/d/{token}",
           "url": desks.link(host, port, token, pin or "")}
    if a.json:
        print_json(doc)
    else:
        print(_("Desk {name} ({role}) joins with:").format(name=name, role=a.role))
        print(f"  {doc['url']}")
    return EXIT_OK


COMMANDS = (
    Command("desk-links", "another desk's private address (--name, --role), the desks "
            "(--list), or refuse one (--revoke)", _desk_links_arguments, cmd_desk_links),
)


# -- at the main desk: a desk's command -------------------------------------------------------
def plan(argv: list[str], role: str) -> tuple[bool, dict | None]:
    """(whether the command changes the event, its refusal when the desk may not run it)."""
    from ..service.actions import role_allows
    from ..service.asker import needs_role
    command = argv[0] if argv else ""
    renew = command == "entry-links" and "--renew" in argv  # new codes: the main desk's
    if role == "main":
        return command in CHANGING or command in MAIN_ONLY_CHANGES or renew, None
    if command not in DESK_ROLES or renew:
        return False, _said(2, "", _("{command} is done at the main desk only.").format(
            command=command or "?"))
    needed = DESK_ROLES[command]
    if command == "drop" and "--now" in argv:
        needed = RESULTS
    if command == "clock" and "status" in argv[1:2]:
        needed = ANY
    if needed is not ANY and not role_allows(role, needed):
        return False, _said(2, "", needs_role(role, command, needed))
    return (needed is not ANY), None


def _said(code: int, out: str, err: str) -> dict:
    return {"code": code, "out": out, "err": f"{PROG}: {err}\n" if err else ""}


_borrowed: ContextVar = ContextVar("borrowed", default=None)
_output: ContextVar = ContextVar("output", default=None)


def borrowed():
    """The main desk's open event while a desk's command runs here (cli/common.py)."""
    return _borrowed.get()


def run(event, argv: list[str], asker, files: dict, lang: str | None) -> dict:
    """A desk's command run here over `event`: {"code", "out", "err", "files"}."""
    from ..i18n import speaking
    from ..service.asker import asking
    from . import run as run_command
    _route_output()
    out, err = io.StringIO(), io.StringIO()
    words = list(argv)
    with tempfile.TemporaryDirectory(prefix="td-desk-") as folder:
        outputs = {}
        try:
            for key, sent in (files.get("in") or {}).items():
                place = Path(folder, "in", Path(str(sent.get("name", ""))).name or "file")
                place.parent.mkdir(exist_ok=True)
                place.write_bytes(base64.b64decode(sent.get("b", ""), validate=True))
                words[int(key)] = str(place)
            for key in files.get("out") or []:
                place = Path(folder, "out", Path(words[int(key)]).name or "file")
                place.parent.mkdir(exist_ok=True)
                words[int(key)] = str(place)
                outputs[int(key)] = place
        except (ValueError, TypeError, IndexError, AttributeError):
            return _said(2, "", _("the files sent with the command are damaged"))
        if asker.role != "main" and not _files_here(words, folder):
            return _said(2, "", _("a desk sends the files a command reads along, and gets "
                                  "back the files it writes: it names none of the main "
                                  "desk's"))
        token_b, token_o = _borrowed.set(event), _output.set((out, err))
        try:
            with speaking(lang), asking(asker):
                code = run_command([words[0], str(event.path), *words[1:]])
        finally:
            _borrowed.reset(token_b)
            _output.reset(token_o)
        texts = [out.getvalue(), err.getvalue()]
        for key, place in outputs.items():
            texts = [t.replace(str(place), f"\x00{key}\x00") for t in texts]
        texts = [t.replace(str(event.path), event.path.name).replace(folder, "")
                 for t in texts]
        made = {str(key): base64.b64encode(place.read_bytes()).decode("ascii")
                for key, place in outputs.items() if place.is_file()}
    return {"code": code, "out": texts[0], "err": texts[1], "files": made}


def _files_here(words: list[str], folder: str) -> bool:
    """Whether every file the command reads or writes is one of this request's own (in
    `folder`), never a path of the main desk's disk that a desk named."""
    from . import build_parser
    from .common import Refused
    command = words[0] if words else ""
    if command not in OUTPUT and command not in INPUT:
        return True
    try:
        parsed = build_parser(command).parse_args([command, "EVENT", *words[1:]])
    except (Refused, SystemExit):
        return True  # refused as it would be anywhere (the run says why)
    named = [getattr(parsed, "output", None) if command in OUTPUT else None,
             getattr(parsed, INPUT[command], None) if command in INPUT else None]
    return all(Path(p).resolve().parent.parent == Path(folder).resolve()
               for p in named if p is not None)


class _Routed(io.TextIOBase):
    """sys.stdout or sys.stderr: into a desk command's kept output while one runs in this
    thread, else where it went before."""

    def __init__(self, real, which: int):
        self.real, self.which = real, which

    def write(self, text: str) -> int:
        kept = _output.get()
        if kept is not None:
            return kept[self.which].write(text)
        return self.real.write(text) if self.real is not None else len(text)

    def flush(self) -> None:
        if _output.get() is None and self.real is not None:
            self.real.flush()

    def isatty(self) -> bool:
        return _output.get() is None and self.real is not None and self.real.isatty()

    def fileno(self) -> int:
        if self.real is None:
            raise io.UnsupportedOperation("fileno")
        return self.real.fileno()

    @property
    def encoding(self):  # type: ignore[override]
        return getattr(self.real, "encoding", "utf-8")


def _route_output() -> None:
    if not isinstance(sys.stdout, _Routed):
        sys.stdout = _Routed(sys.stdout, 0)
    if not isinstance(sys.stderr, _Routed):
        sys.stderr = _Routed(sys.stderr, 1)


# -- at a desk: --desk URL COMMAND ... --------------------------------------------------------
class HeldByDesks(Exception):
    """The event is open at this laptop by a desks' server: a change goes through it."""

    def __init__(self, url: str):
        super().__init__(url)
        self.url = url


def held_by_desks(path: str) -> None:
    """HeldByDesks when a desks' server on this laptop holds the event (it is locked)."""
    from ..service import desks
    from ..service.files import read_event as read_only
    from ..web.desk_server import DEFAULT_PORT
    try:
        with read_only(path) as event:
            where, pin = desks.address(event.db), desks.pin(event.db)
            token = desks.main_token(event.db)
    except Exception:  # noqa: BLE001 - not readable: the lock's own refusal is said
        return
    if where is None or pin is None:
        return
    host = where[0] if where[0] not in ("0.0.0.0", "", "::") else "127.0.0.1"
    raise HeldByDesks(desks.link(host, where[1] or DEFAULT_PORT, token, pin))


def at_desk(words: list[str]) -> int:
    """`--desk URL [--request-id ID] COMMAND [ARGS]`: the command run at the main desk."""
    from ..service.model import ServiceError
    if not words:
        raise Refused(_("--desk needs the desk's address, then the command"))
    url, rest = words[0], words[1:]
    request = None
    if rest[:1] == ["--request-id"]:
        if len(rest) < 2:
            raise Refused(_("--request-id needs the id the main desk was asked with"))
        request, rest = rest[1], rest[2:]
    if not rest:
        raise Refused(_("give the command to run at the main desk, e.g. --desk URL players "
                        "--json"))
    from ..web.desk_client import Client, Link, new_request
    try:
        link = Link.parse(url)
    except ServiceError as exc:
        raise Refused(str(exc)) from None
    return send(link, rest, request or new_request(), Client)


def send(link, rest: list[str], request: str, client_class) -> int:
    """Send the command; print what the main desk's run printed; its exit code (3: it did
    not answer)."""
    from ..service.model import ServiceError
    from ..web.desk_client import NoAnswer, NotReached, Revoked
    words, files, local = _files(rest)
    client = client_class(link)
    try:
        hello = client.call("hello", {})
        doc = client.change("command", {"argv": words, "files": files,
                                        "seen": (hello.get("ok") or {}).get("head")}, request)
    except (NotReached, NoAnswer) as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return EXIT_UNREACHED
    except Revoked as exc:
        raise Refused(str(exc)) from None
    except ServiceError as exc:
        raise Refused(str(exc)) from None
    finally:
        client.close()
    if "again" in doc:
        print(_("This request was done already (line {line} of the log).").format(
            line=doc["again"]))
        return EXIT_OK
    if "error" in doc:
        raise Refused(doc["error"])
    for key, data in (doc.get("files") or {}).items():
        _write_here(local[int(key)], base64.b64decode(data))
    out, err = doc.get("out", ""), doc.get("err", "")
    for key, path in local.items():
        out = out.replace(f"\x00{key}\x00", str(path))
        err = err.replace(f"\x00{key}\x00", str(path))
    sys.stdout.write(out)
    sys.stderr.write(err)
    return int(doc.get("code", 1))


def _files(words: list[str]) -> tuple[list[str], dict, dict[int, Path]]:
    """The words as sent, the files sent along ({"in": {index: file}, "out": [index]}) and
    where each file written comes back to here."""
    words = list(words)
    files: dict = {}
    local: dict[int, Path] = {}
    command = words[0]
    where = _input_word(words) if command in INPUT else None
    if where is not None:
        path = Path(words[where])
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise Refused(_("{file} cannot be read: {reason}").format(
                file=path, reason=exc.strerror or exc)) from None
        files["in"] = {str(where): {"name": path.name,
                                    "b": base64.b64encode(data).decode("ascii")}}
        words[where] = path.name
    split: list[str] = []
    for word in words:  # "--output=FILE" and "-oFILE" as two words
        if command in OUTPUT and word.startswith("--output="):
            split += ["--output", word.split("=", 1)[1]]
        elif command in OUTPUT and word.startswith("-o") and len(word) > 2:
            split += ["-o", word[2:]]
        else:
            split.append(word)
    words = split
    for i, word in enumerate(words):
        if word in OUTPUT.get(command, ()) and i + 1 < len(words):
            path = Path(words[i + 1])
            if not path.parent.is_dir():
                raise Refused(_("-o: the folder {folder} does not exist: create it or choose "
                                "another").format(folder=path.parent))
            local[i + 1] = path
            words[i + 1] = path.name
    if local:
        files["out"] = [str(i) for i in local]
    return words, files, local


def _input_word(words: list[str]) -> int | None:
    """Which word names the file the command reads (as its parser reads the words)."""
    from . import build_parser
    command = words[0]
    parsed = build_parser(command).parse_args([command, "EVENT", *words[1:]])  # Refused
    named = getattr(parsed, INPUT[command], None)
    found = [i for i, word in enumerate(words) if i and word == named]
    return found[-1] if found else None


def _write_here(path: Path, data: bytes) -> None:
    """A file the main desk made for this desk, written whole (beside, then moved in)."""
    part = path.with_name(f".{path.name}.part")
    with contextlib.suppress(FileNotFoundError):
        part.unlink()
    part.write_bytes(data)
    part.replace(path)
