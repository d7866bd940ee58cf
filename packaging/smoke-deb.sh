#!/usr/bin/env bash
# Smoke test of the Debian package, as a director's machine would take it (root: it installs):
#
#   packaging/smoke-deb.sh DEB
#
# 1. `apt-get install ./DEB` (apt brings what Depends names; the package must not be
#    installed already), then checks what is in place: the programs on PATH, the menu
#    entry, the file type, the icon, the licence notices.
# 2. As installed, from a clean environment (env -i, a fresh HOME): both programs'
#    --version, a demo event from the command line, a printed report, a site published in
#    Dutch, and the window offscreen on the demo event (it closes by itself, exit 0).
# 3. `apt-get remove --purge`: the programs and files are gone again. (Also when a check
#    failed: the machine is left as it was.)
# Exit 0 when every check passed; 1 otherwise.
set -uo pipefail

deb="${1:?usage: packaging/smoke-deb.sh DEB}"
deb="$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")"
NAME=tournament-director
[[ "$(id -u)" == 0 ]] || { echo "smoke-deb: run as root (it installs the package with apt)" >&2; exit 1; }
if dpkg-query -W -f='${Status}' "$NAME" 2>/dev/null | grep -q "install ok installed"; then
    echo "smoke-deb: $NAME is installed already; remove it first (apt-get remove $NAME)" >&2
    exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/td-smoke-deb.XXXXXX")"
mkdir -p "$work/home" "$work/out"
out="$work/out"
failures=0
pass() { echo "  ok    $*"; }
fail() { echo "  FAIL  $*"; failures=$((failures + 1)); }
show() { sed 's/^/        | /' "$1" | head -n 30; }
removed=0
remove() {
    ((removed)) && return
    removed=1
    DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -q "$NAME" >"$out/remove.log" 2>&1
}
trap 'remove; rm -rf "$work"' EXIT
run() {  # run [VAR=VALUE...] PROGRAM ARGS...: clean environment, the installed programs on PATH
    env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$work/home" TMPDIR="$out" "$@"
}

echo "smoke-deb: $(basename "$deb") ($(du -h "$deb" | cut -f1))"
echo "1. apt-get install"
if DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$deb" \
        >"$out/install.log" 2>&1; then
    pass "installed: $(dpkg-query -W -f='${Package} ${Version} ${Architecture}' "$NAME")"
else
    fail "apt-get install $deb"; show "$out/install.log"
    exit 1
fi
for f in /usr/bin/$NAME /usr/bin/$NAME-cli /usr/share/applications/$NAME.desktop \
         /usr/share/mime/packages/$NAME.xml /usr/share/icons/hicolor/48x48/apps/$NAME.png \
         /usr/share/icons/hicolor/scalable/mimetypes/application-x-tournament-director-event.svg \
         /usr/share/metainfo/org.tournament_director.TournamentDirector.metainfo.xml \
         /usr/share/doc/$NAME/copyright /usr/lib/$NAME/LICENSE; do
    [[ -e "$f" ]] || fail "missing after install: $f"
done
((failures)) || pass "programs on PATH, menu entry, file type, icons, AppStream metainfo, copyright in place"
notices=/usr/lib/$NAME/THIRD-PARTY-NOTICES.txt
if [[ -s "$notices" ]] && grep -q "^  PySide6" "$notices" && grep -q "^  python-bidi" "$notices" \
        && grep -q "GNU LESSER GENERAL PUBLIC LICENSE" "$notices"; then
    pass "THIRD-PARTY-NOTICES.txt: $(awk 'NR > 5 && /^$/ {exit} NR > 5' "$notices" | wc -l) distributions, the LGPL text"
else
    fail "THIRD-PARTY-NOTICES.txt lacks the Qt for Python / python-bidi entries or the LGPL"
fi
if [[ -f /usr/share/mime/globs2 ]]; then  # shared-mime-info is there: its trigger ran
    if grep -q "application/x-tournament-director-event:\*\.tdevent" /usr/share/mime/globs2; then
        pass "the file type is registered (*.tdevent in the MIME database)"
    else
        fail "*.tdevent is not in /usr/share/mime/globs2 after install"
    fi
fi

echo "2. the installed programs"
for exe in $NAME $NAME-cli; do
    line="$(run "$exe" --version 2>"$out/$exe.err" | head -n 1)"
    if [[ "$line" =~ ^Tournament\ Director\ [0-9] ]]; then
        pass "$exe --version: $line"
    else
        fail "$exe --version printed '$line'"; show "$out/$exe.err"
    fi
done
event="$out/demo.tdevent"
if run $NAME-cli demo "$event" --players 39 >"$out/demo.log" 2>&1 \
        && run $NAME-cli print "$event" standings -o "$out/standings.pdf" >>"$out/demo.log" 2>&1 \
        && [[ "$(head -c 5 "$out/standings.pdf")" == "%PDF-" ]]; then
    pass "demo event and a printed report ($(wc -c <"$out/standings.pdf" | tr -d ' ') bytes of PDF)"
else
    fail "tournament-director-cli demo / print"; show "$out/demo.log"
fi
if run TD_LANG=nl $NAME-cli publish "$event" -o "$out/site" >"$out/publish.log" 2>&1 \
        && grep -q '<html lang="nl">' "$out/site/index.html"; then
    pass "publish in Dutch (the translations are there)"
else
    fail "TD_LANG=nl publish"; show "$out/publish.log"
fi
if timeout 120 env -i PATH=/usr/bin:/bin HOME="$work/home" TMPDIR="$out" \
        QT_QPA_PLATFORM=offscreen $NAME --demo --quit-after 3 >"$out/gui.out" 2>"$out/gui.err" \
        && grep -q "Tournament Director" "$out/gui.out" \
        && ! grep -qE "Traceback|Fatal Python error" "$out/gui.err"; then
    pass "the window on the demo event (offscreen): '$(tail -n 1 "$out/gui.out")'"
else
    fail "tournament-director --demo (offscreen)"; show "$out/gui.err"
fi

echo "3. apt-get remove --purge"
remove
if [[ ! -e /usr/bin/$NAME && ! -e /usr/lib/$NAME && ! -e /usr/share/applications/$NAME.desktop ]] \
        && ! dpkg-query -W -f='${Status}' "$NAME" 2>/dev/null | grep -q "installed"; then
    pass "removed: no program, app folder or menu entry left"
else
    fail "files left after apt-get remove --purge"; show "$out/remove.log"
fi

echo
if ((failures)); then
    echo "smoke-deb: $failures check(s) FAILED"
    exit 1
fi
echo "smoke-deb: all checks passed"
