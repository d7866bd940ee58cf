"""`python -m tournament_director.cli`: the command line run as a module (the window starts
`serve` this way when it runs from source)."""

import sys

from . import main

sys.exit(main())
