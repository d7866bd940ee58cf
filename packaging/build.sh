#!/usr/bin/env bash
# Build the one-folder desktop app (Linux, macOS): dist/tournament-director/
#
#   packaging/build.sh [--no-install] [--smoke]
#
# Python: the active venv when VIRTUAL_ENV is set, else build/venv (made with $PYTHON,
# default python3, and refreshed on each run). Into it goes the project with its
# `package` extra (PyInstaller), unless --no-install. Then PyInstaller runs
# packaging/tournament-director.spec. --smoke then runs packaging/smoke.sh on the result
# (Linux, macOS; on Windows: packaging\smoke.ps1). On macOS the build also makes
# "dist/Tournament Director.app".
#
# The result needs no Python on the target machine. Build on the oldest system you
# support: the app runs on systems with the same or a newer C library (glibc) only.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

install=1
smoke=0
for arg in "$@"; do
    case "$arg" in
        --no-install) install=0 ;;
        --smoke) smoke=1 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "build.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
    esac
done

start=$SECONDS
if [[ -n "${VIRTUAL_ENV:-}" ]]; then
    py="$VIRTUAL_ENV/bin/python"
    echo "build: using the active venv $VIRTUAL_ENV"
else
    venv="$repo/build/venv"
    if [[ ! -x "$venv/bin/python" ]]; then
        echo "build: making the build venv $venv"
        "${PYTHON:-python3}" -m venv "$venv"
    fi
    py="$venv/bin/python"
fi
if ((install)); then
    echo "build: installing the project and PyInstaller"
    mkdir -p "$repo/build"
    "$py" -m pip install -q --disable-pip-version-check -e ".[package]" >"$repo/build/pip.log" 2>&1 \
        || { cat "$repo/build/pip.log" >&2; echo "build: pip install failed" >&2; exit 1; }
fi
"$py" -c 'import PyInstaller, sys; sys.exit(0 if int(PyInstaller.__version__.split(".")[0]) >= 6 else 1)' \
    || { echo "build: PyInstaller 6 is needed (pip install -e '.[package]')" >&2; exit 1; }

echo "build: PyInstaller ($("$py" -m PyInstaller --version))"
rm -rf "$repo/dist/tournament-director" "$repo/dist/Tournament Director.app"
"$py" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$repo/dist" --workpath "$repo/build/pyinstaller" \
    "$repo/packaging/tournament-director.spec"

app="$repo/dist/tournament-director"
"$app/tournament-director-cli" --version >/dev/null \
    || { echo "build: the built tournament-director-cli does not start" >&2; exit 1; }
echo "build: $app ($(du -sh "$app" | cut -f1)) in $((SECONDS - start)) s"
if [[ -d "$repo/dist/Tournament Director.app" ]]; then
    echo "build: $repo/dist/Tournament Director.app"
fi

if ((smoke)); then
    "$repo/packaging/smoke.sh" "$app"
fi
