"""`publish`: the pages as a static site in a folder, with the data beside them as data.json."""

from __future__ import annotations

from pathlib import Path

from ..i18n import _
from .app import Snapshot


class PublishError(Exception):
    """The site cannot be written there: the message says what to do."""


def check_output(event_path, out_dir) -> Path:
    """Refuse a folder that is the event file, or holds it (at any depth)."""
    event = Path(event_path).resolve()
    out = Path(out_dir).resolve()
    if out == event:
        raise PublishError(_("-o {folder}: that is the event file itself; give a folder for "
                             "the site").format(folder=out_dir))
    if out == event.parent or out in event.parents:
        raise PublishError(_("-o {folder}: the folder holds the event file, which must never "
                             "be published; give another folder (e.g. a new one)").format(
                                 folder=out_dir))
    if out.exists() and not out.is_dir():
        raise PublishError(_("-o {folder}: a file of that name exists; give a folder").format(
            folder=out_dir))
    return out


def write_site(snapshot: Snapshot, out: Path) -> list[str]:
    """Writes every page (index.html first) and data.json, all or none (store/fileset.py:
    the old site stays whole on a full disk); returns the names written."""
    from ..store.fileset import write_all
    names = ["index.html"] + sorted(n for n in snapshot.files if n != "index.html")
    return write_all(out, {name: snapshot.files[name].body for name in names})
