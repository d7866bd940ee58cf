#!/usr/bin/env bash
# Smoke test of a built app folder (Linux, macOS), as a director's machine would run it:
#
#   packaging/smoke.sh [APP_DIR]        (default: dist/tournament-director)
#
# It copies APP_DIR into a temporary folder and runs it from there with a clean
# environment (env -i, PATH=/usr/bin:/bin, a fresh HOME), so nothing of the project,
# of a venv or of the machine's Python is on any path. As root, where `unshare -m`
# works, each run also sees an empty folder in place of the machine's Python
# installations and of this repository: the app can only use what it carries.
#
# Checks:
#   1. `tournament-director --version` and `tournament-director-cli --version` print
#      "Tournament Director X.Y.Z" (the version in tournament_director/__init__.py, when it is there).
#   2. `tournament-director-cli demo EVENT --players 39`, then `verify` (it must be the command
#      line, and load no Qt: its run-time hook's TD_IMPORT_LOG), then `print` of each report
#      (seating, sheets, standings, payout) writes a PDF. If this build has no reports
#      yet (print refuses, exit 2, "not available"), that part is skipped with a message.
#   3. The window starts offscreen (QT_QPA_PLATFORM=offscreen) on `--demo`, and on the
#      event file made in 2 (`tournament-director EVENT`, as the file manager starts it),
#      and stays up: with `--quit-after` (when --help lists it) it must exit 0 by itself
#      and print a window title that names the program (demo) or the event file;
#      otherwise it must still be running after SMOKE_GUI_SECONDS s (default 5), and is
#      then ended. An early exit, a crash or a Python traceback on stderr fails.
#      On macOS also on the Mac's own screen (cocoa); and the .app: its window's --version
#      and a report from its command line (its files are laid out differently).
#   4. install-linux.sh, shipped in the folder, installs into a temporary prefix.
#   5. The window on X11 (under xvfb-run): the app folder carries the xcb libraries a
#      desktop may lack (libxcb-cursor0, ...); the window starts on Xvfb and the loader
#      (LD_DEBUG=libs) loads each of them from the app folder. As root, the machine's copies
#      are hidden (an empty file bound over each) for every run, and one more run without
#      libxcb.so.1 must exit 2 with the one line that says what to install. Skipped without
#      xvfb-run and xauth, unless SMOKE_X11=require.
# Exit 0 when every check passed; 1 (with the failing check's output) otherwise.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
src="${1:-$repo/dist/tournament-director}"
gui_seconds="${SMOKE_GUI_SECONDS:-5}"

if [[ ! -x "$src/tournament-director" || ! -x "$src/tournament-director-cli" ]]; then
    echo "smoke: $src is not a built app folder (no tournament-director and" \
         "tournament-director-cli in it); run packaging/build.sh first" >&2
    exit 1
fi

system="$(uname -s)"  # Linux or Darwin (macOS); packaging/smoke.ps1 tests the Windows app
if ! command -v timeout >/dev/null; then  # macOS has no timeout(1): the same with perl's alarm
    timeout() { local limit="$1"; shift; perl -e 'alarm shift @ARGV; exec @ARGV or exit 127' "$limit" "$@"; }
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/td-smoke.XXXXXX")"
gui_pid=""
cleanup() {
    if [[ -n "$gui_pid" ]] && kill -0 "$gui_pid" 2>/dev/null; then
        kill "$gui_pid" 2>/dev/null; wait "$gui_pid" 2>/dev/null
    fi
    rm -rf "$work"
}
trap cleanup EXIT

cp -a "$src" "$work/app"
mkdir -p "$work/home" "$work/out"
app="$work/app"
out="$work/out"
failures=0
pass() { echo "  ok    $*"; }
skip() { echo "  skip  $*"; }
fail() { echo "  FAIL  $*"; failures=$((failures + 1)); }
show() { sed 's/^/        | /' "$1" | head -n 40; }
has_traceback() {
    grep -qE 'Traceback \(most recent call last\)|Fatal Python error|Segmentation fault|core dumped' "$1"
}

