#!/usr/bin/env bash
# The macOS download: a disk image with the built .app (macOS only: hdiutil).
#
#   packaging/build-dmg.sh [--smoke]
#   -> dist/tournament-director-VERSION-macos-ARCH.dmg   (ARCH: arm64 or x86_64, the
#      processor of the Python that built the app)
#
# The image holds "Tournament Director.app", a link to /Applications (drag the app onto
# it), LICENSE and THIRD-PARTY-NOTICES.txt. Not signed or notarized (see docs/install.md:
# the first start asks through System Settings > Privacy & Security > Open Anyway).
# --smoke mounts the image read-only and starts the app from it: the window's --version
# and a printed report from its command line; then unmounts it.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
app="$repo/dist/Tournament Director.app"
folder="$repo/dist/tournament-director"
[[ "$(uname -s)" == Darwin ]] || { echo "build-dmg: macOS only (hdiutil)" >&2; exit 1; }
[[ -d "$app" ]] || { echo "build-dmg: no $app; run packaging/build.sh first" >&2; exit 1; }
version="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' "$repo/tournament_director/__init__.py")"
dmg="$repo/dist/tournament-director-$version-macos-$(uname -m).dmg"

stage="$(mktemp -d "${TMPDIR:-/tmp}/td-dmg.XXXXXX")"
mnt="$(mktemp -d "${TMPDIR:-/tmp}/td-dmg-mnt.XXXXXX")"
trap 'hdiutil detach -quiet "$mnt" 2>/dev/null || true; rm -rf "$stage" "$mnt"' EXIT
ditto "$app" "$stage/Tournament Director.app"   # keeps the bundle's links and signature
ln -s /Applications "$stage/Applications"
cp "$repo/LICENSE" "$stage/LICENSE.txt"
cp "$folder/THIRD-PARTY-NOTICES.txt" "$stage/THIRD-PARTY-NOTICES.txt"
rm -f "$dmg"
hdiutil create -quiet -volname "Tournament Director $version" -srcfolder "$stage" \
    -fs HFS+ -format UDZO -ov "$dmg"
echo "build-dmg: $dmg ($(du -h "$dmg" | cut -f1))"

if [[ "${1:-}" == --smoke ]]; then
    hdiutil attach -quiet -nobrowse -readonly -mountpoint "$mnt" "$dmg"
    bundle="$mnt/Tournament Director.app/Contents/MacOS"
    line="$("$bundle/tournament-director" --version | head -n 1)"
    [[ "$line" == "Tournament Director $version" ]] \
        || { echo "build-dmg: the app on the image printed '$line'" >&2; exit 1; }
    [[ -f "$mnt/THIRD-PARTY-NOTICES.txt" && -L "$mnt/Applications" ]] \
        || { echo "build-dmg: the image lacks the notices or the Applications link" >&2; exit 1; }
    work="$(mktemp -d)"
    "$bundle/tournament-director-cli" demo "$work/demo.tdevent" --players 13 >/dev/null
    "$bundle/tournament-director-cli" print "$work/demo.tdevent" standings -o "$work/s.pdf" >/dev/null
    [[ "$(head -c 5 "$work/s.pdf")" == "%PDF-" ]] || { echo "build-dmg: no report from the image" >&2; exit 1; }
    rm -rf "$work"
    echo "build-dmg: smoke: the app on the image starts ($line) and prints a report"
fi
