#!/usr/bin/env bash
# What the built app imports and loads as it runs, against what it carries (Linux):
#
#   packaging/import-log.sh [APP_DIR] [LOG]  (default: dist/tournament-director; LOG: keep the
#                                             runs' raw log there, a line per module or library)
#
# Runs the app with TD_IMPORT_LOG set (its run-time hook, pyinstaller-hooks/rthook_import_log.py,
# then writes each program's imported modules and loaded libraries as it exits) through what
# a director does: both programs' --version, a demo event, every report (the poster and the
# sheets with their QR codes too), a site published in Dutch, a CSV export, verify, `serve
# --entry` answering the players' pages, a players CSV in an old Mac encoding imported, and the
# window offscreen on the demo and on the event, and on X11 (Xvfb) when xvfb-run is there.
# Then it lists, of what the app carries, what no run imported or loaded:
#   the top-level Python packages of the bundle (from the programs' archives), and the
#   modules no run imported (by package, with their size in the archives),
#   the extension modules and the shared libraries in _internal/.
# A carried thing that no run touched is a candidate to leave out (after a look at the code
# paths these runs do not take); one that a run touched must stay. The archives are read with
# PyInstaller's reader: build/venv's Python when it is there (packaging/build.sh makes it).
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
app="$(cd "${1:-$repo/dist/tournament-director}" && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/td-import-log.XXXXXX")"
trap 'rm -rf "$work"' EXIT
log="$work/imports.log"
mkdir -p "$work/home"
run() { env -i PATH=/usr/bin:/bin HOME="$work/home" TMPDIR="$work" TD_LANG=en \
            QT_QPA_PLATFORM=offscreen TD_IMPORT_LOG="$log" "$@"; }
cli="$app/tournament-director-cli"
event="$work/demo.tdevent"

run "$app/tournament-director" --version >/dev/null
run "$cli" --version >/dev/null
run "$cli" demo "$event" --players 39 >/dev/null
for report in $(run "$cli" print --help | sed -n 's/^ *{\([a-z,-]*\)}.*/\1/p' | head -n 1 | tr , ' '); do
    run "$cli" print "$event" "$report" -o "$work/$report.pdf" >/dev/null
done
run "$cli" print "$event" poster -o "$work/poster-qr.pdf" --url http://192.0.2.1:8000/ >/dev/null
run "$cli" print "$event" sheets -o "$work/sheets-qr.pdf" --entry-url http://192.0.2.1:8001/ >/dev/null
run env TD_LANG=nl "$cli" publish "$event" -o "$work/site" >/dev/null
run "$cli" export "$event" standings -o "$work/standings.csv" >/dev/null
run "$cli" verify "$event" >/dev/null
# a players CSV as Excel writes it on a Mac in Central Europe (neither Unicode nor a Windows
# code page: service/csvimport.py then asks charset_normalizer), into a new event
printf 'name,club,paid\nŁukasz Żółć,Kraków,20\nJiří Čermák,Brno,20\n' | iconv -f UTF-8 -t MACCENTRALEUROPE \
    >"$work/players.csv" 2>/dev/null || printf 'name\nAnna\n' >"$work/players.csv"
run "$cli" new "$work/new.tdevent" --name New --games 3 --fee 20 >/dev/null
run "$cli" import-players "$work/new.tdevent" "$work/players.csv" >/dev/null
env -i PATH=/usr/bin:/bin HOME="$work/home" TMPDIR="$work" TD_IMPORT_LOG="$log" \
    "$cli" serve "$event" --host 127.0.0.1 --port 0 --entry >"$work/serve.log" 2>&1 &
serve=$!
for _ in $(seq 1 60); do grep -q "http://127.0.0.1:[0-9]" "$work/serve.log" && break; sleep 0.5; done
port="$(sed -n 's|.*http://127.0.0.1:\([0-9]*\).*|\1|p' "$work/serve.log" | head -n 1)"
python3 - "$port" <<'EOF'
import sys, urllib.request
for page in ("/", "/data.json", "/standings", "/seating", "/nothing-here"):
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}{page}", timeout=10).read()
    except Exception:
        pass
EOF
kill -TERM "$serve"; wait "$serve"
run "$app/tournament-director" --demo --quit-after 3 >/dev/null 2>&1
run "$app/tournament-director" "$event" --quit-after 3 >/dev/null 2>&1
if command -v xvfb-run >/dev/null; then  # and on X11, as a desktop starts it
    timeout 120 xvfb-run -a sh -c 'exec env -i DISPLAY="$DISPLAY" XAUTHORITY="$XAUTHORITY" "$@"' \
        sh PATH=/usr/bin:/bin HOME="$work/home" TMPDIR="$work" TD_IMPORT_LOG="$log" \
        "$app/tournament-director" --demo --quit-after 3 >/dev/null 2>&1
fi
echo "import-log: $(grep -c . "$log") lines from the runs"
if [[ -n "${2:-}" ]]; then cp "$log" "$2"; fi
reader=python3
[[ -x "$repo/build/venv/bin/python" ]] && reader="$repo/build/venv/bin/python"

"$reader" - "$app" "$log" <<'EOF'
import sys
from pathlib import Path

app, log = Path(sys.argv[1]), Path(sys.argv[2])
modules, libraries = set(), set()
for line in log.read_text().splitlines():
    kind, _, name = line.partition(" ")
    (modules if kind == "module" else libraries).add(name)
internal = app / "_internal"
loaded = {Path(p).name for p in libraries}
top = {m.split(".")[0] for m in modules}

# the modules of the programs' archives (PyInstaller's own reader), with their compressed size
archived = {}
try:
    from PyInstaller.archive.readers import CArchiveReader
    for exe in (app / "tournament-director", app / "tournament-director-cli"):
        if exe.is_symlink() or not exe.is_file():  # one program file serves both (Linux)
            continue
        pkg = CArchiveReader(str(exe))
        for name in pkg.toc:
            if name.startswith("PYZ"):
                for module, entry in pkg.open_embedded_archive(name).toc.items():
                    archived[module] = archived.get(module, 0) + entry[2]
except Exception as exc:  # no PyInstaller here: only the folders of _internal
    print(f"(the archives not read: {exc})")
carried = {m.split(".")[0] for m in archived}
carried |= {p.name for p in internal.iterdir() if p.is_dir() and "." not in p.name}
print("packages carried, never imported:",
      " ".join(sorted(carried - top - {"pyi_rth_inspect"})) or "none")
# modules no run imported, by package (two levels), the largest first
unimported = {}
for module, size in archived.items():
    if module not in modules:
        group = ".".join(module.split(".")[:2])
        unimported[group] = unimported.get(group, 0) + size
print(f"modules carried, never imported: {sum(unimported.values()) // 1024} KB in the archives;"
      " the largest groups:")
for group, size in sorted(unimported.items(), key=lambda g: -g[1])[:40]:
    print("  ", group, f"{size // 1024} KB")
extensions = [p for p in internal.rglob("*.so*") if p.is_file()]
unused = sorted(str(p.relative_to(internal)) for p in extensions if p.name not in loaded)
print(f"shared objects carried, never loaded ({len(unused)} of {len(extensions)}):")
for name in unused:
    print("  ", name, f"{(internal / name).stat().st_size // 1024} KB")
EOF
