"""The command line's list of commands: each declared once, in its group's own table, and
named in README's list of the commands."""

import importlib
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

from tournament_director import cli

README = Path(__file__).resolve().parents[2] / "README.md"


def _groups() -> dict[str, list[str]]:
    """Each module of the cli package that declares a table of commands: their names."""
    found = {}
    for module in pkgutil.iter_modules(cli.__path__):
        if module.name == "__main__":  # runs the command line when imported
            continue
        table = getattr(importlib.import_module(f"{cli.__name__}.{module.name}"), "COMMANDS",
                        None)
        if table is not None:
            found[module.name] = [c.name for c in table]
    return found


def test_each_group_declares_the_commands_the_index_sends_to_it():
    groups = _groups()
    assert sorted(groups) == sorted(set(cli.GROUP_OF.values()))
    for group, names in groups.items():
        assert len(names) == len(set(names)), f"{group} declares a command twice"
        assert sorted(names) == sorted(n for n, g in cli.GROUP_OF.items() if g == group), group


def test_readme_names_every_command():
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## The command line"):]
    section = section[:section.index("\n## ", 1)]
    missing = [name for name in cli.GROUP_OF if not re.search(rf"`{re.escape(name)}[` ]", section)]
    assert not missing, f"README's list of commands lacks {missing}"


def test_a_command_run_imports_only_its_own_group():
    """The start stays fast: `plan` loads the event's group, none of the others."""
    probe = ("import contextlib, io, sys\nfrom tournament_director.cli import main\n"
             "with contextlib.redirect_stdout(io.StringIO()):\n"
             "    assert main(['plan', '39']) == 0\n"
             "print(' '.join(m for m in sys.modules if m.startswith('tournament_director.cli')))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          timeout=60, check=True)
    assert sorted(done.stdout.split()) == ["tournament_director.cli",
                                           "tournament_director.cli.common",
                                           "tournament_director.cli.event"]
