"""Reading a players CSV (name, optional club and paid) into rows, naming bad lines.

Spreadsheet and sign-up exports import as they come: the encoding is detected (UTF-8 with or
without BOM, UTF-16 as Excel's "Unicode text", the Windows code pages of Excel's "CSV"), the
separator sniffed (`,` `;` tab), header names read in English, Dutch and German in any case
(`Naam;Vereniging;Betaald`, `Vorname;Nachname;Verein;Bezahlt`), a first and a last name (and a
Dutch `tussenvoegsel`) together make the name; columns not used are ignored and named. A
header that names no column of a name can be mapped by hand (`mapping`)."""

from __future__ import annotations

import codecs
import csv
import io
import os
import re
import unicodedata
from pathlib import Path
from typing import BinaryIO

from ..i18n import _
from ..rules.errors import RulesError
from ..rules.money import parse_amount
from ..store import guard
from .model import CsvPreview

MAX_BYTES = 5_000_000
ROLES = ("name", "first name", "infix", "last name", "club", "paid")

# What a header may call each role, in English, Dutch and German (compared as `_column` makes
# them: lower case, one space for runs of space, _ or -).
HEADER_NAMES = {
    "name": ("name", "player", "full name", "player name", "participant",
             "naam", "speler", "volledige naam", "deelnemer", "spelersnaam",
             "spieler", "vollständiger name", "teilnehmer", "spielername"),
    "first name": ("first name", "firstname", "given name", "forename",
                   "voornaam", "roepnaam", "vorname"),
    "infix": ("tussenvoegsel", "tussenvoegsels", "voorvoegsel", "infix"),
    "last name": ("last name", "lastname", "surname", "family name",
                  "achternaam", "familienaam", "nachname", "familienname"),
    "club": ("club", "team", "association", "vereniging", "clubnaam", "verein", "vereinsname"),
    "paid": ("paid", "fee", "entry fee", "amount paid", "amount",
             "betaald", "inschrijfgeld", "bedrag", "bedrag betaald",
             "bezahlt", "startgeld", "betrag", "gezahlt", "nenngeld"),
}
_ROLE_OF = {alias: role for role, names in HEADER_NAMES.items() for alias in names}
# A paid column that says yes or no: yes is the event's fee, no is nothing paid.
YES = {"yes", "y", "x", "true", "ja", "j", "paid", "betaald", "bezahlt", "✓", "✔"}
NO = {"no", "n", "false", "nee", "nein", "0", "-", "unpaid", "onbetaald", "unbezahlt", "offen"}
# The code pages Excel writes a "CSV" in on Windows, most likely first (western European,
# central European, Cyrillic): tried in this order when the file is not Unicode.
CODE_PAGES = ("cp1252", "cp1250", "cp1251")


def _column(header: str) -> str:
    """"First_Name " -> "first name": any case, _ or - for a space."""
    return re.sub(r"[\s_-]+", " ", header.lstrip("\ufeff").strip().lower()).strip()


def _open_bytes(path: Path) -> BinaryIO:
    return open(path, "rb")


def _odd(text: str) -> int:
    """How unlikely a decoding is for a list of names: symbols and control characters, words
    that mix scripts, runs of three accented letters (a wrong code page makes those)."""
    odd = sum(1 for ch in text if ch not in "\t\r\n" and
              unicodedata.category(ch)[0] in "SC" or unicodedata.category(ch) == "No")
    for word in re.findall(r"\w+", text):
        scripts = {unicodedata.name(ch, "?").split()[0] for ch in word if ch.isalpha()}
        if len(scripts & {"LATIN", "CYRILLIC", "GREEK"}) > 1:
            odd += 1
        if re.search(r"[^\x00-\x7f\W\d_]{3}", word) and scripts == {"LATIN"}:
            odd += 1
    return odd


def decode(raw: bytes) -> tuple[str | None, str]:
    """The text of a spreadsheet export and the encoding it was read as (None: not text)."""
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
                          (codecs.BOM_UTF16_BE, "utf-16")):
        if raw.startswith(bom):
            try:
                return raw.decode(encoding), encoding
            except UnicodeDecodeError:
                return None, encoding
    head = raw[:4096]
    if len(head) >= 4 and head[1::2].count(0) > len(head) // 4 and not head[0::2].count(0):
        encoding = "utf-16-le"  # Unicode text without its byte order mark
    elif len(head) >= 4 and head[0::2].count(0) > len(head) // 4 and not head[1::2].count(0):
        encoding = "utf-16-be"
    else:
        encoding = ""
    if encoding:
        try:
            return raw.decode(encoding), encoding
        except UnicodeDecodeError:
            return None, encoding
    if b"\x00" in head:
        return None, ""
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    tried: list[tuple[int, int, str, str]] = []
    for encoding in CODE_PAGES:
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError:
            continue
        tried.append((_odd(text), len(tried), text, encoding))
    import charset_normalizer  # (here: only a file that is neither Unicode nor a Windows page)
    best = charset_normalizer.from_bytes(raw).best()
    if best is not None and best.encoding not in CODE_PAGES:
        tried.append((_odd(str(best)), len(tried), str(best), best.encoding))
    if not tried:
        return None, ""
    _score, _order, text, encoding = min(tried)
    return text, encoding


def sniff_separator(text: str) -> str:
    """`,` `;` or tab: what the first lines are split by (csv.Sniffer, then the header)."""
    sample = "\n".join(text.splitlines()[:20])
    try:
        return csv.Sniffer().sniff(sample, delimiters=",;\t").delimiter
    except csv.Error:
        first = text.splitlines()[0]
        return max((",", ";", "\t"), key=first.count) if any(d in first for d in ",;\t") \
            else ","


