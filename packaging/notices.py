"""Writes THIRD-PARTY-NOTICES.txt for the built app: what it carries and under which licences.

    python packaging/notices.py OUT [BINARY...]     (every run-time requirement: no bundle)

The Python distributions the program needs at run time (tournament-director's requirements,
followed through theirs, read from the installed dists' metadata of this Python): name,
version, licence, home page and the licence files each ships (given the bundle's modules,
only the distributions it carries). Qt for Python (PySide6,
shiboken6) ships none: its LGPL-3.0 (and the GPL-3.0 it extends) come from
packaging/licenses/. Then the Python runtime's own licence, the fonts' (DejaVu's, the bundled
fallback fonts' with the Apache-2.0 text), and on Debian the
copyright file of each system package a BINARY (a library the app carries, as PyInstaller
took it from this machine) belongs to. packaging/tournament-director.spec calls `write`.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PROGRAM = "tournament-director"
LICENCE_FILE = re.compile(r"(^|/)(licen[cs]e|copying|notice|authors)[^/]*$", re.I)
RULE = "=" * 78

QT_NOTE = """\
Qt for Python (PySide6, shiboken6) and the Qt libraries in it are used under the GNU
Lesser General Public License version 3 (LGPL-3.0, printed at the end of this file, with
the GNU General Public License version 3 it adds its permissions to). They are used
unmodified, as shared libraries in the app's own folder (`_internal/PySide6`,
`_internal/shiboken6`; Frameworks/ in the macOS .app), and can be replaced there by another
build of the same version. Their source: https://download.qt.io/official_releases/QtForPython/
and https://code.qt.io/ (Qt's own third-party parts are listed at
https://doc.qt.io/qt-6/licenses-used-in-qt.html)."""

BIDI_NOTE = """\
python-bidi is used under the LGPL-3.0, unmodified, as a library in the app's folder
(`_internal/bidi`), replaceable there. Its source: https://github.com/MeirKriheli/python-bidi"""


def _name(requirement: str) -> str:
    return re.split(r"[\s<>=!~;\[(]", requirement.strip(), maxsplit=1)[0]


def _wanted(requirement: str) -> bool:
    """A run-time requirement on this system (not one of an extra such as [test])."""
    if ";" not in requirement:
        return True
    from packaging.markers import Marker
    return Marker(requirement.split(";", 1)[1]).evaluate({"extra": ""})


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def runtime_distributions(top: str = PROGRAM,
                          modules: list[str] | None = None) -> list[metadata.Distribution]:
    """`top` and every distribution it needs at run time, each once, sorted by name; with
    `modules` (the bundle's), only those whose packages the bundle carries (sqlite-utils
    requires pip, which the app never imports)."""
    found: dict[str, metadata.Distribution] = {}
    todo = [top]
    while todo:
        name = todo.pop()
        key = _key(name)
        if key in found:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        found[key] = dist
        todo += [_name(r) for r in dist.requires or [] if _wanted(r)]
    if modules is not None:
        tops = {m.split(".")[0] for m in modules}
        owners = metadata.packages_distributions()
        carried = {_key(d) for top_name in tops for d in owners.get(top_name, [])}
        found = {k: d for k, d in found.items() if k in carried or k == _key(top)}
    return sorted(found.values(), key=lambda d: d.metadata["Name"].lower())


def licence_of(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    for field in ("License-Expression", "License"):
        value = (meta.get(field) or "").strip()
        if value and value.upper() != "UNKNOWN":
            return value.splitlines()[0]
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or []
                   if c.startswith("License ::")]
    return ", ".join(classifiers) or "see the licence files below"


