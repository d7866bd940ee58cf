#!/usr/bin/env bash
# Checks the Linux release's files that packaging/release.sh made, as a director would take
# them (root: it installs the .deb with apt, and hides the machine's Python from the app):
#
#   packaging/check-release.sh [DIST]        (default: dist/)
#
#  1. the files: the wheel, the sdist, the app folder's .tar.gz and the .deb, each named
#     with the version; SHA256SUMS matches every one of them (sha256sum -c) and names no
#     other; RELEASE-NOTES.md is that version's and names each file.
#  2. the platform claimed: the highest GLIBC_x.y any ELF file of the app needs is at most
#     the glibc this build claims (packaging/release_info.py linux-floor: the build
#     machine's), which the notes and the .deb's Depends (libc6 >=) state; the app folder is
#     at most MAX_APP_MB (130) MB.
#  3. the desktop's metadata in the .deb: desktop-file-validate of the menu entry, appstreamcli
#     validate of the AppStream metainfo (and the app folder's copies, which install-linux.sh
#     installs).
#  4. the app folder, unpacked from the .tar.gz: packaging/smoke.sh (versions, every report,
#     publish and serve, the window offscreen and on X11, install-linux.sh).
#  5. the .deb: packaging/smoke-deb.sh (apt install, the installed programs, apt purge).
#  6. the wheel: into a fresh venv (pip, its dependencies from the index, as pipx does),
#     run from a folder of its own with a clean environment: both programs' --version, a
#     demo event, every report, a site published in Dutch, the window offscreen; its fonts
#     and translations come from the venv, not from a checkout.
#  7. the sdist holds the source, the resources and the changelog (the wheel was built from it).
# Exit 0 when every check passed; 1 otherwise. Needs: sha256sum, dpkg-deb, objdump,
# desktop-file-validate (desktop-file-utils), appstreamcli (appstream), python3 with venv.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
dist="$(cd "${1:-$repo/dist}" && pwd)"
# issue 36's target: 126 MB with cryptography's Rust core (11 MB: the main desk's certificate),
# since the app leaves out what the program never reads (packaging/slim.py)
MAX_APP_MB="${MAX_APP_MB:-130}"
NAME=tournament-director
[[ "$(id -u)" == 0 ]] || { echo "check-release: run as root (it installs the .deb with apt)" >&2; exit 1; }