def roles_of(header: list[str]) -> dict[str, int]:
    """Which column plays which role, from the header's names: {role: column index}."""
    found: dict[str, int] = {}
    for i, h in enumerate(header):
        role = _ROLE_OF.get(_column(h))
        if role is not None and role not in found:
            found[role] = i
    return found


def columns_of(path: str | os.PathLike) -> tuple[list[str], str]:
    """The header of a CSV (for a mapping by hand) and why it cannot be read ('' if it can)."""
    text, error = _text(Path(path))
    if text is None:
        return [], error
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=sniff_separator(text))
    try:
        return [h.lstrip("\ufeff").strip() for h in next(reader)], ""
    except (csv.Error, StopIteration) as exc:
        return [], _line(1, exc)


def _line(n: int, problem: object) -> str:
    """"line 3: the name is empty" in the language (the preview sorts by the number)."""
    return _("line {line}: {problem}").format(line=n, problem=problem)


def _text(path: Path) -> tuple[str | None, str]:
    """The file's text, or None and what is wrong with it (said after the file's name)."""
    try:
        if path.is_dir():
            return None, _("is a folder: choose the CSV file inside it")
        if guard.open_event_or_side_file(path):
            return None, _("is the event itself (open now): choose the CSV file with the "
                           "list of players")
        with _open_bytes(path) as fh:
            raw = fh.read(MAX_BYTES + 1)  # never more: /dev/zero or a huge file stops here
    except FileNotFoundError:
        return None, _("does not exist: check the file name ({path})").format(path=path)
    except OSError as exc:
        return None, _("cannot be read ({reason})").format(reason=exc.strerror)
    if len(raw) > MAX_BYTES:
        return None, _("is too large for a list of players (over 5 MB)")
    text, _encoding = decode(raw)
    if text is None:
        return None, _("is not a text file: save the list as CSV (UTF-8) or Unicode text")
    if not text.strip():
        return None, _("is empty: it needs a header line 'name' and one row a player")
    return text, ""


def _paid(text: str) -> tuple[int | None, str]:
    """A paid cell in cents: an amount ("20", "5,50", "20,00", "€ 20", "20,-", "1.000"), yes
    (the fee: None) or no (0)."""
    word = text.strip().casefold()
    if word in YES:
        return None, ""
    if word in NO:
        return 0, ""
    amount = re.sub(r"^[^\d+-]+|[^\d]+$", "", word)  # "€ 20", "20 EUR", "20,-"
    negative = amount.startswith("-")
    try:
        value = parse_amount(amount.lstrip("+-").strip())
    except RulesError:
        return None, _("paid {value} is not an amount (such as 20, 7.50 or 7,50)").format(
            value=repr(text.strip()))
    if negative and value:
        return None, _("paid {value} is negative").format(value=repr(text.strip()))
    return value, ""


def read_players_csv(path: str | os.PathLike, mapping: dict[str, int] | None = None) -> CsvPreview:
    """The players a CSV would add. `mapping` ({role: column index}, roles as ROLES) places
    the columns by hand when the header names no name column."""
    text, error = _text(Path(path))
    if text is None:
        return CsvPreview(errors=[error])
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=sniff_separator(text))
    try:
        header = next(reader)
    except csv.Error as exc:
        return CsvPreview(errors=[_line(1, exc)])
    header = [h.lstrip("\ufeff").strip() for h in header]
    roles = dict(mapping) if mapping is not None else roles_of(header)
    split_name = "name" not in roles and "first name" in roles and "last name" in roles
    if "name" not in roles and not split_name:
        found = ", ".join(f"'{h}'" for h in header if h) or _("none")
        return CsvPreview(columns=header, errors=[_line(1, _(
            "no column holds the name (columns: {found}): name one 'name' (or 'first name' "
            "and 'last name'; Dutch 'naam', German 'Name'; optional: club, paid), or place "
            "the columns by hand").format(found=found))])
    if split_name:
        roles.pop("name", None)
    else:
        for part in ("first name", "infix", "last name"):
            roles.pop(part, None)
    twice = sorted(_column(h) for i, h in enumerate(header)
                   if _ROLE_OF.get(_column(h)) in roles and roles[_ROLE_OF[_column(h)]] != i)
    if twice and mapping is None:
        return CsvPreview(columns=header, errors=[_line(1, _(
            "the column {column} is named twice: keep one").format(column=repr(twice[0])))])
    placed = set(roles.values())
    ignored = [h for i, h in enumerate(header) if h and i not in placed]
    rows, errors = [], []
    try:
        for fields in reader:
            line = reader.line_num
            if not any(f.strip() for f in fields):
                continue
            if len(fields) > len(header) and any(f.strip() for f in fields[len(header):]):
                errors.append(_line(line, _(
                    "has {fields} fields but the header has {header} (a comma in a name "
                    "needs quotes)").format(fields=len(fields), header=len(header))))
                continue

            def cell(role: str, fields: list[str] = fields) -> str:
                i = roles.get(role)
                return fields[i].strip() if i is not None and i < len(fields) else ""
            if split_name:
                name = " ".join(p for p in (cell("first name"), cell("infix"), cell("last name"))
                                if p)
            else:
                name = cell("name")
            if not name:
                errors.append(_line(line, _("the name is empty")))
                continue
            paid, problem = _paid(cell("paid")) if cell("paid") else (None, "")
            if problem:
                errors.append(_line(line, problem))
                continue
            rows.append({"line": line, "name": name, "club": cell("club"), "paid": paid})
    except csv.Error as exc:
        errors.append(_line(reader.line_num, exc))
    return CsvPreview(rows=rows, errors=errors, ignored=ignored, columns=header)
