#!/usr/bin/env bash
# Package the built Linux app folder as a Debian package (.deb) for apt:
#
#   packaging/build-deb.sh [APP_DIR] [OUT_DIR]
#       APP_DIR  the built app (default dist/tournament-director; packaging/build.sh makes it)
#       OUT_DIR  where the .deb goes (default dist/)
#   -> OUT_DIR/tournament-director_VERSION_ARCH.deb      (prints its path last)
#
# Installs (`sudo apt install ./tournament-director_VERSION_ARCH.deb`):
#   /usr/lib/tournament-director/                the app folder, with THIRD-PARTY-NOTICES.txt
#   /usr/bin/tournament-director, tournament-director-cli      links to the two programs
#   /usr/share/applications/tournament-director.desktop        the menu entry (opens *.tdevent)
#   /usr/share/mime/packages/tournament-director.xml           the *.tdevent file type
#   /usr/share/metainfo/ID.metainfo.xml     what software centres show (AppStream, with the
#                                           releases of CHANGELOG.md; ID: release_info.METAINFO_ID)
#   /usr/share/icons/hicolor/<N>x<N>/{apps,mimetypes}/...      the icon, and the files' icon
#   /usr/share/doc/tournament-director/copyright               the licences (Debian's place)
# No maintainer scripts: Debian's own triggers (desktop-file-utils, shared-mime-info, the
# icon theme) refresh the menu, file types and icons when the files arrive or go.
# Depends: the system packages whose libraries the app links but does not carry (libxcb1,
# libgl1, libegl1, ...), found from the app's ELF files (NEEDED) on this build machine,
# and libc6 of the glibc this build is claimed for (packaging/release_info.py linux-floor: the
# build machine's; packaging/check-release.sh checks the app needs no newer symbol).
# Needs dpkg-deb, objdump (binutils) and python3.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
app="$(cd "${1:-$repo/dist/tournament-director}" && pwd)"
out="${2:-$repo/dist}"
NAME=tournament-director
MIME_ICON=application-x-tournament-director-event
sizes=(16 24 32 48 64 128 256 512)

for tool in dpkg-deb dpkg-query objdump; do
    command -v "$tool" >/dev/null || { echo "build-deb: $tool is needed (Debian/Ubuntu: dpkg, binutils)" >&2; exit 1; }
done
[[ -x "$app/$NAME" && -x "$app/$NAME-cli" ]] \
    || { echo "build-deb: $app is not a built app folder; run packaging/build.sh first" >&2; exit 1; }

version="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' "$repo/tournament_director/__init__.py")"
arch="$(dpkg --print-architecture)"
deb="$out/${NAME}_${version}_${arch}.deb"
stage="$(mktemp -d "${TMPDIR:-/tmp}/td-deb.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
root="$stage/root"

# -- the files ---------------------------------------------------------------------------------
mkdir -p "$root/usr/lib" "$root/usr/bin" "$root/usr/share/applications" \
    "$root/usr/share/mime/packages" "$root/usr/share/doc/$NAME"
cp -a "$app" "$root/usr/lib/$NAME"
rm -f "$root/usr/lib/$NAME/install-linux.sh"  # apt installs and removes it instead
ln -s "../lib/$NAME/$NAME" "$root/usr/bin/$NAME"
ln -s "../lib/$NAME/$NAME-cli" "$root/usr/bin/$NAME-cli"
install -m 644 "$here/$NAME.desktop" "$root/usr/share/applications/$NAME.desktop"
install -m 644 "$here/$NAME-mime.xml" "$root/usr/share/mime/packages/$NAME.xml"
metainfo_id="$(python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import release_info; print(release_info.METAINFO_ID)' "$here")"
mkdir -p "$root/usr/share/metainfo"
python3 "$here/release_info.py" metainfo "$here/$metainfo_id.metainfo.xml" \
    "$root/usr/share/metainfo/$metainfo_id.metainfo.xml"
