"""Per-player score cards (every game of one player) and folded table-number tent cards."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle
from reportlab.platypus.flowables import Flowable

from ..collation import sort_by_name
from ..formats import points as format_points
from ..formats import signed as format_signed
from ..i18n import _, ordinal
from .cells import (
    Ctx,
    adjustment_label,
    cell_style,
    cell_text,
    clean,
    who_club,
    who_player,
)
from .document import (
    PROGRAM,
    OnePage,
    build_pdf,
    frame_height,
    frame_width,
    page_size,
    write_atomically,
)
from .fonts import FONT, FONT_BOLD
from .styles import GREY, LIGHT, RULE, aligned, sized, styles

# --------------------------------------------------------------------------- score cards


class _CutLine(Flowable):
    """A dashed line across the frame: cut here (two cards to a page)."""

    def wrap(self, availWidth, availHeight):  # noqa: N803 - reportlab's names
        self.width = availWidth
        return availWidth, 14

    def draw(self):
        self.canv.saveState()
        self.canv.setDash(4, 3)
        self.canv.setStrokeColor(RULE)
        self.canv.line(0, 7, self.width, 7)
        self.canv.restoreState()


def _card(ctx: Ctx, event: dict, card: dict, width: float) -> list:
    st = styles()
    competition = (event.get("mode") or "competition") == "competition"
    points = int(card.get("points") or 0)  # the standings' total of the player's games
    s_name = sized(st["title"], 17)
    s_sub = st["subtitle"]
    thc, thr = aligned(st["th"], TA_CENTER), st["th_r"]
    s_c, s_r = aligned(st["cell"], TA_CENTER), st["cell_r"]
    s_rb = st["cell_br"]
    number = _("No. {start_no}").format(start_no=card.get("start_no"))
    no_w = max(70.0, pdfmetrics.stringWidth(number, s_name.fontName, 17) + 6)  # on one line
    name = ctx.fit(card.get("name"), s_name, width - no_w, who=who_player(card), max_lines=2,
                   min_size=11)
    no = Paragraph(number, aligned(sized(st["title"], 17), TA_RIGHT))
    top = Table([[name, no]], colWidths=[width - no_w, no_w])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                             ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    bits = []
    if clean(card.get("club")):
        bits.append(clean(card.get("club")))
    rank = card.get("rank")
    if rank is not None:
        bits.append(_("rank {rank}, {points} points").format(
            rank=f"{rank}{'=' if card.get('level') else ''}",
            points=format_points(points)))
    if card.get("status") == "dropped":
        bits.append(_("dropped out"))
    parts: list = [top]
    if bits:
        # plain text through fit(): escaped, and a right-to-left club in its order
        parts.append(ctx.fit(" \u00b7 ".join(bits), s_sub, width, max_lines=2, ltr=True,
                             who=who_club(card) if clean(card.get("club")) else None))
    head = [_("Game"), _("Table"), _("Seat"), _("Place")]
    if competition:
        head += [_("Placement"), _("Table points"), _("Equalization")]
    head += [_("Points")]
    n = len(head)
    cols = [(width - 0.5) / n] * n
    rows = [[ctx.fit(h, thc if i < 4 else thr, cols[i] - 8, max_lines=2)
             for i, h in enumerate(head)]]
    for g in card.get("games", []):
        pts = g.get("points")
        place = g.get("place")
        row = [str(g.get("game")), str(g.get("table")), str(g.get("seat", "")),
               ordinal(int(place)) if place is not None else _("open")]
        if competition:
            row += [format_points(int(g[k])) if g.get(k) is not None else "" for k in
                    ("placement", "table_points", "equalization")]
        row.append(format_points(pts) if pts is not None else "")
        rows.append([cell_text(v, s_c if i < 4 else s_r, cols[i] - 8)
                     for i, v in enumerate(row)])
    games_end = len(rows) - 1  # the last game's row
    # each penalty or award a row of its own, with its reason and game: the column adds up
    label_w = sum(cols[:-1]) - 8
    for entry in card.get("adjustments") or ():
        rows.append([ctx.fit(adjustment_label(entry), st["cell"], label_w, max_lines=3)]
                    + [""] * (n - 2)
                    + [cell_text(format_signed(int(entry.get("points") or 0)), s_r,
                                 cols[-1] - 8)])
    spans = [("SPAN", (0, r), (n - 2, r)) for r in range(games_end + 1, len(rows))]
    rows.append([cell_text(_("Total"), st["cell_b"], cols[0] - 8)] + [""] * (n - 2)
                + [cell_text(format_points(points), s_rb, cols[-1] - 8)])
    table = Table(rows, colWidths=cols, repeatRows=1)
    table.setStyle(TableStyle(
        cell_style((0, 0), (3, 0), thc) + cell_style((4, 0), (-1, 0), thr)
        + cell_style((0, 1), (3, games_end), s_c) + cell_style((4, 1), (-1, -2), s_r)
        + cell_style((0, -1), (0, -1), st["cell_b"]) + cell_style((-1, -1), (-1, -1), s_rb)
        + spans
        + [("GRID", (0, 0), (-1, -1), 0.4, RULE),
           ("BACKGROUND", (0, 0), (-1, 0), LIGHT),
           ("LINEABOVE", (0, -1), (-1, -1), 1.0, colors.black),
           ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
           ("LEFTPADDING", (0, 0), (-1, -1), 4), ("RIGHTPADDING", (0, 0), (-1, -1), 4)]))
    parts += [Spacer(1, 4), table, Spacer(1, 6),
              Paragraph(_("Points per game: placement + table points + equalization. Checked "
                          "against the event file; in a dispute, bring this card and the "
                          "table sheet to the director's desk.") if competition else
                        _("In a dispute, bring this card and the table sheet to the director's "
                          "desk."), st["small"])]
    if card.get("adjustments"):
        parts.append(Paragraph(_("The total is the games' points with the penalties and awards "
                                 "above."), st["small"]))
    return parts


def scorecards_story(ctx: Ctx, event: dict, data: dict) -> list:
    width = frame_width(event)
    half = (frame_height(event) - 14) / 2 - 2
    cards = sort_by_name(list(data.get("cards", [])), lambda c: c.get("name"),
                         event.get("name_order") or "name", lambda c: c.get("start_no"))
    story: list = []
    for index, card in enumerate(cards):
        if index % 2:
            story.append(_CutLine())
        # a fixed half page each, so the cut line is always across the middle
        box = Table([[OnePage(width, half - 2, _card(ctx, event, card, width))]],
                    colWidths=[width], rowHeights=[half])
        box.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                 ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                 ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                 ("TOPPADDING", (0, 0), (-1, -1), 0),
                                 ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
        story.append(box)
    if not cards:
        story.append(Paragraph(_("No player has played a game yet."), styles()["body"]))
    return story


def scorecards_pdf(path, event: dict, data: dict, *, printed_at=None) -> list[str]:
    """A score card per player (two to a page, alphabetical): every game's table, seat, place
    and points; returns warnings."""
    ctx = Ctx()
    story = scorecards_story(ctx, event, data)
    return build_pdf(path, event, _("Score cards"), story, ctx, printed_at=printed_at)


# --------------------------------------------------------------------------- tent cards

def tablecards_pdf(path, event: dict, data: dict, *, printed_at=None) -> list[str]:
    """One folded tent card per table: the page folded across the middle stands on the
    table and shows the number, large, to both sides; returns warnings."""
    ctx = Ctx()
    st = styles()
    tables = list(data.get("tables") or [])
    width, height = page_size(event)
    half = height / 2
    margin = 36
    label = clean(event.get("name"))
    s_event = aligned(sized(st["header"], 16), TA_CENTER)

    def draw_half(canvas, number: int) -> None:
        """One side, upright, in the lower half of the page (0..half)."""
        text = str(number)
        size = 300.0
        while size > 40 and pdfmetrics.stringWidth(text, FONT_BOLD, size) > width - 2 * margin:
            size -= 10
        canvas.setFillColor(GREY)
        canvas.setFont(FONT, 28)
        canvas.drawCentredString(width / 2, half - 70, _("Table"))
        canvas.setFillColor(colors.black)
        canvas.setFont(FONT_BOLD, size)
        canvas.drawCentredString(width / 2, (half - size * 0.72) / 2 - 12, text)
        if label:
            para = ctx.fit(label, s_event, width - 2 * margin, who=_("The event name"),
                           max_lines=1)
            _w, h = para.wrapOn(canvas, width - 2 * margin, 40)
            para.drawOn(canvas, margin, 22)

    def write(tmp: str) -> None:
        canvas = Canvas(tmp, pagesize=(width, height), initialFontName=FONT,
                        initialFontSize=10)
        canvas.setTitle(f"{label} \u2013 " + _("Table cards"))
        canvas.setAuthor(PROGRAM)
        canvas.setCreator(PROGRAM)
        if not tables:
            canvas.setFont(FONT, 14)
            canvas.drawString(margin, height - 72, _("No tables: seat game 1 first."))
            canvas.showPage()
        for number in tables:
            draw_half(canvas, number)  # the near side
            canvas.saveState()  # the far side: the upper half turned upside down
            canvas.translate(width, height)
            canvas.rotate(180)
            draw_half(canvas, number)
            canvas.restoreState()
            canvas.saveState()
            canvas.setDash(6, 4)
            canvas.setStrokeColor(RULE)
            canvas.line(12, half, width - 12, half)
            canvas.setFont(FONT, 7)
            canvas.setFillColor(GREY)
            canvas.drawString(14, half + 3, _("fold here"))
            canvas.restoreState()
            canvas.showPage()
        canvas.save()

    write_atomically(path, write)
    return list(ctx.warnings)


__all__ = ["scorecards_pdf", "tablecards_pdf"]
