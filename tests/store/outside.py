"""An edit of an event file made outside the program, as a user with the sqlite3 shell makes
it (committed and folded into the file)."""

import sqlite3


def edit(path, *statements):
    conn = sqlite3.connect(path)
    for sql in statements:
        conn.execute(sql)
    conn.commit()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
