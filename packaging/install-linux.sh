#!/usr/bin/env bash
# Install the built Linux app for the current user (or into a prefix), with its menu
# entry, icon and file type, so that it starts from the applications menu and event
# files (*.tdevent) open with a double-click in the file manager.
#
#   ./install-linux.sh [--prefix DIR] [APP_DIR]     install (default prefix: ~/.local)
#   ./install-linux.sh [--prefix DIR] --uninstall   remove what install put there
#
# APP_DIR is the built app folder: by default the folder this script is in when it is
# the app folder (the build puts a copy of this script there), else dist/tournament-director
# next to this script's repository. Use `sudo ./install-linux.sh --prefix /usr/local` for
# every user of the machine.
#
# Installs:
#   PREFIX/lib/tournament-director/                 the app folder (replaced whole)
#   PREFIX/bin/tournament-director, tournament-director-cli     links to the programs
#   PREFIX/share/applications/tournament-director.desktop       menu entry, opens *.tdevent
#   PREFIX/share/mime/packages/tournament-director.xml          the *.tdevent file type
#   PREFIX/share/icons/hicolor/<N>x<N>/apps/tournament-director.png, scalable/.../.svg
#   and the same icon as the event file type's icon (mimetypes/)
#   PREFIX/share/metainfo/org.tournament_director.TournamentDirector.metainfo.xml   AppStream
# then refreshes the desktop, MIME and icon caches with the tools that are there
# (update-desktop-database, update-mime-database, gtk-update-icon-cache; all optional).
set -euo pipefail