chmod 644 "$root/usr/share/metainfo/$metainfo_id.metainfo.xml"
rm -f "$root/usr/lib/$NAME/$metainfo_id.metainfo.xml" "$root/usr/lib/$NAME/$NAME.desktop" \
    "$root/usr/lib/$NAME/$NAME-mime.xml"  # in /usr/share instead
icons="$repo/resources/icons"
for n in "${sizes[@]}"; do
    install -D -m 644 "$icons/$NAME-$n.png" "$root/usr/share/icons/hicolor/${n}x${n}/apps/$NAME.png"
    install -D -m 644 "$icons/$NAME-$n.png" \
        "$root/usr/share/icons/hicolor/${n}x${n}/mimetypes/$MIME_ICON.png"
done
install -D -m 644 "$icons/$NAME.svg" "$root/usr/share/icons/hicolor/scalable/apps/$NAME.svg"
install -D -m 644 "$icons/$NAME.svg" "$root/usr/share/icons/hicolor/scalable/mimetypes/$MIME_ICON.svg"
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: Tournament Director"
    echo
    echo "Files: *"
    echo "License: MIT"
    sed 's/^$/./; s/^/ /' "$repo/LICENSE"
    echo
    echo "Files: usr/lib/$NAME/_internal/*"
    echo "License: various"
    echo " The libraries the app carries (Qt for Python and python-bidi: LGPL-3.0) are listed,"
    echo " with their licences, in /usr/lib/$NAME/THIRD-PARTY-NOTICES.txt."
} > "$root/usr/share/doc/$NAME/copyright"
chmod 644 "$root/usr/share/doc/$NAME/copyright"

# -- Depends: what the app's ELF files need and the app folder does not hold --------------------
needed="$(find "$root/usr/lib/$NAME" -type f \( -name '*.so*' -o -perm -u+x \) -print0 \
    | { xargs -0 objdump -p 2>/dev/null || true; } | awk '$1 == "NEEDED" {print $2}' | sort -u)"
carried="$(find "$root/usr/lib/$NAME" -name '*.so*' -printf '%f\n' | sort -u)"
owner() {  # owner PATH: the package that installed it (dpkg may know /lib or /usr/lib)
    local real candidate
    real="$(readlink -f "$1")"
    for candidate in "$real" "$1" "${real#/usr}" "/usr${real#/usr}"; do
        dpkg-query -S "$candidate" 2>/dev/null | head -n 1 | cut -d: -f1 | grep . && return 0
    done
    return 1
}
packages=()
for so in $(comm -23 <(echo "$needed") <(echo "$carried")); do
    # (awk reads to the end: an early exit would end ldconfig with SIGPIPE, and pipefail this script)
    path="$(ldconfig -p | awk -v n="$so" '$1 == n && !found {print $NF; found = 1}')"
    [[ -n "$path" ]] || { echo "build-deb: $so (needed by the app) is not on this machine" >&2; exit 1; }
    package="$(owner "$path")" || { echo "build-deb: no Debian package owns $path ($so)" >&2; exit 1; }
    packages+=("$package")
done
glibc="$(python3 "$here/release_info.py" linux-floor | cut -f1)"
depends="libc6 (>= $glibc)"
for p in $(printf '%s\n' "${packages[@]}" | sort -u); do
    [[ "$p" == libc6 ]] || depends+=", $p"
done

size_kb="$(du -sk "$root" | cut -f1)"
mkdir -p "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<EOF
Package: $NAME
Version: $version
Architecture: $arch
Maintainer: Tournament Director <noreply@localhost>
Installed-Size: $size_kb
Depends: $depends
Section: misc
Priority: optional
Description: runs a multi-table board-game competition from one laptop
 Registration and check-in, the seating of every game, each table's result,
 live standings, tie-breaks and the prize money; printed seating lists, score
 sheets, standings and payout; a projector window and the players' phones.
 The window is tournament-director, the command line tournament-director-cli.
EOF

mkdir -p "$out"
# gzip: about three times as fast to make as xz here, for a package a few MB larger
dpkg-deb --root-owner-group -Zgzip --build "$root" "$deb" >/dev/null
echo "build-deb: $(du -h "$deb" | cut -f1) package, Depends: $depends"
echo "$deb"
