"""PyInstaller entry point of the Linux app's one program file (see tournament-director.spec):
started as `tournament-director-cli` (a link to it) it is the command line, under any other
name the window. The command line never imports Qt (packaging/slim.py: PyInstaller's run-time
hook for PySide6 runs for the window only)."""
import os
import sys

if __name__ == "__main__":
    if os.path.basename(sys.argv[0]) == "tournament-director-cli":
        from tournament_director.cli import main
    else:
        from tournament_director.__main__ import main
    sys.exit(main())