NAME=tournament-director
MIME_TYPE=application/x-tournament-director-event
MIME_ICON=application-x-tournament-director-event
METAINFO=org.tournament_director.TournamentDirector.metainfo.xml

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
prefix="${HOME:?HOME is not set}/.local"
app_dir=""
uninstall=0
while (($#)); do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) uninstall=1; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "install-linux.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
        *) app_dir="$1"; shift ;;
    esac
done
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"

lib="$prefix/lib/$NAME"
bin="$prefix/bin"
apps="$prefix/share/applications"
mime="$prefix/share/mime"
icons="$prefix/share/icons/hicolor"
sizes=(16 24 32 48 64 128 256 512)

refresh() {
    if command -v update-desktop-database >/dev/null; then update-desktop-database -q "$apps" || true; fi
    if command -v update-mime-database >/dev/null; then update-mime-database "$mime" >/dev/null || true; fi
    if command -v gtk-update-icon-cache >/dev/null && [[ -f "$icons/index.theme" ]]; then
        gtk-update-icon-cache -q -t -f "$icons" || true
    fi
    # desktops that cache icons by modification time of the theme folder
    touch "$icons" 2>/dev/null || true
}

if ((uninstall)); then
    rm -rf "$lib"
    rm -f "$bin/$NAME" "$bin/$NAME-cli" "$apps/$NAME.desktop" "$mime/packages/$NAME.xml"
    for n in "${sizes[@]}"; do
        rm -f "$icons/${n}x${n}/apps/$NAME.png" "$icons/${n}x${n}/mimetypes/$MIME_ICON.png"
    done
    rm -f "$icons/scalable/apps/$NAME.svg" "$icons/scalable/mimetypes/$MIME_ICON.svg"
    rm -f "$prefix/share/metainfo/$METAINFO"
    mkdir -p "$apps" "$mime/packages" "$icons"
    refresh
    echo "Removed Tournament Director from $prefix"
    exit 0
fi

# -- where the app and the desktop files are ---------------------------------------------------
if [[ -z "$app_dir" ]]; then
    if [[ -x "$here/$NAME" && -x "$here/$NAME-cli" ]]; then
        app_dir="$here"
    else
        app_dir="$(dirname "$here")/dist/$NAME"
    fi
fi
if [[ ! -x "$app_dir/$NAME" || ! -x "$app_dir/$NAME-cli" ]]; then
    echo "install-linux.sh: $app_dir is not a built app folder; build it with packaging/build.sh" >&2
    exit 1
fi
app_dir="$(cd "$app_dir" && pwd)"
find_file() {  # beside this script, in the app folder, or in the repository's packaging/
    local f
    for f in "$here/$1" "$app_dir/$1" "$(dirname "$here")/packaging/$1"; do
        [[ -f "$f" ]] && { echo "$f"; return 0; }
    done
    echo "install-linux.sh: cannot find $1" >&2
    return 1
}
desktop_src="$(find_file "$NAME.desktop")"
mime_src="$(find_file "$NAME-mime.xml")"
icon_src="$app_dir/_internal/resources/icons"
[[ -d "$icon_src" ]] || icon_src="$(dirname "$here")/resources/icons"

# -- the app folder and the commands ----------------------------------------------------------
if [[ "$app_dir" != "$lib" ]]; then
    rm -rf "$lib.new"
    mkdir -p "$(dirname "$lib")"
    cp -a "$app_dir" "$lib.new"
    rm -rf "$lib"
    mv "$lib.new" "$lib"
fi
mkdir -p "$bin"
ln -sfn "$lib/$NAME" "$bin/$NAME"
ln -sfn "$lib/$NAME-cli" "$bin/$NAME-cli"

# -- menu entry: Exec with the full path, since PREFIX/bin may not be on the desktop's PATH ---
exec_path="$lib/$NAME"
case "$exec_path" in  # the desktop entry spec's quoting, for a prefix with spaces and the like
    *[[:space:]\"\`\$\\%]*)
        exec_path="\"$(printf '%s' "$exec_path" | sed -e 's/[\\"`$]/\\\\&/g' -e 's/%/%%/g')\"" ;;
esac
mkdir -p "$apps"
EXEC_PATH="$exec_path" awk -v name="$NAME" '
    index($0, "Exec=" name) == 1 && (length($0) == length("Exec=" name) || substr($0, length("Exec=" name) + 1, 1) == " ") {
        print "Exec=" ENVIRON["EXEC_PATH"] substr($0, length("Exec=" name) + 1); next
    }
    { print }' "$desktop_src" > "$apps/$NAME.desktop"
chmod 644 "$apps/$NAME.desktop"

# -- file type and icons ------------------------------------------------------------------
mkdir -p "$mime/packages"
cp "$mime_src" "$mime/packages/$NAME.xml"
for n in "${sizes[@]}"; do
    png="$icon_src/$NAME-$n.png"
    [[ -f "$png" ]] || continue
    install -D -m 644 "$png" "$icons/${n}x${n}/apps/$NAME.png"
    install -D -m 644 "$png" "$icons/${n}x${n}/mimetypes/$MIME_ICON.png"
done
if [[ -f "$icon_src/$NAME.svg" ]]; then
    install -D -m 644 "$icon_src/$NAME.svg" "$icons/scalable/apps/$NAME.svg"
    install -D -m 644 "$icon_src/$NAME.svg" "$icons/scalable/mimetypes/$MIME_ICON.svg"
fi
if metainfo_src="$(find_file "$METAINFO" 2>/dev/null)"; then
    install -D -m 644 "$metainfo_src" "$prefix/share/metainfo/$METAINFO"
fi
refresh

# Make it the program that opens event files (if the desktop has xdg-mime).
if command -v xdg-mime >/dev/null && [[ "$prefix" == "$HOME/.local" ]]; then
    xdg-mime default "$NAME.desktop" "$MIME_TYPE" 2>/dev/null || true
fi

echo "Installed Tournament Director in $lib"
echo "  menu entry  $apps/$NAME.desktop (opens *.tdevent files)"
echo "  commands    $bin/$NAME, $bin/$NAME-cli"
case ":$PATH:" in
    *":$bin:"*) ;;
    *) echo "  note: $bin is not on PATH; add it to use the commands from a terminal" ;;
esac