# The X11 libraries of Qt's xcb platform that a desktop may lack: the app must carry them
# (the same list as BUNDLED_XCB in tournament_director/qt_libraries.py; a test compares).
bundled_xcb=(libX11.so.6 libX11-xcb.so.1 libxkbcommon.so.0 libxkbcommon-x11.so.0
    libxcb-cursor.so.0 libxcb-icccm.so.4 libxcb-image.so.0 libxcb-keysyms.so.1 libxcb-randr.so.0
    libxcb-render.so.0 libxcb-render-util.so.0 libxcb-shape.so.0 libxcb-shm.so.0 libxcb-sync.so.1
    libxcb-util.so.1 libxcb-xfixes.so.0 libxcb-xkb.so.1)
system_copy() {  # system_copy SONAME: the file(s) the machine's loader would use for it
    "$(command -v ldconfig || echo /sbin/ldconfig)" -p 2>/dev/null \
        | awk -v n="$1" '$1 == n {print $NF}' | xargs -r readlink -f
}

# -- how each program is run ----------------------------------------------------------------
# $work/run [VAR=VALUE...] PROGRAM ARGS...: a clean environment and, where possible, its own
# mount namespace with an empty folder over each Python installation and over this
# repository, and an empty file over the machine's copy of each library in bundled_xcb (and
# of those in SMOKE_HIDE_MORE). It stays one process from start to end (exec), so its pid is
# the program's.
hide=()
hidelibs=()
if [[ "$(id -u)" == 0 ]] && unshare -m --propagation private true 2>/dev/null; then
    for d in /usr/lib/python3* /usr/local/lib/python3* /opt/python* /opt/hostedtoolcache /root/.pyenv \
             "${VIRTUAL_ENV:-}" "$repo"; do
        [[ -n "$d" && -d "$d" ]] && hide+=("$d")
    done
    # /dev/null over the machine's copy of each: loading one of them fails as if it were absent
    mapfile -t hidelibs < <(for so in "${bundled_xcb[@]}"; do system_copy "$so"; done | sort -u)
fi
{
    echo '#!/bin/sh'
    echo "hide='${hide[*]:-}'"
    echo "hidelibs='${hidelibs[*]:-}'"
    echo 'if [ -n "$hide$hidelibs" ] && [ -z "${SMOKE_INSIDE:-}" ]; then'
    echo '    SMOKE_INSIDE=1 exec unshare -m --propagation private "$0" "$@"'
    echo 'fi'
    echo 'for d in $hide; do mount -t tmpfs -o size=1m,mode=0755 smoke-hidden "$d" || exit 97; done'
    echo 'for f in $hidelibs ${SMOKE_HIDE_MORE:-}; do mount --bind /dev/null "$f" || exit 97; done'
    echo "exec env -i PATH=/usr/bin:/bin HOME='$work/home' TMPDIR='$out' \"\$@\""
} > "$work/run"
chmod +x "$work/run"
run="$work/run"

