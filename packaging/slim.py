"""The app without what it never reads or imports; each thing left out is checked as it builds.

Used by tournament-director.spec while PyInstaller runs (and by tests/packaging/test_slim.py):

- pyuca's collation table: pyuca ships five Unicode versions' tables (8.1 MB) and reads one,
  the one its `Collator` names for this Python (`allkeys-9.0.0.txt`). The app carries that one
  without its comments: pyuca's own reader drops everything from a '#' on and skips empty
  lines, so it reads the very same lines (1.8 MB -> 0.9 MB; the tests compare the tables).
- ICU's data (Linux: libicudata.so.73 in PySide6's Qt, 32 MB): Qt calls ICU for collation
  (QCollator, the window's order of names), time zone names, case mapping and, for named
  encodings, its converters (the ICU functions libQt6Core imports: ucol_, ucal_, ucnv_, u_str).
  The data Qt never reaches through them: break iterators (brkitr/), transliteration
  (translit/), units (unit/), spelled-out numbers (rbnf/), currency and language names (curr/,
  lang/), and the converters' tables (*.cnv: the program reads every file with Python, and
  Qt's own UTF-8/16/32 and Latin-1 need none), is left out with ICU's own `icupkg`, and the
  rest wrapped as the same library again (`as` and `ld`: a read-only symbol icudt73_dat).
  Also left out: region names (region/: ICU names a region only for a zone's "location"
  name, which Qt never asks for), character names, IDNA, StringPrep, spoof checking and the
  emoji, layout and NFKC properties (no function Qt calls reads them), and the locale data
  (the main tree and zone/: calendars and time zone names) of every language but the program's
  (en, nl, de, each with its regions) and root: Qt reads them only to name a time zone in a
  given language, and the program names none. Collation (coll/) stays whole: Qt's own file
  dialog sorts in the desktop's language. Before the smaller one is taken, `icu_probe` runs in
  the build's Python with each library in turn: the window's order of names (gui/collate.py),
  QCollator's in thirteen locales over names in many scripts, case mapping, time zone names in
  the program's languages; any difference fails the build. Without icupkg (Debian/Ubuntu:
  icu-devtools) the whole data goes in, with a warning.
- Python modules (LEFT_OUT: PyInstaller's excludes) that only code the program never runs
  imports; the build fails when another module of the bundle imports one (`check_left_out`,
  over PyInstaller's list of the modules it left out and who imports them).
- Files of the bundle no program reads (`lean_datas`): the translations' sources (.po, .ts:
  the program reads the compiled .mo and .qm) and the packages' lists of their installed
  files (*.dist-info/RECORD, SOURCES.txt: importlib.metadata reads a version from METADATA).
- Linux: one program file for both programs (`window_only_qt_hook`): the window and the
  command line each carried all Python modules in its own archive (7 MB each);
  `tournament-director-cli` is now a link to `tournament-director`, which runs the command
  line under that name (packaging/entry_app.py), and PyInstaller's run-time hook for PySide6
  (it imports QtCore) runs for the window only.
"""

from __future__ import annotations

import functools
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from tournament_director.i18n import LANGUAGES

# -- pyuca ------------------------------------------------------------------------------------


def pyuca_table() -> Path:
    """The table pyuca's `Collator` reads on this Python."""
    import pyuca
    from pyuca.collator import Collator
    return Path(pyuca.__file__).parent / f"allkeys-{Collator.UCA_VERSION}.txt"


def strip_table(text: str) -> str:
    """The table's lines as pyuca's reader takes them: up to a '#', right-stripped, no empty
    lines (pyuca.collator.BaseCollator.load)."""
    lines = (line.split("#", 1)[0].rstrip() for line in text.splitlines())
    return "".join(line + "\n" for line in lines if line)


def pyuca_datas(work: Path) -> list[tuple[str, str]]:
    """PyInstaller's datas entry of the table, stripped, under its own name in pyuca/."""
    source = pyuca_table()
    out = work / "pyuca" / source.name
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(strip_table(source.read_text(encoding="utf-8")), encoding="utf-8")
    return [(str(out), "pyuca")]


# -- ICU --------------------------------------------------------------------------------------
# Items Qt never reaches through the ICU functions it calls (ucol_, ucal_, ucnv_, u_strTo):
# break iterators, transliteration, units, spelled-out numbers, currency, language and
# region names, the converters' tables, character names, StringPrep and IDNA, spoof checks,
# the emoji, layout and NFKC properties
ICU_DROPPED = re.compile(r"^(brkitr|translit|unit|rbnf|curr|lang|region)/|\.(cnv|spp)$"
                         r"|^(unames\.icu|confusables\.cfu|uts46\.nrm|nfkc(_cf)?\.nrm"
                         r"|uemoji\.icu|ulayout\.icu)$")