info() { python3 "$here/release_info.py" "$@"; }
version="$(info version)"
IFS=$'\t' read -r floor systems < <(info linux-floor)
metainfo_id="$(python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import release_info; print(release_info.METAINFO_ID)' "$here")"
work="$(mktemp -d "${TMPDIR:-/tmp}/td-check-release.XXXXXX")"
trap 'rm -rf "$work"' EXIT
failures=0
pass() { echo "  ok    $*"; }
fail() { echo "  FAIL  $*"; failures=$((failures + 1)); }
show() { sed 's/^/        | /' "$1" | head -n 30; }
start=$SECONDS
took() { echo "  ($((SECONDS - start)) s)"; start=$SECONDS; }
one() {  # one PATTERN: the single file of dist/ that matches
    local found=("$dist"/$1)
    [[ ${#found[@]} == 1 && -f "${found[0]}" ]] && echo "${found[0]}"
}

echo "check-release: Tournament Director $version in $dist"
echo "1. the files, their checksums and the notes"
wheel="$(one "tournament_director-$version-py3-none-any.whl")" || fail "no wheel tournament_director-$version-py3-none-any.whl"
sdist="$(one "tournament_director-$version.tar.gz")" || fail "no sdist tournament_director-$version.tar.gz"
tarball="$(one "$NAME-$version-linux-*.tar.gz")" || fail "no app folder $NAME-$version-linux-ARCH.tar.gz"
deb="$(one "${NAME}_${version}_*.deb")" || fail "no Debian package ${NAME}_${version}_ARCH.deb"
if ((failures)); then
    echo "check-release: the files are not all there"; ls -l "$dist"; exit 1
fi
if (cd "$dist" && sha256sum --check --strict --quiet SHA256SUMS) >"$work/sums.log" 2>&1; then
    listed="$(awk '{print $2}' "$dist/SHA256SUMS" | sort | tr '\n' ' ')"
    made="$(for f in "$wheel" "$sdist" "$tarball" "$deb"; do basename "$f"; done | sort | tr '\n' ' ')"
    if [[ "$listed" == "$made" ]]; then
        pass "SHA256SUMS matches the $(wc -l <"$dist/SHA256SUMS") files: $listed"
    else
        fail "SHA256SUMS names '$listed', the release is '$made'"
    fi
else
    fail "sha256sum -c SHA256SUMS"; show "$work/sums.log"
fi
notes="$dist/RELEASE-NOTES.md"
if [[ "$(head -n 1 "$notes" 2>/dev/null)" == "# Tournament Director $version "* ]] \
        && grep -qF "glibc $floor or newer: $systems" "$notes"; then
    lacking=()
    for f in "$wheel" "$sdist" "$tarball" "$deb"; do
        grep -qF "\`$(basename "$f")\`" "$notes" || lacking+=("$(basename "$f")")
    done
    if ((${#lacking[@]})); then fail "RELEASE-NOTES.md does not name ${lacking[*]}"
    else pass "RELEASE-NOTES.md: '$(head -n 1 "$notes")', each file, glibc $floor"; fi
else
    fail "RELEASE-NOTES.md is not version $version's, or does not claim glibc $floor"; show "$notes"
fi
took

echo "2. the platform claimed: glibc $floor ($systems)"
mkdir -p "$work/unpacked"
tar -C "$work/unpacked" -xzf "$tarball"
app="$work/unpacked/$NAME"
if IFS=$'\t' read -r needed where < <(info glibc "$app"); then
    if python3 -c 'import sys; a, b = (tuple(map(int, v.split("."))) for v in sys.argv[1:]); sys.exit(a > b)' \
            "$needed" "$floor"; then
        pass "the app's ELF files need GLIBC_$needed at most ($where), claimed: glibc $floor"
    else
        fail "the app needs GLIBC_$needed ($where), newer than the claimed glibc $floor"
    fi
else
    fail "no GLIBC symbol version found in the app's ELF files (objdump -T)"
fi
depends="$(dpkg-deb --field "$deb" Depends)"
if [[ "$depends" == "libc6 (>= $floor)"* ]]; then
    pass "the .deb's Depends: libc6 (>= $floor), ..."
else
    fail "the .deb's Depends does not start with libc6 (>= $floor): $depends"
fi
size_mb="$(du -sm "$app" | cut -f1)"
if ((size_mb <= MAX_APP_MB)); then
    pass "the app folder: $size_mb MB (at most $MAX_APP_MB)"
else
    fail "the app folder is $size_mb MB, more than $MAX_APP_MB"
    du -sm "$app/_internal"/* | sort -rn | head -n 8 | sed 's/^/        | /'
fi
took

echo "3. the desktop's metadata"
dpkg-deb -x "$deb" "$work/deb"
for entry in "$work/deb/usr/share/applications/$NAME.desktop" "$app/$NAME.desktop"; do
    if desktop-file-validate "$entry" >"$work/desktop.log" 2>&1 && ! [[ -s "$work/desktop.log" ]]; then
        pass "desktop-file-validate ${entry#"$work/"}"
    else
        fail "desktop-file-validate ${entry#"$work/"}"; show "$work/desktop.log"
    fi
done
for meta in "$work/deb/usr/share/metainfo/$metainfo_id.metainfo.xml" "$app/$metainfo_id.metainfo.xml"; do
    if appstreamcli validate --no-net "$meta" >"$work/appstream.log" 2>&1 \
            && grep -q "<release version=\"$version\"" "$meta"; then
        pass "appstreamcli validate ${meta#"$work/"}: $(tail -n 1 "$work/appstream.log")"
    else
        fail "appstreamcli validate ${meta#"$work/"} (or no release $version in it)"; show "$work/appstream.log"
    fi
done
took

echo "4. the app folder from the .tar.gz (packaging/smoke.sh)"
if "$here/smoke.sh" "$app" >"$work/smoke.log" 2>&1; then
    pass "$(tail -n 1 "$work/smoke.log") ($(grep -c '^  ok' "$work/smoke.log") checks)"
else
    fail "packaging/smoke.sh"; grep -v '^  ok' "$work/smoke.log" | sed 's/^/        | /'
fi
took

echo "5. the .deb (packaging/smoke-deb.sh)"
if "$here/smoke-deb.sh" "$deb" >"$work/smoke-deb.log" 2>&1; then
    pass "$(tail -n 1 "$work/smoke-deb.log") ($(grep -c '^  ok' "$work/smoke-deb.log") checks)"
else
    fail "packaging/smoke-deb.sh"; grep -v '^  ok' "$work/smoke-deb.log" | sed 's/^/        | /'
fi
took

echo "6. the wheel, in a fresh venv"
venv="$work/venv"
mkdir -p "$work/home" "$work/elsewhere"
if python3 -m venv "$venv" >"$work/venv.log" 2>&1 \
        && (cd "$work/elsewhere" && "$venv/bin/python" -m pip install -q --disable-pip-version-check "$wheel") \
            >>"$work/venv.log" 2>&1; then
    pass "pip install $(basename "$wheel") (and its dependencies) into a fresh venv"
    clean() { (cd "$work/elsewhere" && env -i PATH="$venv/bin:/usr/bin:/bin" HOME="$work/home" \
                   TMPDIR="$work" TD_LANG=en QT_QPA_PLATFORM=offscreen "$@"); }
    for exe in $NAME $NAME-cli; do
        line="$(clean "$exe" --version 2>&1 | head -n 1)"
        if [[ "$line" == "Tournament Director $version" ]]; then pass "$exe --version: $line"
        else fail "$exe --version printed '$line'"; fi
    done
    where="$(clean python -c 'import tournament_director.paths as p; print(p.resources_dir())' 2>&1)"
    if [[ "$where" == "$venv/"* ]]; then pass "its resources: ${where#"$work/"}"
    else fail "the wheel's resources are not in the venv: $where"; fi
    event="$work/elsewhere/demo.tdevent"
    if clean $NAME-cli demo "$event" --players 24 >"$work/wheel.log" 2>&1; then
        printed=()
        for report in $(clean python -c 'from tournament_director.service.reports import KINDS; print(*KINDS)'); do
            if clean $NAME-cli print "$event" "$report" -o "$work/$report.pdf" >>"$work/wheel.log" 2>&1 \
                    && [[ "$(head -c 5 "$work/$report.pdf")" == "%PDF-" ]]; then
                printed+=("$report")
            else
                fail "the wheel's print $report"; show "$work/wheel.log"
            fi
        done
        pass "a demo event and every report: ${printed[*]}"
    else
        fail "the wheel's demo"; show "$work/wheel.log"
    fi
    if clean env TD_LANG=nl $NAME-cli publish "$event" -o "$work/site" >"$work/publish.log" 2>&1 \
            && grep -q '<html lang="nl">' "$work/site/index.html"; then
        pass "publish in Dutch"
    else
        fail "the wheel's publish in Dutch"; show "$work/publish.log"
    fi
    if clean timeout 120 $NAME --demo --quit-after 3 >"$work/gui.out" 2>"$work/gui.err" \
            && grep -q "Tournament Director" "$work/gui.out" && ! grep -q "Traceback" "$work/gui.err"; then
        pass "the window on the demo event (offscreen): '$(tail -n 1 "$work/gui.out")'"
    else
        fail "the wheel's window"; show "$work/gui.err"
    fi
else
    fail "the wheel into a fresh venv"; show "$work/venv.log"
fi
took

echo "7. the sdist"
tar -tzf "$sdist" >"$work/sdist.txt"
lacking=()
for f in pyproject.toml README.md LICENSE CHANGELOG.md tournament_director/__init__.py \
         tournament_director/web/templates/base.html resources/fonts/DejaVuSans.ttf \
         resources/locale/nl/LC_MESSAGES/tournament_director.mo; do
    grep -qx "tournament_director-$version/$f" "$work/sdist.txt" || lacking+=("$f")
done
if ((${#lacking[@]})); then fail "the sdist lacks ${lacking[*]}"
else pass "the sdist: $(wc -l <"$work/sdist.txt") entries, the source, resources and changelog"; fi
took

echo
if ((failures)); then
    echo "check-release: $failures check(s) FAILED"
    exit 1
fi
echo "check-release: all checks passed"
