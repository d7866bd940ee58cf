"""The competition's arithmetic: pure functions over plain data (no I/O, no Qt, no database)."""