# A locale's bundle in the main tree or zone/ (calendars, time zone names): "fr", "zone/pt_BR",
# "sr_Latn_BA"; not the trees' shared data ("root", "pool", "supplementalData", "res_index")
ICU_LOCALE = re.compile(r"^(zone/)?(?!res_index\.)([a-z]{2,3})(_[A-Za-z0-9]+)*\.res$")
ICU_LANGUAGES = tuple(LANGUAGES)  # the program's (en, nl, de), each with its regions


def icu_dropped(item: str) -> bool:
    """Whether the app leaves out this item of ICU's data (`icupkg -l`'s name)."""
    if ICU_DROPPED.search(item):
        return True
    locale = ICU_LOCALE.match(item)
    return bool(locale) and locale.group(2) not in ICU_LANGUAGES


def _symbol(library: Path) -> tuple[str, int, int]:
    """(name, file offset, size) of the data symbol (icudtNN_dat) of an ICU data library."""
    dump = subprocess.run(["objdump", "-T", str(library)], capture_output=True, text=True,
                          check=True).stdout
    found = re.search(
        r"^([0-9a-f]+)\s+g\s+DO\s+\.rodata\s+([0-9a-f]+)\s+(?:\S+\s+)?(icudt\d+_dat)$", dump, re.M)
    if not found:
        raise RuntimeError(f"no icudtNN_dat symbol in {library}")
    address, size, name = int(found.group(1), 16), int(found.group(2), 16), found.group(3)
    headers = subprocess.run(["objdump", "-h", str(library)], capture_output=True, text=True,
                             check=True).stdout
    section = re.search(r"^\s*\d+\s+\.rodata\s+([0-9a-f]+)\s+([0-9a-f]+)\s+[0-9a-f]+\s+"
                        r"([0-9a-f]+)", headers, re.M)
    if not section:
        raise RuntimeError(f"no .rodata section in {library}")
    vma, offset = int(section.group(2), 16), int(section.group(3), 16)
    return name, address - vma + offset, size


def smaller_icu(library: Path, work: Path) -> Path:
    """`library` (libicudataNN) again, without the items ICU_DROPPED names; in `work`."""
    for tool in ("icupkg", "as", "ld", "objdump"):
        if shutil.which(tool) is None:
            raise FileNotFoundError(tool)
    name, offset, size = _symbol(library)
    prefix = name[: -len("_dat")] + "l"  # icudt73l: the items' prefix, and the package's name
    work.mkdir(parents=True, exist_ok=True)
    whole, kept = work / "whole" / f"{prefix}.dat", work / "kept" / f"{prefix}.dat"
    for d in (whole.parent, kept.parent):
        d.mkdir(exist_ok=True)
    with library.open("rb") as f:
        f.seek(offset)
        whole.write_bytes(f.read(size))
    items = subprocess.run(["icupkg", "-l", str(whole)], capture_output=True, text=True,
                           check=True).stdout.split()
    dropped = work / "dropped.txt"
    dropped.write_text("".join(i + "\n" for i in items if icu_dropped(i)))
    # icupkg names the items by the output file's name: it must be the package's (icudt73l)
    subprocess.run(["icupkg", "-r", str(dropped), str(whole), str(kept)], check=True,
                   capture_output=True)
    source = work / "data.s"
    source.write_text(
        "    .section .rodata\n"
        f"    .globl {name}\n    .type {name}, @object\n    .balign 16\n{name}:\n"
        f'    .incbin "{kept}"\n    .size {name}, . - {name}\n'
        '    .section .note.GNU-stack,"",@progbits\n')
    subprocess.run(["as", "-o", str(work / "data.o"), str(source)], check=True)
    out = work / "lib" / library.name
    out.parent.mkdir(exist_ok=True)
    subprocess.run(["ld", "-shared", "-soname", library.name, "-o", str(out),
                    str(work / "data.o")], check=True)
    return out


PROBE_NAMES = [
    "Małgorzata Wiśniewska", "Jiří Čermák", "Gülşen Öztürk", "Trần Thị Hương",
    "Þórunn Guðmundsdóttir", "Σωκράτης Αλεξίου", "Дмитрий Шостакович", "王小明", "김민준",
    "さくら", "محمد عبد الله", "דוד כהן", "नरेन्द्र", "Ben & Jerry", "<i>Ivy</i> League",
    "Tom \"The Tank\" O'Neill", "=SUM(A1:A9)", "+44 Fan", "@handle", "Ærø", "Øster", "Åsa",
    "Maximilian-Alexander von Hohenzollern-Sigmaringen-Württemberg", "van der Berg", "Van Dijk",
    "  Leading and trailing spaces  ", "José Decomposed", "Zoë 🎲 Dice", "ĳsbrand", "IJsbrand",
    "Straße", "Strasse", "Łukasz", "Lukas", "Søren", "Sven", "Ödön", "Oscar", "çağla", "Cem",
]


