#!/usr/bin/env bash
# Smoke test of a built app folder, as a director's machine would run it:
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
#      "Tournament Director X.Y.Z" (the version in pyproject.toml, when it is there).
#   2. `tournament-director-cli demo EVENT --players 39`, then `print` of each report
#      (seating, sheets, standings, payout) writes a PDF. If this build has no reports
#      yet (print refuses, exit 2, "not available"), that part is skipped with a message.
#   3. The window starts offscreen (QT_QPA_PLATFORM=offscreen) on `--demo`, and on the
#      event file made in 2 (`tournament-director EVENT`, as the file manager starts it),
#      and stays up: with `--quit-after` (when --help lists it) it must exit 0 by itself
#      and print a window title that names the program (demo) or the event file;
#      otherwise it must still be running after SMOKE_GUI_SECONDS s (default 5), and is
#      then ended. An early exit, a crash or a Python traceback on stderr fails.
#   4. install-linux.sh, shipped in the folder, installs into a temporary prefix.
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

# -- how each program is run ----------------------------------------------------------------
# $work/run [VAR=VALUE...] PROGRAM ARGS...: a clean environment and, where possible, its own
# mount namespace with an empty folder over each Python installation and over this
# repository. It stays one process from start to end (exec), so its pid is the program's.
hide=()
if [[ "$(id -u)" == 0 ]] && unshare -m --propagation private true 2>/dev/null; then
    for d in /usr/lib/python3* /usr/local/lib/python3* /opt/python* /root/.pyenv \
             "${VIRTUAL_ENV:-}" "$repo"; do
        [[ -n "$d" && -d "$d" ]] && hide+=("$d")
    done
fi
{
    echo '#!/bin/sh'
    echo "hide='${hide[*]:-}'"
    echo 'if [ -n "$hide" ] && [ -z "${SMOKE_INSIDE:-}" ]; then'
    echo '    SMOKE_INSIDE=1 exec unshare -m --propagation private "$0" "$@"'
    echo 'fi'
    echo 'for d in $hide; do mount -t tmpfs -o size=1m,mode=0755 smoke-hidden "$d" || exit 97; done'
    echo "exec env -i PATH=/usr/bin:/bin HOME='$work/home' TMPDIR='$out' \"\$@\""
} > "$work/run"
chmod +x "$work/run"
run="$work/run"

echo "smoke: $(du -sh "$app" | cut -f1) app folder, copied to $app"
if ((${#hide[@]})); then
    echo "smoke: each run sees an empty folder at: ${hide[*]}"
else
    echo "smoke: (cannot hide folders here: not root, or no private mount namespace; the environment is still clean)"
fi

# -- 1. version -------------------------------------------------------------------------------
echo "1. version"
want=""
if [[ -f "$repo/pyproject.toml" ]]; then
    want="$(sed -n 's/^version = "\(.*\)"/\1/p' "$repo/pyproject.toml" | head -n 1)"
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
for report in seating sheets standings payout; do
    pdf="$out/$report.pdf"
    timeout 120 "$run" "$app/tournament-director-cli" print "$event" "$report" -o "$pdf" \
        >"$out/$report.log" 2>&1
    rc=$?
    if ((rc == 2)) && grep -q "not available" "$out/$report.log"; then
        skip "print $report: this build has no reports yet ($(head -n 1 "$out/$report.log"))"
    elif ((rc == 0)) && [[ "$(head -c 5 "$pdf" 2>/dev/null)" == "%PDF-" ]] \
            && ! has_traceback "$out/$report.log"; then
        pass "print $report: $(stat -c %s "$pdf") bytes of PDF"
        grep -i "warning" "$out/$report.log" | sed 's/^/        | /'
    else
        fail "print $report exited $rc"; show "$out/$report.log"
    fi
done

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

# -- 4. the installer shipped in the folder -------------------------------------------------------
echo "4. install-linux.sh (from the app folder, into a temporary prefix)"
if [[ -x "$app/install-linux.sh" ]]; then
    prefix="$work/prefix"
    if "$run" "$app/install-linux.sh" --prefix "$prefix" >"$out/install.log" 2>&1 \
            && [[ -f "$prefix/share/applications/tournament-director.desktop" ]] \
            && [[ -f "$prefix/share/mime/packages/tournament-director.xml" ]] \
            && [[ -f "$prefix/share/icons/hicolor/48x48/apps/tournament-director.png" ]] \
            && "$run" "$prefix/bin/tournament-director-cli" --version >/dev/null 2>&1; then
        pass "menu entry, file type, icons and commands installed; installed CLI starts"
    else
        fail "install-linux.sh --prefix"; show "$out/install.log"
    fi
else
    skip "no install-linux.sh in the app folder"
fi

echo
if ((failures)); then
    echo "smoke: $failures check(s) FAILED"
    exit 1
fi
echo "smoke: all checks passed"
