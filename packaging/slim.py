"""The app without what it never reads: two data files in their smaller form, each checked.

Used by tournament-director.spec while PyInstaller runs (and by tests/packaging/test_slim.py):

- pyuca's collation table: pyuca ships five Unicode versions' tables (8.1 MB) and reads one,
  the one its `Collator` names for this Python (`allkeys-9.0.0.txt`). The app carries that one
  without its comments: pyuca's own reader drops everything from a '#' on and skips empty
  lines, so it reads the very same lines (1.8 MB -> 0.9 MB; the tests compare the tables).
- ICU's data (Linux: libicudata.so.73 in PySide6's Qt, 31 MB): Qt calls ICU for collation
  (QCollator, the window's order of names), time zone names, case mapping and, for named
  encodings, its converters (the ICU functions libQt6Core imports: ucol_, ucal_, ucnv_, u_str).
  The data Qt never reaches through them: break iterators (brkitr/), transliteration
  (translit/), units (unit/), spelled-out numbers (rbnf/), currency and language names (curr/,
  lang/), and the converters' tables (*.cnv: the program reads every file with Python, and
  Qt's own UTF-8/16/32 and Latin-1 need none), is left out with ICU's own `icupkg`, and the
  rest wrapped as the same library again (`as` and `ld`: a read-only symbol icudt73_dat).
  Before the smaller one is taken, `icu_probe` runs in the build's Python with each library in
  turn: the window's order of names (gui/collate.py) and QCollator's in four locales over
  names in many scripts, case mapping, time zone names; any difference fails the build.
  Without icupkg (Debian/Ubuntu: icu-devtools) the whole data goes in, with a warning.
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
ICU_DROPPED = re.compile(r"^(brkitr|translit|unit|rbnf|curr|lang)/|\.cnv$")


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
    dropped.write_text("".join(i + "\n" for i in items if ICU_DROPPED.search(i)))
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
    for lang in ("en_US", "nl_NL", "de_DE", "C"):
        locale = QLocale(lang)
        collator = QCollator(locale)
        out[f"order {lang}"] = sorted(PROBE_NAMES, key=functools.cmp_to_key(collator.compare))
        out[f"case {lang}"] = [locale.toUpper(s) + "|" + locale.toLower(s) for s in PROBE_NAMES]
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
              "icu-devtools binutils): ICU's data goes in whole (31 MB)", file=sys.stderr)
        return binaries
    before, after = probe_with(python, None), probe_with(python, small)
    differ = sorted(k for k in before if before[k] != after.get(k))
    if differ:
        raise SystemExit(f"slim: the smaller ICU data serves Qt differently ({', '.join(differ)})")
    print(f"slim: ICU data {Path(src).stat().st_size // 1_000_000} MB -> "
          f"{small.stat().st_size // 1_000_000} MB, the same to Qt ({len(before)} checks)")
    return [(d, str(small), k) if (d, s, k) == (dest, src, kind) else (d, s, k)
            for d, s, k in binaries]


if __name__ == "__main__" and sys.argv[1:] == ["icu-probe"]:
    print(json.dumps(icu_probe(), ensure_ascii=False, sort_keys=True))
