"""Tournament Director: runs a multi-table board-game competition from one laptop."""

__version__ = "0.1.0"