def icu_probe() -> dict:
    """What the window and Qt get from ICU (run in a child: `python slim.py icu-probe`)."""
    from PySide6.QtCore import QByteArray, QCollator, QCoreApplication, QLocale, QTimeZone

    from tournament_director.gui import collate

    _app = QCoreApplication.instance() or QCoreApplication([])
    names = PROBE_NAMES + [chr(c) + "a" for c in range(0xC0, 0x250)] + [
        chr(c) + "x" for c in (*range(0x391, 0x3CA), *range(0x410, 0x450))]
    out = {"window": sorted(names, key=collate.sort_key),
           "window_surname": sorted(names, key=lambda n: collate.sort_key(n, "surname"))}
    # the program's languages, and collation (kept whole) and case in others' too
    for lang in ("en_US", "nl_NL", "de_DE", "C", "en_GB", "de_AT", "nl_BE", "sv_SE", "pl_PL",
                 "cs_CZ", "tr_TR", "ja_JP", "zh_CN"):
        locale = QLocale(lang)
        collator = QCollator(locale)
        out[f"order {lang}"] = sorted(PROBE_NAMES, key=functools.cmp_to_key(collator.compare))
        out[f"case {lang}"] = [locale.toUpper(s) + "|" + locale.toLower(s) for s in PROBE_NAMES]
        if lang not in ("en_US", "nl_NL", "de_DE", "C", "en_GB", "de_AT", "nl_BE"):
            continue  # time zone names: only the program's languages keep theirs
        for zone in ("Europe/Amsterdam", "Europe/Berlin", "America/New_York", "UTC"):
            tz = QTimeZone(QByteArray(zone.encode()))
            out[f"zone {lang} {zone}"] = [
                tz.displayName(kind, style, locale)
                for kind in (QTimeZone.TimeType.StandardTime, QTimeZone.TimeType.DaylightTime)
                for style in (QTimeZone.NameType.LongName, QTimeZone.NameType.ShortName)]
    return out


def probe_with(python: str, library: Path | None) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if library is not None:
        env["LD_PRELOAD"] = str(library)  # the loaded one serves Qt's NEEDED of its soname
    done = subprocess.run([python, __file__, "icu-probe"], capture_output=True, text=True,
                          env=env, timeout=300)
    if done.returncode != 0:
        raise RuntimeError(f"the ICU probe failed: {done.stderr.strip()[-500:]}")
    return json.loads(done.stdout)


def icu_binaries(binaries: list, work: Path, python: str = sys.executable) -> list:
    """PyInstaller's TOC of binaries with the smaller ICU data library in place of the whole
    one, when it serves Qt exactly as the whole one does; else the TOC as it was."""
    entries = [e for e in binaries if re.fullmatch(r"libicudata\.so\.\d+", Path(e[0]).name)]
    if not entries:
        return binaries
    (dest, src, kind), = entries
    try:
        small = smaller_icu(Path(src), work)
    except FileNotFoundError as exc:
        print(f"slim: WARNING: {exc} is not installed (Debian/Ubuntu: apt-get install "
              "icu-devtools binutils): ICU's data goes in whole (32 MB)", file=sys.stderr)
        return binaries
    before, after = probe_with(python, None), probe_with(python, small)
    differ = sorted(k for k in before if before[k] != after.get(k))
    if differ:
        raise SystemExit(f"slim: the smaller ICU data serves Qt differently ({', '.join(differ)})")
    print(f"slim: ICU data {Path(src).stat().st_size / 1e6:.1f} MB -> "
          f"{small.stat().st_size / 1e6:.1f} MB, the same to Qt ({len(before)} checks)")
    return [(d, str(small), k) if (d, s, k) == (dest, src, kind) else (d, s, k)
            for d, s, k in binaries]


