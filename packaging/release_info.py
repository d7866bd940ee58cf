"""What a release says about itself: its version, its notes, the oldest Linux it runs on.

    release_info.py version           the version (tournament_director/__init__.py)
    release_info.py notes [--tag vX.Y.Z] [--glibc X.Y] [--files DIR]
                                      the release notes (from CHANGELOG.md)
    release_info.py metainfo SRC OUT  the AppStream metainfo with its releases
    release_info.py linux-floor       the oldest glibc this build is claimed for, and its systems
    release_info.py glibc APP_DIR     the highest GLIBC_x.y the app's ELF files need

The one place of the version is `__version__` in tournament_director/__init__.py: pyproject.toml
reads it (setuptools' dynamic version), and so do the build scripts, through this file.
The notes are CHANGELOG.md's section of that version (Keep a Changelog: `## [X.Y.Z] - DATE`);
a build of a version not yet released takes the `## [Unreleased]` section and says so, and a
tagged release refuses to be made without its dated section.
Standard library only: packaging/release.sh runs it with any Python 3.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "CHANGELOG.md"
INIT = ROOT / "tournament_director" / "__init__.py"
METAINFO_ID = "org.tournament_director.TournamentDirector"  # AppStream's id of the program

# The Linux app runs where the C library (glibc) is at least as new as the newest symbol
# version its ELF files need, and the libraries PyInstaller takes come from the build
# machine: so each build claims the glibc of the machine it was built on, no older. The
# release's Linux files are built on the workflow's ubuntu-22.04 runner (README: "Ubuntu
# 22.04, Debian 12 and newer"); .ci/run builds on Debian 12. `check` in release.sh fails
# when the app needs a newer symbol than its claim.
LINUX_FLOORS = {
    # (ID, VERSION_ID) of /etc/os-release: (glibc, the systems of that glibc and newer)
    ("ubuntu", "22.04"): ("2.35", "Ubuntu 22.04, Debian 12 and newer"),
    ("debian", "12"): ("2.36", "Debian 12, Ubuntu 24.04 and newer"),
    ("ubuntu", "24.04"): ("2.39", "Ubuntu 24.04, Debian 13 and newer"),
    ("debian", "13"): ("2.41", "Debian 13, Ubuntu 25.04 and newer"),
}


class ReleaseError(Exception):
    """What keeps a release from being made, in one line."""


def version() -> str:
    found = re.search(r'^__version__ = "([^"]+)"', INIT.read_text(encoding="utf-8"), re.M)
    if not found:
        raise ReleaseError(f"no __version__ = \"X.Y.Z\" in {INIT}")
    return found.group(1)


def sections(text: str) -> dict[str, tuple[str | None, str]]:
    """CHANGELOG.md's sections: version (or "Unreleased") -> (date or None, body)."""
    out: dict[str, tuple[str | None, str]] = {}
    heads = list(re.finditer(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?[ \t]*$", text, re.M))
    for n, head in enumerate(heads):
        end = heads[n + 1].start() if n + 1 < len(heads) else len(text)
        body = text[head.end():end]
        body = re.sub(r"^\[[^\]]+\]: \S+\s*$", "", body, flags=re.M)  # the link lines at the end
        out[head.group(1)] = (head.group(2), body.strip())
    return out


def changes(text: str, ver: str, tag: str | None = None) -> tuple[str, str]:
    """(the notes' title, the section's body) of `ver`; with `tag` (a release being made from
    a version tag) the tag must be vVER and the section must be there with its date."""
    found = sections(text)
    if tag is not None:
        if tag != f"v{ver}":
            raise ReleaseError(f"the tag {tag} is not the version's (v{ver}: "
                               "tournament_director/__init__.py)")
        date, body = found.get(ver, (None, ""))
        if date is None:
            raise ReleaseError(f"CHANGELOG.md has no section '## [{ver}] - YYYY-MM-DD': move "
                               "the Unreleased entries under it before tagging")
        return f"Tournament Director {ver} ({date})", body
    if ver in found and found[ver][0]:
        date, body = found[ver]
        return f"Tournament Director {ver} ({date})", body
    if "Unreleased" not in found:
        raise ReleaseError(f"CHANGELOG.md has neither '## [{ver}] - DATE' nor '## [Unreleased]'")
    return f"Tournament Director {ver} (not released: a build of unreleased changes)", \
        found["Unreleased"][1]


def os_release(path: Path = Path("/etc/os-release")) -> tuple[str, str]:
    values = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        key, _, value = line.partition("=")
        values[key] = value.strip().strip('"')
    return values.get("ID", ""), values.get("VERSION_ID", "")


def running_glibc() -> str:
    done = subprocess.run(["getconf", "GNU_LIBC_VERSION"], capture_output=True, text=True,
                          check=True)
    return done.stdout.split()[-1]


def linux_floor() -> tuple[str, str]:
    """(glibc, which systems) this machine's build is claimed to run on."""
    try:
        claim = LINUX_FLOORS.get(os_release())
    except OSError:
        claim = None
    if claim:
        return claim
    glibc = running_glibc()
    return glibc, f"Linux with glibc {glibc} or newer (the build machine's)"


def _key(v: str) -> tuple[int, ...]:
    return tuple(int(p) for p in v.split("."))


def glibc_needed(app: Path) -> tuple[str, str]:
    """(the highest GLIBC_x.y any ELF file of `app` needs, that file): from the dynamic
    symbol tables (objdump -T), where each symbol taken from glibc names its version."""
    best, where = "0", ""
    for path in sorted(app.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        with path.open("rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
        dump = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True)
        for v in re.findall(r"\bGLIBC_(\d+(?:\.\d+)+)\b", dump.stdout):
            if _key(v) > _key(best):
                best, where = v, str(path.relative_to(app))
    if best == "0":
        raise ReleaseError(f"no ELF file in {app} names a GLIBC symbol version (objdump -T)")
    return best, where


DOWNLOADS = [  # (file name pattern, what it is), in the order the notes list them
    (r"tournament-director_.*\.deb$", "the Debian/Ubuntu package: `sudo apt install ./FILE` "
     "(menu entry, the .tdevent file type, icons; `sudo apt remove tournament-director`)"),
    (r"tournament-director-.*-linux-.*\.tar\.gz$", "the Linux app folder: unpack, then "
     "`./tournament-director/install-linux.sh` (for you alone, in ~/.local)"),
    (r".*-windows-setup\.exe$", "the Windows installer"),
    (r".*-windows-.*\.zip$", "the Windows app folder (unzip, then install-windows.ps1 in it)"),
    (r".*-macos-.*\.dmg$", "the macOS disk image (drag the app onto Applications)"),
    (r".*\.whl$", "the Python package, any system with Python 3.10+: `pipx install FILE`"),
    (r".*\.tar\.gz$", "the source"),
]


def notes(text: str, ver: str, tag: str | None = None, glibc: str | None = None,
          files: list[str] | None = None) -> str:
    title, body = changes(text, ver, tag)
    out = [f"# {title}", "", body or "(no changes listed)", ""]
    if files:
        out += ["## The files", ""]
        for name in sorted(files):
            what = next((w for p, w in DOWNLOADS if re.match(p, name)), "")
            out.append(f"- `{name}`" + (f": {what.replace('FILE', name)}" if what else ""))
        out += ["", "`SHA256SUMS` holds their checksums (`sha256sum -c SHA256SUMS`)."]
    if glibc:
        floor, systems = LINUX_FLOORS_BY_GLIBC.get(glibc, (glibc, f"glibc {glibc} or newer"))
        out += ["", f"The Linux files need glibc {floor} or newer: {systems}."]
    out += ["", "Nothing is signed (no code-signing certificate, no Apple Developer ID, no "
            "signed apt repository): docs/install.md says what the first start asks."]
    return "\n".join(out).strip() + "\n"


LINUX_FLOORS_BY_GLIBC = {glibc: (glibc, systems) for glibc, systems in LINUX_FLOORS.values()}


def build_date() -> str:
    """Today (UTC), or the day of SOURCE_DATE_EPOCH where a reproducible build sets it."""
    import datetime
    import os
    stamp = os.environ.get("SOURCE_DATE_EPOCH")
    when = (datetime.datetime.fromtimestamp(int(stamp), datetime.timezone.utc) if stamp
            else datetime.datetime.now(datetime.timezone.utc))
    return when.date().isoformat()


def metainfo(source: str, text: str, ver: str) -> str:
    """The AppStream metainfo with a <releases> element: each dated section of CHANGELOG.md,
    newest first, and this version as a development release while it is unreleased."""
    releases = []
    found = sections(text)
    if not (ver in found and found[ver][0]):
        releases.append(f'    <release version="{escape(ver)}" date="{build_date()}" '
                        'type="development"/>')
    for name, (date, _) in found.items():
        if date:
            releases.append(f'    <release version="{escape(name)}" date="{date}"/>')
    block = "  <releases>\n" + "\n".join(releases) + "\n  </releases>\n"
    if "<releases>" in source or "</component>" not in source:
        raise ReleaseError("the metainfo must end with </component> and have no <releases>")
    return source.replace("</component>", block + "</component>")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="release_info.py", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("version")
    n = sub.add_parser("notes")
    n.add_argument("--tag")
    n.add_argument("--glibc")
    n.add_argument("--files", type=Path, help="the folder of the release's files")
    m = sub.add_parser("metainfo")
    m.add_argument("source", type=Path)
    m.add_argument("output", type=Path)
    sub.add_parser("linux-floor")
    g = sub.add_parser("glibc")
    g.add_argument("app", type=Path)
    args = parser.parse_args(argv)
    try:
        if args.command == "version":
            print(version())
        elif args.command == "notes":
            files = None
            if args.files:
                files = [p.name for p in args.files.iterdir() if p.is_file()
                         and any(re.match(pattern, p.name) for pattern, _ in DOWNLOADS)]
            print(notes(CHANGELOG.read_text(encoding="utf-8"), version(), args.tag,
                        args.glibc, files), end="")
        elif args.command == "metainfo":
            args.output.write_text(metainfo(args.source.read_text(encoding="utf-8"),
                                            CHANGELOG.read_text(encoding="utf-8"), version()),
                                   encoding="utf-8")
        elif args.command == "linux-floor":
            glibc, systems = linux_floor()
            print(f"{glibc}\t{systems}")
        elif args.command == "glibc":
            best, where = glibc_needed(args.app)
            print(f"{best}\t{where}")
    except (ReleaseError, OSError, subprocess.CalledProcessError) as exc:
        print(f"release_info: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
