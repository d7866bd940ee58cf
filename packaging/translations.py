"""Updates and compiles the translations (Dutch, German).

    python packaging/translations.py update    # new texts from the code into the catalogues
    python packaging/translations.py compile   # .ts -> .qm (Qt), .po -> .mo (gettext)

The window: Qt's own tools. pyside6-lupdate reads tournament_director/gui/*.py into
resources/translations/tournament_director_<lang>.ts (edit them with pyside6-linguist or
any text editor); pyside6-lrelease compiles them into the .qm files the window loads.
The Qt-free side (reports, the service's messages, the command line, the web pages'
templates): gettext. Babel extracts the `_()` / `ngettext()` texts of tournament_director/
(outside gui/; web/templates/*.html with Jinja2's extractor) into
resources/locale/<lang>/LC_MESSAGES/tournament_director.po and compiles the .mo files.
The .qm and .mo files are committed (tests/test_translations.py checks they are current)."""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tournament_director"
TS_DIR = ROOT / "resources" / "translations"
LOCALE_DIR = ROOT / "resources" / "locale"
LANGS = ("nl", "de")
DOMAIN = "tournament_director"


def qt_tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease: beside this Python (a venv), or on PATH."""
    for candidate in (name, name + ".exe"):  # a venv's bin/ or Scripts\
        here = Path(sys.executable).parent / candidate
        if here.exists():
            return str(here)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def ts_path(lang: str) -> Path:
    return TS_DIR / f"tournament_director_{lang}.ts"


def qm_path(lang: str) -> Path:
    return TS_DIR / f"tournament_director_{lang}.qm"


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def gui_sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (PACKAGE / "gui").glob("*.py"))


def plain_sources() -> list[Path]:
    """The Qt-free modules that may call `_()`: everything outside gui/."""
    return sorted(p for p in PACKAGE.rglob("*.py")
                  if "gui" not in p.relative_to(PACKAGE).parts)


def template_sources() -> list[Path]:
    """The players' web pages (Jinja2 templates)."""
    return sorted((PACKAGE / "web" / "templates").glob("*.html"))


def lupdate(ts_files: list[Path]) -> None:
    subprocess.run([qt_tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none",
                    *gui_sources(), "-ts", *map(str, ts_files)], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([qt_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                   check=True, stdout=subprocess.DEVNULL)


def extract():
    """The gettext catalogue of the code's marked texts (a babel Catalog)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file
    catalog = Catalog(project="Tournament Director", domain=DOMAIN)
    for path in plain_sources():
        for lineno, message, comments, context in extract_from_file(
                "python", str(path), keywords={"_": None, "N_": None, "ngettext": (1, 2),
                                           "pgettext": ((1, "c"), 2)}):
            catalog.add(message, None, [(str(path.relative_to(ROOT)), lineno)],
                        auto_comments=comments, context=context)
    for path in template_sources():  # the web pages' templates: _() and ngettext() too
        for lineno, message, comments, context in extract_from_file(
                "jinja2.ext:babel_extract", str(path),
                keywords={"_": None, "ngettext": (1, 2)}):
            catalog.add(message, None, [(str(path.relative_to(ROOT)), lineno)],
                        auto_comments=comments, context=context)
    return catalog


def read_po(lang: str):
    from babel.messages.pofile import read_po as babel_read
    with open(po_path(lang), "rb") as f:
        return babel_read(f, locale=lang, domain=DOMAIN)


def write_po(catalog, lang: str) -> None:
    from babel.messages.pofile import write_po as babel_write
    path = po_path(lang)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        babel_write(f, catalog, width=100, omit_header=False, no_location=True,
                    sort_output=True, ignore_obsolete=True)


def mo_bytes(lang: str) -> bytes:
    """The compiled .mo of the language's .po (the same bytes every time)."""
    from babel.messages.mofile import write_mo
    out = io.BytesIO()
    write_mo(out, read_po(lang), use_fuzzy=False)
    return out.getvalue()


def update() -> None:
    TS_DIR.mkdir(parents=True, exist_ok=True)
    lupdate([ts_path(lang) for lang in LANGS])
    template = extract()
    for lang in LANGS:
        if po_path(lang).exists():
            catalog = read_po(lang)
            created = catalog.creation_date
            catalog.update(template, no_fuzzy_matching=True)
            catalog.creation_date = created  # no churn in the header
        else:
            from babel.messages.catalog import Catalog
            catalog = Catalog(locale=lang, domain=DOMAIN, project="Tournament Director")
            catalog.update(template, no_fuzzy_matching=True)
        catalog.revision_date = catalog.creation_date  # no churn in the header
        write_po(catalog, lang)


def compile_all() -> None:
    for lang in LANGS:
        lrelease(ts_path(lang), qm_path(lang))
        mo_path(lang).write_bytes(mo_bytes(lang))


if __name__ == "__main__":
    steps = {"update": update, "compile": compile_all}
    if len(sys.argv) != 2 or sys.argv[1] not in steps:
        raise SystemExit(__doc__)
    steps[sys.argv[1]]()
