#!/usr/bin/env bash
# Make a release's files into dist/, on the system this runs on (one command):
#
#   packaging/release.sh [--tag vX.Y.Z] [--smoke]
#
#   every system  tournament_director-VERSION-py3-none-any.whl   the Python package (pipx)
#                 tournament_director-VERSION.tar.gz             the source (the wheel is
#                                                                built from it)
#   Linux         tournament-director-VERSION-linux-ARCH.tar.gz  the app folder
#                 tournament-director_VERSION_ARCH.deb           the Debian/Ubuntu package
#   macOS         tournament-director-VERSION-macos-ARCH.dmg     the disk image
#   Windows       tournament-director-VERSION-windows-setup.exe  the installer (Inno Setup)
#   (Git Bash)    tournament-director-VERSION-windows-x64.zip    the app folder
#   and           SHA256SUMS                                     the files' checksums
#                 RELEASE-NOTES.md                               CHANGELOG.md's section, the
#                                                                files, the Linux it runs on
#
# The version is tournament_director/__init__.py's (packaging/release_info.py). --tag: the
# release of a version tag (the workflow's): the tag must be vVERSION and CHANGELOG.md must
# have its dated section. dist/ is emptied first; the app folder is left in
# dist/tournament-director/ (and dist/Tournament Director.app on macOS).
# --smoke then tests what was made: Linux: packaging/check-release.sh (as root: it installs
# the .deb); macOS: the app folder, the .app and the disk image; Windows: the app folder and
# the installer. Needs what packaging/build.sh needs (docs/developers.md), and on Linux
# dpkg-deb and, for the smaller ICU data, icupkg (icu-devtools).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
tag=""
smoke=0
while (($#)); do
    case "$1" in
        --tag) tag="${2:?--tag needs vX.Y.Z}"; shift 2 ;;
        --tag=*) tag="${1#--tag=}"; shift ;;
        --smoke) smoke=1; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "release: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

case "$(uname -s)" in
    Linux) system=linux ;;
    Darwin) system=macos ;;
    MINGW*|MSYS*|CYGWIN*) system=windows ;;
    *) echo "release: $(uname -s) is not Linux, macOS or Windows (Git Bash)" >&2; exit 1 ;;
esac
python="${PYTHON:-python3}"
[[ "$system" == windows ]] && python="${PYTHON:-python}"
info() { "$python" "$repo/packaging/release_info.py" "$@"; }
version="$(info version)"
notes_args=()
[[ -n "$tag" ]] && notes_args+=(--tag "$tag")
info notes ${notes_args[@]+"${notes_args[@]}"} >/dev/null  # before building: a tag without its notes stops here
start=$SECONDS
step() { echo "release: $* ($((SECONDS - start)) s)"; }

step "Tournament Director $version for $system${tag:+, tag $tag}"
rm -rf "$repo/dist"
mkdir -p "$repo/dist"

# -- the app (PyInstaller, in build/venv with the project's `package` extra) -------------------
if [[ "$system" == windows ]]; then
    powershell -NoProfile -ExecutionPolicy Bypass -File packaging/build.ps1
    venv_python="$repo/build/venv/Scripts/python.exe"
else
    env -u VIRTUAL_ENV packaging/build.sh
    venv_python="$repo/build/venv/bin/python"
fi
step "the app: dist/tournament-director/"

# -- the sdist, and the wheel built from it (build isolation: the build-system's setuptools) --
"$venv_python" -m build --outdir "$repo/dist" "$repo" >"$repo/build/python-build.log" 2>&1 \
    || { tail -n 30 "$repo/build/python-build.log" >&2; echo "release: python -m build failed" >&2; exit 1; }
step "the wheel and the sdist: $(cd dist && ls ./*.whl ./*.tar.gz | tr '\n' ' ')"

# -- the system's own downloads ------------------------------------------------------------------
glibc=""
smoke_args=()
if ((smoke)); then
    [[ "$system" == macos ]] && smoke_args=(--smoke)
    [[ "$system" == windows ]] && smoke_args=(-Smoke)
fi
case "$system" in
    linux)
        arch="$(uname -m)"
        tar -C dist -czf "dist/tournament-director-$version-linux-$arch.tar.gz" tournament-director
        step "the app folder: dist/tournament-director-$version-linux-$arch.tar.gz"
        packaging/build-deb.sh dist/tournament-director dist | tail -n 2 | head -n 1
        step "the Debian package"
        glibc="$(info linux-floor | cut -f1)"
        ;;
    macos)  # --smoke: the disk image mounted, the app started from it
        packaging/build-dmg.sh ${smoke_args[@]+"${smoke_args[@]}"}
        step "the disk image"
        ;;
    windows)  # -Smoke: installed silently, started, uninstalled
        powershell -NoProfile -ExecutionPolicy Bypass -File packaging/build-installer.ps1 \
            ${smoke_args[@]+"${smoke_args[@]}"}
        powershell -NoProfile -Command "Compress-Archive -Force -Path dist/tournament-director -DestinationPath dist/tournament-director-$version-windows-x64.zip"
        step "the installer and the app folder as .zip"
        ;;
esac

# -- the checksums and the notes -------------------------------------------------------------------
sums() { if command -v sha256sum >/dev/null; then sha256sum "$@"; else shasum -a 256 "$@"; fi; }
(
    cd dist
    shopt -s nullglob
    files=(*.whl *.tar.gz *.deb *.dmg *-windows-setup.exe *.zip)
    sums "${files[@]}" > SHA256SUMS
)
info notes ${notes_args[@]+"${notes_args[@]}"} ${glibc:+--glibc "$glibc"} --files dist > dist/RELEASE-NOTES.md
step "done:"
(cd dist && for f in $(awk '{print $2}' SHA256SUMS) SHA256SUMS RELEASE-NOTES.md; do
    printf '  %6s  %s\n' "$(du -h "$f" | cut -f1)" "$f"
done)

if ((smoke)); then  # the app folder (the .dmg and the installer were tested as they were made)
    case "$system" in
        linux) packaging/check-release.sh dist ;;
        macos) packaging/smoke.sh dist/tournament-director ;;
        windows) powershell -NoProfile -ExecutionPolicy Bypass -File packaging/smoke.ps1 ;;
    esac
fi
