"""PyInstaller entry point of `tournament-director-cli` (see tournament-director.spec)."""
import sys

from tournament_director.cli import main

if __name__ == "__main__":
    sys.exit(main())