echo "smoke: $(du -sh "$app" | cut -f1) app folder, copied to $app"
if ((${#hide[@]})); then
    echo "smoke: each run sees an empty folder at: ${hide[*]}"
    echo "smoke: and an empty file at the machine's ${#hidelibs[@]} xcb libraries the app carries"
else
    echo "smoke: (cannot hide folders here: not root, or no private mount namespace; the environment is still clean)"
fi

# -- 1. version -------------------------------------------------------------------------------
echo "1. version"
want=""
if [[ -f "$repo/tournament_director/__init__.py" ]]; then
    want="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' "$repo/tournament_director/__init__.py")"
fi
for exe in tournament-director tournament-director-cli; do
    if timeout 60 "$run" "$app/$exe" --version >"$out/$exe.version" 2>"$out/$exe.version.err"; then
        line="$(head -n 1 "$out/$exe.version")"
        if [[ "$line" =~ ^Tournament\ Director\ [0-9]+\.[0-9]+ ]] \
                && { [[ -z "$want" ]] || [[ "$line" == "Tournament Director $want" ]]; }; then
            pass "$exe --version: $line"
        else
            fail "$exe --version printed '$line' (expected 'Tournament Director ${want:-X.Y.Z}')"
        fi
    else
        fail "$exe --version exited $?"; show "$out/$exe.version.err"
    fi
done

# -- 2. command line: a demo event and every report -------------------------------------------
echo "2. command line: demo event and reports"
event="$out/demo.tdevent"
if timeout 120 "$run" "$app/tournament-director-cli" demo "$event" --players 39 >"$out/demo.log" 2>&1 \
        && [[ -s "$event" ]] && ! has_traceback "$out/demo.log"; then
    pass "tournament-director-cli demo --players 39: $(head -n 1 "$out/demo.log")"
else
    fail "tournament-director-cli demo --players 39"; show "$out/demo.log"
fi
# the command line is itself, without Qt (on Linux it is the window's program file under its
# own name: packaging/entry_app.py); its run-time hook lists what it imported and loaded
imports="$out/cli-imports.log"
if timeout 120 "$run" TD_IMPORT_LOG="$imports" "$app/tournament-director-cli" verify "$event" \
        >"$out/verify.log" 2>&1 && grep -qx "module tournament_director.cli" "$imports" \
        && ! grep -qE "^module PySide6|libQt6" "$imports"; then
    pass "tournament-director-cli verify: the command line, without Qt ($(grep -c '^module' "$imports") modules)"
else
    fail "tournament-director-cli verify: not the command line, or with Qt"
    show "$out/verify.log"; grep -E "^module (PySide6|tournament_director.cli)|libQt6" "$imports" | show /dev/stdin
fi
# every kind of report (service/reports.py KINDS; tests/packaging/test_release.py keeps the
# list whole), and the poster and sheets with the QR codes of the phones' addresses
for report in seating sheets standings payout players scorecard tablecards poster not-here \
              poster:--url=http://192.0.2.1:8000/ sheets:--entry-url=http://192.0.2.1:8001/; do
    extra=()
    [[ "$report" == *:* ]] && { extra=("${report#*:}"); report="${report%%:*}"; }
    pdf="$out/$report${extra[*]:+-qr}.pdf"
    timeout 120 "$run" "$app/tournament-director-cli" print "$event" "$report" -o "$pdf" \
        ${extra[@]+"${extra[@]}"} >"$out/$report.log" 2>&1
    rc=$?
    if ((rc == 2)) && grep -q "not available" "$out/$report.log"; then
        skip "print $report: this build has no reports yet ($(head -n 1 "$out/$report.log"))"
    elif ((rc == 0)) && [[ "$(head -c 5 "$pdf" 2>/dev/null)" == "%PDF-" ]] \
            && ! has_traceback "$out/$report.log"; then
        pass "print $report ${extra[*]:-}: $(wc -c <"$pdf" | tr -d ' ') bytes of PDF"
        grep -i "warning" "$out/$report.log" | sed 's/^/        | /'
    else
        fail "print $report exited $rc"; show "$out/$report.log"
    fi
done

# -- 2b. the phones' pages: publish, and serve on loopback (waitress is bundled) ------------------
echo "2b. publish and serve"
if [[ -s "$event" ]]; then
    if timeout 120 "$run" "$app/tournament-director-cli" publish "$event" -o "$out/site" \
            >"$out/publish.log" 2>&1 && [[ -s "$out/site/index.html" ]] \
            && [[ -s "$out/site/data.json" ]]; then
        pass "publish: $(ls "$out/site" | wc -l) files"
    else
        fail "publish"; show "$out/publish.log"
    fi
    # serve prints its address; then SIGTERM: it stops cleanly (exit 0)
    "$run" "$app/tournament-director-cli" serve "$event" --host 127.0.0.1 --port 0 \
        >"$out/serve.log" 2>&1 &
    serve_pid=$!
    for _ in $(seq 1 60); do
        grep -q "http://127.0.0.1:" "$out/serve.log" 2>/dev/null && break
        sleep 0.5
    done
    kill -TERM "$serve_pid" 2>/dev/null
    wait "$serve_pid"
    rc=$?
    if ((rc == 0)) && grep -q "http://127.0.0.1:" "$out/serve.log" && grep -q "Stopped." "$out/serve.log"; then
        pass "serve: started on $(grep -o 'http://127.0.0.1:[0-9]*/' "$out/serve.log"), stopped on SIGTERM"
    else
        fail "serve exited $rc"; show "$out/serve.log"
    fi
else
    skip "publish and serve: no event file from step 2"
fi

# -- 3. the window, offscreen -----------------------------------------------------------------
echo "3. window (offscreen)"
qpa=QT_QPA_PLATFORM=offscreen
timeout 60 "$run" "$qpa" "$app/tournament-director" --help >"$out/help.txt" 2>&1
quit_after=0
grep -q -- "--quit-after" "$out/help.txt" && quit_after=1

window() {  # window NAME TITLE ARGS...: the window must come up and stay up (or quit by itself)
    local name="$1" title="$2"; shift 2
    local err="$out/gui-$name.err" rc
    if ((quit_after)); then
        timeout $((gui_seconds + 60)) "$run" "$qpa" "$app/tournament-director" "$@" \
            --quit-after "$gui_seconds" >"$out/gui-$name.out" 2>"$err"
        rc=$?
        if ((rc == 0)) && ! has_traceback "$err" && grep -qF -- "$title" "$out/gui-$name.out"; then
            pass "tournament-director $* --quit-after $gui_seconds: exit 0, title '$(tail -n 1 "$out/gui-$name.out")'"
        elif ((rc == 0)) && ! has_traceback "$err"; then
            fail "tournament-director $*: the window title does not name '$title'"
            show "$out/gui-$name.out"
        else
            fail "tournament-director $* --quit-after $gui_seconds exited $rc"; show "$err"
        fi
        return
    fi
    "$run" "$qpa" "$app/tournament-director" "$@" >"$out/gui-$name.out" 2>"$err" &
    gui_pid=$!
    local tenths=0
    while ((tenths < gui_seconds * 10)) && kill -0 "$gui_pid" 2>/dev/null; do
        sleep 0.1; tenths=$((tenths + 1))
    done
    if kill -0 "$gui_pid" 2>/dev/null; then
        kill "$gui_pid" 2>/dev/null; wait "$gui_pid" 2>/dev/null; gui_pid=""
        if has_traceback "$err"; then
            fail "tournament-director $*: stayed up, but wrote a traceback"; show "$err"
        else
            pass "tournament-director $*: up for $gui_seconds s without an error"
        fi
    else
        wait "$gui_pid"; rc=$?; gui_pid=""
        fail "tournament-director $*: exited ($rc) after $((tenths / 10)) s"; show "$err"
    fi
}
window demo "Tournament Director" --demo
if [[ -s "$event" ]]; then
    window event "$(basename "$event")" "$event"
else
    skip "tournament-director EVENT: no event file from step 2"
fi
if [[ "$system" == Darwin ]]; then  # and on the Mac's own screen, as the .app starts it
    qpa=QT_QPA_PLATFORM=cocoa
    window cocoa "Tournament Director" --demo
    # The .app keeps its files elsewhere (Contents/Frameworks, Contents/Resources): the
    # window's --version, and a report from its command line (the bundled fonts)
    bundle="$(dirname "$src")/Tournament Director.app/Contents/MacOS"
    line="$(timeout 60 "$run" "$bundle/tournament-director" --version 2>&1 | head -n 1)"
    if [[ "$line" == "Tournament Director ${want:-}"* ]]; then
        pass "Tournament Director.app --version: $line"
    else
        fail "Tournament Director.app: $bundle/tournament-director --version printed '$line'"
    fi
    timeout 120 "$run" "$bundle/tournament-director-cli" print "$event" standings \
        -o "$out/app-standings.pdf" >"$out/app-print.log" 2>&1
    if [[ "$(head -c 5 "$out/app-standings.pdf" 2>/dev/null)" == "%PDF-" ]]; then
        pass "Tournament Director.app's command line prints a report"
    else
        fail "Tournament Director.app's command line: print standings"; show "$out/app-print.log"
    fi
fi

# -- 4. the installer shipped in the folder -------------------------------------------------------
echo "4. install-linux.sh (from the app folder, into a temporary prefix)"
if [[ -x "$app/install-linux.sh" ]]; then
    prefix="$work/prefix"
    if "$run" "$app/install-linux.sh" --prefix "$prefix" >"$out/install.log" 2>&1 \
            && [[ -f "$prefix/share/applications/tournament-director.desktop" ]] \
            && [[ -f "$prefix/share/mime/packages/tournament-director.xml" ]] \
            && [[ -f "$prefix/share/icons/hicolor/48x48/apps/tournament-director.png" ]] \
            && { [[ "$system" != Linux ]] || [[ -f "$prefix/share/metainfo/org.tournament_director.TournamentDirector.metainfo.xml" ]]; } \
            && "$run" "$prefix/bin/tournament-director-cli" --version >/dev/null 2>&1; then
        pass "menu entry, file type, icons, AppStream metainfo and commands installed; installed CLI starts"
    else
        fail "install-linux.sh --prefix"; show "$out/install.log"
    fi
else
    skip "no install-linux.sh in the app folder"
fi

# -- 5. the window on X11 (Xvfb), with the app's own xcb libraries -------------------------------
if [[ "$system" == Linux ]]; then
echo "5. window on X11 (Xvfb): the xcb libraries come with the app"
lacking=()
for so in "${bundled_xcb[@]}"; do
    [[ -e "$app/_internal/$so" ]] || lacking+=("$so")
done
if ((${#lacking[@]})); then
    fail "the app folder lacks ${lacking[*]} (build on a machine that has them)"
else
    pass "the app folder carries the ${#bundled_xcb[@]} xcb libraries"
fi
x11() {  # x11 SECONDS ARGS...: the window under Xvfb, with its display (env -i would drop it)
    local limit="$1"; shift
    timeout "$limit" xvfb-run -a -s "-screen 0 1366x768x24" \
        sh -c 'exec "$0" DISPLAY="$DISPLAY" XAUTHORITY="$XAUTHORITY" "$@"' "$run" "$@"
}
if ! command -v xvfb-run >/dev/null || ! command -v xauth >/dev/null; then
    if [[ "${SMOKE_X11:-}" == require ]]; then
        fail "xvfb-run and xauth are needed (apt-get install xvfb xauth)"
    else
        skip "no xvfb-run or xauth here (apt-get install xvfb xauth); SMOKE_X11=require fails instead"
    fi
elif ((quit_after)); then
    # LD_DEBUG=libs: the loader names each library as it starts it, so the test is sound even
    # where the machine's copies cannot be hidden (not root): each one must be the app's.
    err="$out/gui-x11.err"
    x11 $((gui_seconds + 60)) LD_DEBUG=libs "$app/tournament-director" --demo \
        --quit-after "$gui_seconds" >"$out/gui-x11.out" 2>"$err"
    rc=$?
    foreign=()
    for so in "${bundled_xcb[@]}"; do
        grep -qF "calling init: $app/_internal/$so" "$err" || foreign+=("$so")
    done
    if ((rc == 0)) && ! has_traceback "$err" && grep -qF "Tournament Director" "$out/gui-x11.out" \
            && ((${#foreign[@]} == 0)); then
        pass "tournament-director --demo on X11: exit 0, title '$(tail -n 1 "$out/gui-x11.out")'," \
             "every xcb library from the app"
    elif ((rc == 0)) && ((${#foreign[@]})); then
        fail "tournament-director --demo on X11: not loaded from the app: ${foreign[*]}"
    else
        fail "tournament-director --demo on X11 exited $rc"; grep -v '^ *[0-9]*:' "$err" | show /dev/stdin
    fi
    # Without libxcb.so.1 (the one the app leaves to the system), the window must say in one
    # line what to install, before Qt aborts. Only where the machine's copy can be hidden.
    libxcb="$(system_copy libxcb.so.1 | head -n 1)"
    if ((${#hidelibs[@]})) && [[ -n "$libxcb" ]]; then
        SMOKE_HIDE_MORE="$libxcb" x11 60 "$app/tournament-director" --demo \
            >"$out/gui-nox.out" 2>"$out/gui-nox.err"
        rc=$?
        if ((rc == 2)) && (($(wc -l <"$out/gui-nox.err") == 1)) \
                && grep -q "apt-get install.* libxcb1" "$out/gui-nox.err"; then
            pass "without libxcb.so.1: exit 2, '$(cut -c 1-90 "$out/gui-nox.err")...'"
        else
            fail "without libxcb.so.1: exit $rc, not the one line that names libxcb1"
            show "$out/gui-nox.err"
        fi
    else
        skip "the window without libxcb.so.1: cannot hide the machine's copy here (not root)"
    fi
else
    skip "the window on X11: this build has no --quit-after"
fi
fi  # Linux

echo
if ((failures)); then
    echo "smoke: $failures check(s) FAILED"
    exit 1
fi
echo "smoke: all checks passed"
