"""Every menu entry README and docs/ name ("File > Restore from a copy...", "Event > Round clock >
Set the time...") is in the window's menus, as the documents spell it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").split("\t")[0]


def menu_tree(window) -> dict:
    """{title: {entry: {...}}} of the window's menu bar, the texts as shown (no '&')."""
    def walk(menu) -> dict:
        out = {}
        for action in menu.actions():
            if not action.isSeparator():
                out[plain(action.text())] = walk(action.menu()) if action.menu() else {}
        return out
    return {plain(a.text()): walk(a.menu()) for a in window.menuBar().actions()}


def follow(tree: dict, text: str) -> list[str] | None:
    """The entries a document's "Menu > Entry > ..." at the start of `text` names, each the
    longest entry the text begins with (a trailing "..." may be left out); None when a step
    names no entry."""
    path = []
    while True:
        names = sorted(tree, key=len, reverse=True)
        found = next((n for n in names if text.startswith(n)), None) or next(
            (n for n in names if n.endswith("...") and text.startswith(n[:-3])), None)
        if found is None:
            return None
        path.append(found)
        rest = text[len(found):] if text.startswith(found) else text[len(found) - 3:]
        if not rest.startswith(" > ") or not tree[found]:
            return path
        tree, text = tree[found], rest[3:]


def test_every_menu_entry_the_documents_name_is_in_the_window(window):
    tree = menu_tree(window)
    assert {"File", "Edit", "Event", "Go", "View", "Help"} <= set(tree)
    named, wrong = 0, []
    for doc in DOCS:
        words = " ".join(doc.read_text(encoding="utf-8").replace("*", "").split())
        for top in tree:
            for match in re.finditer(rf"(?<![\w-])(?<!> ){re.escape(top)} > ", words):
                after = words[match.end():]
                path = follow(tree[top], after)
                named += 1
                if path is None:
                    wrong.append(f"{doc.name}: {top} > {after[:40]}")
    assert named > 20 and not wrong, wrong
