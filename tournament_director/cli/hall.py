"""The hall's commands: clock (the round clock), announce (the projector's line), serve (the
players' phones), publish (the same pages as a static site)."""

from __future__ import annotations

from ..i18n import _, ngettext
from .common import EXIT_OK, WHOLE, Command, Refused, number, open_event, print_json, read_event


def _clock_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("action", choices=["start", "pause", "add", "set", "status"])
    c.add_argument("minutes", nargs="?", help="for add (negative removes) and set")
    c.add_argument("--json", action="store_true")


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
    opener = read_event if a.action == "status" else open_event
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
        print_json({"duration": c.duration, "remaining": left, "running": c.running,
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


def _announce_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("text", nargs="?", default="")
    c.add_argument("--clear", action="store_true")


def cmd_announce(a) -> int:
    from ..service import hall
    if a.clear and a.text:
        raise Refused(_("announce: give a text or --clear, not both"))
    if not a.clear and not a.text.strip():
        raise Refused(_("announce: give the text to show, e.g. 'announce EVENT \"Lunch at "
                        "13:00\"' (--clear takes it down)"))
    with open_event(a.event) as event:
        text = hall.announce(event, "" if a.clear else a.text).value
    print(_("Shown on the projector: {text}").format(text=text) if text
          else _("Announcement cleared"))
    return EXIT_OK


def _serve_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("--host", default="0.0.0.0",
                   help="address to listen on (default 0.0.0.0: every network of this "
                   "computer, so that phones in the hall reach it; 127.0.0.1: this computer only)")
    c.add_argument("--port", type=WHOLE, default=8080, help="port (default 8080; 0: any free one)")
    c.add_argument("--entry", action="store_true",
                   help="also take results from the tables' phones (each waits in the inbox "
                   "beside the event until the director confirms it)")
    c.add_argument("--desks", action="store_true",
                   help="also answer the other desks (desk-links makes their addresses); this "
                   "server is then the event's one writer")
    c.add_argument("--desk-port", type=WHOLE,
                   help="the desks' port (default: --port + 1; 0: any free one)")


def cmd_serve(a) -> int:
    from ..web.server import ServeError, serve
    if not 0 <= a.port <= 65535:
        raise Refused(_("--port {port}: give a port from 1 to 65535 (or 0 for any free "
                        "one)").format(port=a.port))
    if a.desk_port is not None and not 0 <= a.desk_port <= 65535:
        raise Refused(_("--desk-port {port}: give a port from 1 to 65535 (or 0 for any free "
                        "one)").format(port=a.desk_port))
    if a.desk_port is not None and not a.desks:
        raise Refused(_("--desk-port goes with --desks"))
    from . import desks
    try:
        serve(a.event, host=a.host, port=a.port, entry=a.entry,
              desks=desks if a.desks else None, desk_port=a.desk_port)
    except ServeError as exc:
        raise Refused(str(exc)) from None
    return EXIT_OK


def _publish_arguments(c) -> None:
    c.add_argument("event")
    c.add_argument("-o", "--output", required=True, help="the folder to write the site into")


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
        files=ngettext("{n} file", "{n} files", len(names)).format(n=number(len(names))),
        folder=out))
    return EXIT_OK


COMMANDS = (
    Command("clock", "the round clock: start, pause, add or set minutes, status",
            _clock_arguments, cmd_clock),
    Command("announce", "a line shown on the projector until cleared", _announce_arguments,
            cmd_announce),
    Command("serve", "read-only pages of the event for the players' phones", _serve_arguments,
            cmd_serve),
    Command("publish", "the same pages as a static site, with data.json", _publish_arguments,
            cmd_publish),
)
