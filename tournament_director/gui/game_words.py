"""The Games page's words for plans and tables ("7 tables of 4", "3, 8, 11-40 ... and 47
more", "57 tables waiting: ..."), also the header's next step; in the window's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..rules.numbers import number_ranges
from ..rules.plans import size_counts

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def plan_words(sizes) -> str:
    """describe_plan, said shortly: "7 tables of 4" when all are alike, counted by size once
    there are many tables (a line, not a page); in the window's language."""
    counts = size_counts(sizes)
    if not sizes:
        return translate("GamesPage", "no tables")
    if len(sizes) <= 12 or len(counts) == 1:
        listed = str(sizes[0]) if len(counts) == 1 else ", ".join(str(s) for s in sizes)
        if len(sizes) == 1:
            return translate("GamesPage", "1 table of {sizes}").format(sizes=listed)
        return translate("GamesPage", "{n} tables of {sizes}").format(n=len(sizes),
                                                                      sizes=listed)
    return translate("GamesPage", "{n} tables: ").format(n=len(sizes)) + ", ".join(
        translate("GamesPage", "{n} of {size} players").format(n=n, size=size)
        for size, n in counts)


def table_list(numbers, limit: int = 12) -> str:
    """Table numbers in short: runs as ranges ("3, 8, 11-40, 45"), at most `limit` pieces,
    then how many more tables ("... and 47 more")."""
    listed, more = number_ranges(numbers, limit)
    if not more:
        return listed
    return listed + translate("GamesPage", " ... and {n} more").format(n=more)


def waiting_words(waiting) -> str:
    """"57 tables waiting: 3, 8, 11-40, ..." (one table: "table 5 waiting")."""
    if len(waiting) == 1:
        return translate("GamesPage", "table {table} waiting").format(table=waiting[0])
    return translate("GamesPage", "{n} tables waiting: {tables}").format(
        n=len(waiting), tables=table_list(waiting))
