"""PyInstaller entry point of the windowed app `tournament-director` (see tournament-director.spec).

tournament_director/__main__.py cannot be the script itself: PyInstaller runs the script
as a top-level module, and its relative imports need the package.
"""
import sys

from tournament_director.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