def home_of(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    urls = [u.split(",", 1)[-1].strip() for u in meta.get_all("Project-URL") or []]
    return meta.get("Home-page") or next(iter(urls), "")


def licence_files(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """(name, text) of each licence file the distribution installed."""
    out = []
    for file in dist.files or []:
        path = str(file)
        if LICENCE_FILE.search(path) and not path.endswith((".py", ".pyc")):
            try:
                raw = Path(file.locate()).read_bytes()
            except OSError:
                continue
            out.append((path, raw.decode("utf-8", errors="replace")))
    return out


def debian_copyrights(binaries: list[str]) -> list[tuple[str, str]]:
    """(package, copyright text) of the Debian packages the binaries came from."""
    if not binaries or not shutil.which("dpkg-query"):
        return []
    candidates = set()
    for binary in binaries:  # dpkg knows each file by one name: /lib/... or /usr/lib/...
        for path in (binary, os.path.realpath(binary)):
            bare = path.removeprefix("/usr")
            candidates |= {path, bare, "/usr" + bare}
    done = subprocess.run(["dpkg-query", "-S", *sorted(candidates)], capture_output=True,
                          text=True)
    packages = sorted({line.split(":", 1)[0] for line in done.stdout.splitlines()
                       if ": " in line})
    out = []
    for package in packages:
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if copyright_file.is_file():
            out.append((package, copyright_file.read_text(encoding="utf-8", errors="replace")))
    return out


def text(binaries: list[str] | None = None, modules: list[str] | None = None) -> str:
    parts = [
        "Tournament Director: third-party notices",
        "",
        "The app carries these programs, libraries and fonts, each under its own licence.",
        "Tournament Director itself is under the MIT License (LICENSE beside this file).",
        "",
    ]
    dists = runtime_distributions(modules=modules)
    for dist in dists:
        meta = dist.metadata
        parts.append(f"  {meta['Name']} {dist.version}: {licence_of(dist)}")
    parts += ["", QT_NOTE, "", BIDI_NOTE, ""]
    for dist in dists:
        meta = dist.metadata
        if meta["Name"].lower() == PROGRAM:
            continue
        parts += [RULE, f"{meta['Name']} {dist.version}", f"Licence: {licence_of(dist)}"]
        if home_of(dist):
            parts.append(f"Home: {home_of(dist)}")
        files = licence_files(dist)
        if not files:
            parts.append("(no licence file in the distribution; see its home page)")
        for name, body in files:
            parts += ["", f"--- {name}", body.rstrip()]
        parts.append("")
    stdlib_licence = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    parts += [RULE, f"Python {sys.version.split()[0]} (the interpreter and its standard library)"]
    if stdlib_licence.is_file():
        parts += ["", stdlib_licence.read_text(encoding="utf-8", errors="replace").rstrip()]
    else:
        parts.append("Python Software Foundation License: https://docs.python.org/3/license.html")
    fonts = ROOT / "resources" / "fonts" / "DejaVu-LICENSE.txt"
    if fonts.is_file():
        parts += ["", RULE, "DejaVu fonts (resources/fonts)", "",
                  fonts.read_text(encoding="utf-8").rstrip()]
    fallbacks = ROOT / "resources" / "fonts" / "TDFallback-LICENSES.txt"
    if fallbacks.is_file():  # the bundled fallback fonts (packaging/make_fonts.py)
        parts += ["", RULE, "Fallback fonts (resources/fonts/TDFallback-*.ttf)", "",
                  fallbacks.read_text(encoding="utf-8").rstrip(), "", RULE,
                  "Apache-2.0 (Droid Sans Fallback)", "",
                  (HERE / "licenses" / "Apache-2.0.txt").read_text(encoding="utf-8").rstrip()]
    for package, body in debian_copyrights(binaries or []):
        parts += ["", RULE, f"Debian package {package} (a system library the app carries)", "",
                  body.rstrip()]
    for name in ("LGPL-3.0.txt", "GPL-3.0.txt"):
        parts += ["", RULE, name.removesuffix(".txt"), "",
                  (HERE / "licenses" / name).read_text(encoding="utf-8").rstrip()]
    return "\n".join(parts) + "\n"


def write(out: Path, binaries: list[str] | None = None,
          modules: list[str] | None = None) -> Path:
    out = Path(out)
    out.write_text(text(binaries, modules), encoding="utf-8")
    return out


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    print(write(Path(sys.argv[1]), sys.argv[2:]))
