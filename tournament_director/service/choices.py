"""The service's plain lists of names (papers, presets, report kinds), for the CLI's choices.

Tiny, so that the CLI parses without loading the service; the modules that hold the things
named check their tables against these lists."""

PAPERS = ("A4", "Letter")
TABLE_POINT_PRESETS = ("seed", "none")
TIEBREAK_PRESETS = ("seed", "none")
REPORT_KINDS = ("seating", "sheets", "standings", "payout", "players", "scorecard", "tablecards",
                "poster", "not-here")
