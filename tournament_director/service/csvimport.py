"""Reading a players CSV (name, optional club and paid) into rows, naming bad lines.

Sign-up exports work too: header names in any case, columns not used are ignored (and named),
a `first name` and a `last name` column together make the name."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from ..store import guard
from .model import CsvPreview

MAX_BYTES = 5_000_000
USED = ("name", "club", "paid", "first name", "last name")


def _column(header: str) -> str:
    """"First_Name " -> "first name": any case, _ or - for a space."""
    return re.sub(r"[\s_-]+", " ", header.lstrip("\ufeff").strip().lower()).strip()


def _open_bytes(path: Path):
    return open(path, "rb")


def read_players_csv(path) -> CsvPreview:
    path = Path(path)
    try:
        if path.is_dir():
            return CsvPreview(errors=["is a folder: choose the CSV file inside it"])
        if guard.open_event_or_side_file(path):
            return CsvPreview(errors=["is the event itself (open now): choose the CSV file "
                                      "with the list of players"])
        with _open_bytes(path) as fh:
            raw = fh.read(MAX_BYTES + 1)  # never more: /dev/zero or a huge file stops here
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
    columns = [_column(h) for h in header]
    split_name = "name" not in columns and "first name" in columns and "last name" in columns
    if "name" not in columns and not split_name:
        return CsvPreview(errors=["line 1: the header has no 'name' column (nor 'first name' "
                                  "and 'last name'; optional columns: club and paid)"])
    used = ("club", "paid") + (("first name", "last name") if split_name else ("name",))
    twice = sorted({c for c in columns if c in used and columns.count(c) > 1})
    if twice:
        return CsvPreview(errors=[f"line 1: the column '{twice[0]}' is named twice: keep one"])
    ignored = [h.lstrip("\ufeff").strip() for h, c in zip(header, columns)
               if c and c not in used]
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
            if split_name:
                name = " ".join(part for part in (row.get("first name", "").strip(),
                                                  row.get("last name", "").strip()) if part)
            else:
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
    return CsvPreview(rows=rows, errors=errors, ignored=ignored)
