"""Reading a players CSV (name, optional club and paid) into rows, naming bad lines."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from .model import CsvPreview

MAX_BYTES = 5_000_000


def read_players_csv(path) -> CsvPreview:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return CsvPreview(errors=[f"does not exist: check the file name ({path})"])
    except OSError as exc:
        return CsvPreview(errors=[f"cannot be read ({exc.strerror})"])
    if len(raw) > MAX_BYTES:
        return CsvPreview(errors=["is too large for a list of players (over 5 MB)"])
    if b"\x00" in raw[:4096]:
        return CsvPreview(errors=["is not a text file: save the list as CSV (UTF-8)"])
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        return CsvPreview(errors=[f"line {line}: is not UTF-8 text: save the file as "
                                  "CSV UTF-8 and import it again"])
    if not text.strip():
        return CsvPreview(errors=["is empty: it needs a header line 'name' and one row a player"])
    first = text.splitlines()[0]
    delimiter = max((",", ";", "\t"), key=first.count) if any(
        d in first for d in ",;\t") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        header = next(reader)
    except csv.Error as exc:
        return CsvPreview(errors=[f"line 1: {exc}"])
    columns = [h.strip().lower().lstrip("\ufeff") for h in header]
    if "name" not in columns:
        return CsvPreview(errors=["line 1: the header has no 'name' column (columns: name, "
                                  "and optionally club and paid)"])
    unknown = [c for c in columns if c not in ("name", "club", "paid", "")]
    if unknown:
        return CsvPreview(errors=[f"line 1: unknown column '{unknown[0]}': use name, club "
                                  "and paid"])
    if len(set(c for c in columns if c)) != len([c for c in columns if c]):
        return CsvPreview(errors=["line 1: a column is named twice"])
    rows, errors = [], []
    try:
        for fields in reader:
            line = reader.line_num
            if not any(f.strip() for f in fields):
                continue
            if len(fields) > len(columns):
                errors.append(f"line {line}: has {len(fields)} fields but the header has "
                              f"{len(columns)} (a comma in a name needs quotes)")
                continue
            row = dict(zip(columns, fields))
            name = row.get("name", "")
            if not name.strip():
                errors.append(f"line {line}: the name is empty")
                continue
            paid = row.get("paid", "").strip()
            if paid:
                try:
                    paid_value = int(paid)
                except ValueError:
                    errors.append(f"line {line}: paid '{paid}' is not a whole amount")
                    continue
                if paid_value < 0:
                    errors.append(f"line {line}: paid {paid_value} is negative")
                    continue
            rows.append({"line": line, "name": name, "club": row.get("club", ""),
                         "paid": int(paid) if paid else None})
    except csv.Error as exc:
        errors.append(f"line {reader.line_num}: {exc}")
    return CsvPreview(rows=rows, errors=errors)
