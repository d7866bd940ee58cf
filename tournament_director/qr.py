"""The QR code of an address, made one way wherever it is shown: the projector's corner and
the sharing dialog (the window), the poster and the score sheets (PDF), `serve`'s terminal.

segno makes it (error correction M: a scuffed or half-lit code still reads). Pure: no Qt;
segno is imported by the first code made (only a shown address needs it)."""

from __future__ import annotations

ERROR = "m"


def code(url: str):
    """segno's QR code of `url` (its .save and .terminal draw it)."""
    import segno
    return segno.make(url, error=ERROR)


def matrix(url: str) -> list[list[bool]]:
    """The QR code of `url` as rows of dark (True) modules, without its light edge."""
    return [[bool(v) for v in row] for row in code(url).matrix]


def dark_runs(qr: list[list[bool]]):
    """(row, first module, length) of each run of dark modules: one rectangle each."""
    for r, row in enumerate(qr):
        c, n = 0, len(row)
        while c < n:
            if row[c]:
                start = c
                while c < n and row[c]:
                    c += 1
                yield r, start, c - start
            else:
                c += 1