# -- Python modules ---------------------------------------------------------------------------
# Left out (PyInstaller's excludes, each with its submodules and what only it imports): each
# with the modules of the bundle that import it, all in code the program never runs.
LEFT_OUT = {
    # worker processes: the program starts none (PyInstaller's run-time hook imported it at
    # every start, only for programs that do); and with it xmlrpc. concurrent.futures loads
    # its process pool only when one is asked for (asyncio, for the desks' TLS, asks for none)
    "multiprocessing": (),
    "concurrent.futures.process": ("concurrent.futures",),
    # ReportLab's charts and drawings (its logo in reportlab.lib.corp; the validators of a
    # drawing's shapes): the reports are laid out with platypus and the canvas
    "reportlab.graphics": ("reportlab.lib.corp", "reportlab.lib.validators"),
    # XML parsers: the program only escapes text for ReportLab (xml.sax.saxutils); Pillow
    # parses an image's XMP with ElementTree, and the program reads no image; and with them
    # the expat and ElementTree extension modules
    "xml.dom": (),
    "xml.etree": ("PIL.Image",),
    "xml.parsers": (),
    "xml.sax.expatreader": ("xml.sax", "xml"),  # xml.sax.make_parser's; PyInstaller's hook of xml
    # Werkzeug's debugger (its development server's error pages; the program serves with
    # waitress); and with it pydoc and the interactive console (code, codeop)
    "werkzeug.debug": ("werkzeug.serving",),
    # waitress's helper that profiles a request; and with them cmd and optparse
    "profile": ("waitress",),
    "pstats": ("waitress",),
    # decimal's pure-Python twin: the C _decimal is there
    "_pydecimal": ("decimal",),
    # urllib's cookies and FTP, logging's e-mail handler, shutil's tar archives: never used
    "http.cookiejar": ("urllib.request",),
    "ftplib": ("urllib.request",),
    "smtplib": ("logging.handlers",),
    "tarfile": ("shutil",),
}
_WARNED = re.compile(r"^(?:excluded|missing) module named '?([\w.]+)'? - imported by (.*)$")


def _within(name: str, roots) -> str | None:
    return next((r for r in roots if name == r or name.startswith(r + ".")), None)


def check_left_out(warnfile: Path, left_out: dict = LEFT_OUT) -> list[str]:
    """What imports a module of `left_out` that is neither left out itself nor named with it,
    from PyInstaller's warn file (its modules not collected, each with its importers)."""
    found = []
    for line in warnfile.read_text(encoding="utf-8").splitlines():
        match = _WARNED.match(line)
        root = match and _within(match.group(1), left_out)
        if not root:
            continue
        for importer in re.findall(r"([\w.]+) \([^)]*\)", match.group(2)):
            if not _within(importer, left_out) and importer not in left_out[root]:
                found.append(f"{match.group(1)} is imported by {importer}")
    return found


# -- files ------------------------------------------------------------------------------------
def lean_datas(datas: list) -> list:
    """PyInstaller's TOC of data files without those no program reads: the translations'
    sources (.po, .ts) and the installed packages' lists of files (RECORD, SOURCES.txt)."""
    def read(dest: str) -> bool:
        path = Path(dest)
        if path.suffix in (".po", ".ts") and "resources" in path.parts:
            return False
        return not (path.name in ("RECORD", "SOURCES.txt")
                    and path.parent.suffix in (".dist-info", ".egg-info"))
    return [entry for entry in datas if read(entry[0])]


# -- one program file (Linux) -----------------------------------------------------------------
QT_HOOK = "pyi_rth_pyside6"
QT_HOOK_WRAPPER = """\
# PyInstaller's run-time hook for PySide6 ({source}), for the window only: the command line,
# {cli}, is the same program file and never uses Qt (packaging/slim.py)
import os as _os
import sys as _sys

if _os.path.basename(_sys.argv[0]) != {cli!r}:
    exec(compile({text!r}, {source!r}, "exec"))
del _os, _sys
"""


def window_only_qt_hook(scripts: list, work: Path, cli: str) -> list:
    """The analysis' scripts with PyInstaller's run-time hook for PySide6 (which imports
    QtCore) run only when the program is not started as `cli`."""
    hooks = [entry for entry in scripts if entry[0] == QT_HOOK]
    if len(hooks) != 1:
        raise SystemExit(f"slim: no run-time hook {QT_HOOK} among the scripts")
    (name, source, kind), = hooks
    work.mkdir(parents=True, exist_ok=True)
    wrapped = work / f"{QT_HOOK}.py"
    wrapped.write_text(QT_HOOK_WRAPPER.format(
        source=source, cli=cli, text=Path(source).read_text(encoding="utf-8")), encoding="utf-8")
    return [(name, str(wrapped), kind) if entry[0] == QT_HOOK else entry for entry in scripts]


if __name__ == "__main__" and sys.argv[1:] == ["icu-probe"]:
    print(json.dumps(icu_probe(), ensure_ascii=False, sort_keys=True))
