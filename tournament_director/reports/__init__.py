"""Printed reports (ReportLab PDFs): seating list, table score sheets, standings, prize money.

Each function takes plain data from the service layer (dicts, see the docstrings of the
modules), writes the PDF at `path` atomically (a failed report leaves no half-written file and
keeps an older file of that name as it was), and returns a list of warnings: text for the
director, e.g. a player whose name needs glyphs no font on this computer has.

    seating_pdf(path, event, seating)      the seating list for game K (by name, then by table)
    table_sheets_pdf(path, event, seating) one score sheet per table of game K
    standings_pdf(path, event, standings)  the standings after game K (or the final ones)
    payout_pdf(path, event, payout)        the final prize distribution, to be signed
    players_pdf(path, event, players)      the player list for the desk (paid, status)
    scorecards_pdf(path, event, cards)     a score card per player (every game of theirs)
    tablecards_pdf(path, event, tables)    a folded tent card per table, the number large
    poster_pdf(path, event, poster)        "find your table" for the wall (24 pt names)

Every report accepts the keyword `printed_at` (a datetime; default: now, local time).
"""

from .cards import scorecards_pdf, tablecards_pdf
from .payout import payout_pdf
from .players import players_pdf
from .poster import poster_pdf
from .seating import seating_pdf
from .sheets import table_sheets_pdf
from .standings import standings_pdf

__all__ = ["payout_pdf", "players_pdf", "poster_pdf", "scorecards_pdf", "seating_pdf",
           "standings_pdf", "table_sheets_pdf", "tablecards_pdf"]
