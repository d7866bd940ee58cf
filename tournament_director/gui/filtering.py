"""The filter of the players' and standings' tables (start number, name, club) and the
item roles their models answer it with: apart from the Players page, so that the Standings
page (the first one shown once an event has results) does not load that page's module."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt

from ..collation import fold, found

SORT_ROLE = Qt.ItemDataRole.UserRole
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 1
START_NO_ROLE = Qt.ItemDataRole.UserRole + 2


class PlayersFilter(QSortFilterProxyModel):
    """Filters on start number, name and club (case and accents ignored). A number finds
    that start number (shown first), then the names and clubs containing it: "12" is #12,
    not #112 or #120."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._needle = ""
        self._number: int | None = None
        self.setSortRole(SORT_ROLE)

    def set_text(self, text: str) -> None:
        needle = fold(text.strip().lstrip("#"))
        if hasattr(self, "beginFilterChange"):  # Qt 6.9 and later
            self.beginFilterChange()
            self._set_needle(needle)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._set_needle(needle)
            self.invalidateFilter()
        self.invalidate()  # the exact start number moves to the top

    def _set_needle(self, needle: str) -> None:
        self._needle = needle
        self._number = int(needle) if needle.isdigit() else None

    def _start_no(self, row: int, parent) -> int | None:
        return self.sourceModel().data(self.sourceModel().index(row, 0, parent), START_NO_ROLE)

    def filterAcceptsRow(self, row, parent):
        if not self._needle:
            return True
        index = self.sourceModel().index(row, 0, parent)
        search = self.sourceModel().data(index, SEARCH_ROLE) or ""
        if self._number is not None:
            if self._start_no(row, parent) == self._number:
                return True
            return found(self._needle, search.split(" ", 1)[-1])  # the name or club only
        return found(self._needle, search)

    def lessThan(self, left, right):
        if self._number is not None:
            a = self._start_no(left.row(), left.parent()) == self._number
            b = self._start_no(right.row(), right.parent()) == self._number
            if a != b:  # the exact start number first, whichever way the column is sorted
                return a if self.sortOrder() == Qt.SortOrder.AscendingOrder else b
        return super().lessThan(left, right)
