"""`tournament-director [EVENT] [--demo] [--join URL] [--version]`: starts the window (Qt is
imported late)."""

from __future__ import annotations

import argparse
import os
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tournament-director",
        description="Run a multi-table board-game competition: the window.")
    parser.add_argument("event", nargs="?", help="an event file (.tdevent) to open")
    parser.add_argument("--demo", action="store_true",
                        help="make a played-through demo event in a temporary place and open it")
    parser.add_argument("--join", metavar="URL",
                        help="work as another desk: the event of the main desk whose desk "
                        "link this is (tournament-director-cli desk-links there)")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--quit-after", type=float, metavar="SECONDS",
                        help="close by itself after SECONDS and print the window title "
                        "(for smoke tests of a built app)")
    return parser.parse_args(argv)


def no_display(environ, platform: str) -> bool:
    """On Linux without X11 or Wayland Qt would abort: say so plainly instead."""
    return (platform.startswith("linux") and not environ.get("QT_QPA_PLATFORM")
            and not environ.get("DISPLAY") and not environ.get("WAYLAND_DISPLAY"))


def restore_library_path(environ, bundle: str | None) -> None:
    """The built Linux app: PyInstaller's bootloader puts the app's library folder first on
    LD_LIBRARY_PATH (the user's own is kept in LD_LIBRARY_PATH_ORIG), and every program the
    window starts (the PDF viewer, through xdg-open) would load the app's libraries instead of
    its own. This process read the path when it started (the loader keeps that copy), so
    putting the user's back changes only what later programs see."""
    if not bundle or environ.get("LD_LIBRARY_PATH", "").split(os.pathsep)[0] != bundle:
        return
    original = environ.pop("LD_LIBRARY_PATH_ORIG", None)
    if original is None:
        del environ["LD_LIBRARY_PATH"]
    else:
        environ["LD_LIBRARY_PATH"] = original


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.version:
        from .about import version_line
        if sys.stdout is None:  # the Windows window program has no console: show it
            from .gui.app import show_text
            show_text(version_line())
        else:
            print(version_line())
        return 0
    if no_display(os.environ, sys.platform):
        print("tournament-director: no screen to show the window on (DISPLAY is not set): "
              "start it on the desktop, use tournament-director-cli, or set "
              "QT_QPA_PLATFORM=offscreen to run it without a screen.", file=sys.stderr)
        return 2
    from .qt_libraries import check
    lacking = check(os.environ, sys.platform)  # before Qt, which would abort on its own
    if lacking:
        print(lacking, file=sys.stderr)
        return 2
    restore_library_path(os.environ, getattr(sys, "_MEIPASS", None))
    from .logs import start_window
    start_window()  # before Qt: a crash while it starts leaves its trace in the log folder
    from .gui.app import run
    code = run(event_path=args.event, demo=args.demo, quit_after=args.quit_after,
               join=args.join)
    # The window is closed and its event file let go. At the interpreter's exit the garbage
    # collector would walk every object of the window once more (about 20 ms, the longest
    # part of the exit): frozen, they are left to go with the process, as its memory does.
    import atexit
    import gc
    atexit.register(gc.freeze)
    return code


if __name__ == "__main__":
    sys.exit(main())
