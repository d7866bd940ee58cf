"""A desk's door (web/desk_client.RemoteDoor) driven line by line, for the tests: each line
on stdin a JSON request, each answer a JSON line on stdout. Run by tests/desks/conftest.py.

    {"op": "act", "fn": "results.record", "args": [...], "kwargs": {...}, "seen": N or null}
    {"op": "read", "name": "game", "args": [1]}
    {"op": "state"}   -> the door's view, its problem, the news since (poll)
"""

import json
import sys

from tournament_director.service import calls
from tournament_director.service.asker import Conflict
from tournament_director.service.model import ServiceError
from tournament_director.service.wire import encode
from tournament_director.web.desk_client import NoAnswer, NotReached, RemoteDoor


def main() -> None:
    door = RemoteDoor(sys.argv[1])
    say({"desk": door.desk.name, "role": door.desk.role, "view": door.view})
    for line in sys.stdin:
        doc = json.loads(line)
        try:
            if doc["op"] == "act":
                seen = doc.get("seen", door.view)
                done = door.act(calls.ACTS[doc["fn"]], tuple(doc.get("args", [])),
                                doc.get("kwargs", {}), seen=seen)
                say({"ok": done.message, "changes": sorted(done.changes.kinds)})
            elif doc["op"] == "read":
                say({"ok": encode(door.read(doc["name"], *doc.get("args", [])))})
            else:
                news = door.poll()
                say({"view": door.view, "problem": door.problem(),
                     "news": sorted(news.changes.kinds) if news else [],
                     "by": news.by if news else None})
        except (NotReached, NoAnswer) as exc:
            say({"unreached": str(exc), "sure": isinstance(exc, NotReached)})
        except Conflict as exc:
            say({"conflict": str(exc)})
        except ServiceError as exc:
            say({"refused": str(exc)})
    door.close()


def say(doc: dict) -> None:
    print(json.dumps(doc), flush=True)


if __name__ == "__main__":
    main()
