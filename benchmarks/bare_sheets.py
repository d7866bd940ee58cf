"""The table sheets written with bare ReportLab: the baseline the report is measured against.

What a competent programmer would write straight with platypus for the same pages: the same
page size and margins, the same DejaVu Sans faces embedded (regular and bold), and on every
page the same text and tables as `tournament_director.reports.table_sheets_pdf`:

    header   event name | date · game label · title, a rule; footer: printed at, program name,
             "Page N of M" (the usual ReportLab "numbered canvas" recipe)
    top      "Table N" | "Game K of G" and the game label; the event name
    box      the start player (seat 1): label and name
    grid     Seat, No., Player (name, club below it), one column per result field, Place,
             Initials; one 36 pt row per player
    items    "Table points ..." heading and the table-point items with their values
    footer   the instruction note, the remarks box, the director's line

Plain strings in table cells where a string does (numbers, fixed labels), paragraphs where the
text is the players' (escaped) or wraps. Nothing of the package is used: no text fitting, no
fallback fonts, no shrink-to-fit; names are assumed to fit and to be in DejaVu Sans.
"""

from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent

_FONTS = ("BareDejaVu", "BareDejaVu-Bold")


def _register() -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    registered = pdfmetrics.getRegisteredFontNames()
    for name, file in zip(_FONTS, ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")):
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, str(ROOT / "resources" / "fonts" / file)))


def _signed(tenths: int) -> str:
    sign = "-" if tenths < 0 else "+" if tenths > 0 else ""
    whole, tenth = divmod(abs(tenths), 10)
    return f"{sign}{whole}.{tenth}"


def bare_sheets(path: Path, event: dict, seating: dict) -> None:
    """The same pages and tables, written straight with ReportLab (the baseline)."""
    from datetime import datetime

    from reportlab.lib import colors
    from reportlab.lib.enums import TA_CENTER, TA_RIGHT
    from reportlab.lib.pagesizes import A4, letter
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.pdfgen.canvas import Canvas
    from reportlab.platypus import (
        PageBreak,
        Paragraph,
        SimpleDocTemplate,
        Spacer,
        Table,
        TableStyle,
    )

    _register()
    regular, bold = _FONTS
    grey, light, rule = (colors.Color(0.35, 0.35, 0.35), colors.Color(0.93, 0.93, 0.93),
                         colors.Color(0.55, 0.55, 0.55))
    pagesize = letter if str(event.get("paper") or "A4").lower() in ("letter", "us letter") \
        else A4
    margin_x, margin_top, margin_bottom = 13 * mm, 24 * mm, 18 * mm
    edge = margin_x + 6
    width = pagesize[0] - 2 * margin_x - 12

    def style(name, font=regular, size=10, leading=12.5, **kw):
        return ParagraphStyle(name, fontName=font, fontSize=size, leading=leading, **kw)

    s_big = style("big", bold, 34, 40.8, spaceAfter=2)
    s_game = style("game", bold, 20, 24, alignment=TA_RIGHT, spaceAfter=2)
    s_label = style("label", size=11, leading=14.14, textColor=grey, alignment=TA_RIGHT,
                    spaceAfter=8)
    s_event = style("event", bold, 14, 17.5)
    s_name = style("name", size=13, leading=16.25)
    s_first = style("first", bold, 15, 18.75)
    s_club = style("club", size=8.5, leading=10.62, textColor=grey)
    s_h2 = style("h2", bold, 12, 14.77, spaceBefore=10, spaceAfter=4)
    s_note = style("note", size=8.5, leading=10.62, textColor=grey)
    s_th = style("th", bold, 9, 11, alignment=TA_CENTER)
    s_item = style("item", size=11, leading=13.75)
    s_head_l = style("head_l", bold, 10.5, 13)
    s_head_r = style("head_r", size=9, leading=11, textColor=grey, alignment=TA_RIGHT)

    fields = list(event.get("result_fields") or [])
    competition = (event.get("mode") or "competition") == "competition"
    items = list(event.get("table_point_items") or []) if competition else []
    game, games = seating.get("game"), event.get("games")
    game_text = f"Game {game} of {games}" if games else f"Game {game}"
    label = event.get("game_label") or ""
    event_name = escape(event.get("name") or "")

    # the grid: seat, no., name, result fields..., place, initials
    field_w = 78.0
    name_w = width - 214 - field_w * len(fields)
    if name_w < 150 and fields:
        field_w = max(40.0, (width - 364) / len(fields))
        name_w = width - 214 - field_w * len(fields)
    cols = [40, 42, name_w] + [field_w] * len(fields) + [52, 80]
    head = ["Seat", "No.", "Player"] + [Paragraph(escape(f.get("label") or f.get("key")), s_th)
                                        for f in fields] + ["Place", "Initials"]
    last = len(cols) - 1
    grid_style = [
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("BOX", (0, 0), (-1, -1), 1.4, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), light),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ("FONT", (0, 0), (-1, 0), bold, 9, 11),
        ("ALIGN", (0, 0), (-1, 0), "CENTER"),
        ("ALIGN", (2, 0), (2, 0), "LEFT"),
        ("FONT", (0, 1), (1, -1), regular, 13, 16.25),
        ("ALIGN", (0, 1), (1, -1), "CENTER"),
        ("FONT", (3, 1), (last, -1), regular, 10, 12.5),
        ("TEXTCOLOR", (3, 1), (last, -1), grey),
        ("ALIGN", (3, 1), (last, -1), "CENTER"),
    ]

    # the table points: the same flowables on every page (so are the top right and the event)
    item_block = []
    if items:
        icols = [width * 0.5, width * 0.22, width * 0.28]
        rows = [["Item (reported by the table)", "Points", "Count, or circle yes / no"]]
        for item in items:
            if item.get("kind") == "yesno":
                value = f"yes {_signed(item.get('yes', 0))} / no {_signed(item.get('no', 0))}"
            else:
                value = f"{_signed(item.get('per_unit', 0))} each"
            rows.append([Paragraph(escape(item.get("label") or item.get("key")), s_item), value,
                         "yes / no" if item.get("kind") == "yesno" else ""])
        table = Table(rows, colWidths=icols, rowHeights=[None] + [28] * len(items))
        table.setStyle(TableStyle(grid_style[:6] + [
            ("FONT", (0, 0), (-1, 0), bold, 9, 11),
            ("ALIGN", (1, 0), (-1, -1), "CENTER"),
            ("FONT", (1, 1), (1, -1), regular, 11, 13.75),
            ("FONT", (2, 1), (2, -1), regular, 10, 12.5),
            ("TEXTCOLOR", (2, 1), (2, -1), grey)]))
        item_block = [Paragraph("Table points \u2013 the same for every player at this table",
                                s_h2), table]

    note = ("Write each player's result and the place (1 = winner; players level share a "
            "place: 1, 2, 2, 4)." if fields else
            "Write each player's place (1 = winner; players level share a place: 1, 2, 2, 4).")
    note += " Every player initials the sheet to confirm the result; then bring it to the " \
            "director's desk."
    remarks = Table([["Remarks"]], colWidths=[width], rowHeights=[46])
    remarks.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                                 ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                 ("FONT", (0, 0), (-1, -1), regular, 8.5, 10.62),
                                 ("TEXTCOLOR", (0, 0), (-1, -1), grey)]))
    desk = Table([["Entered by the director: ____________", "Time returned: ________"]],
                 colWidths=[width * 0.6, width * 0.4])
    desk.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                              ("FONT", (0, 0), (-1, -1), regular, 8, 10),
                              ("TEXTCOLOR", (0, 0), (-1, -1), grey),
                              ("ALIGN", (1, 0), (1, 0), "RIGHT")]))
    footer = [Spacer(1, 8), Paragraph(note, s_note), Spacer(1, 8), remarks, Spacer(1, 10), desk]

    top_style = TableStyle([("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                            ("LEFTPADDING", (0, 0), (-1, -1), 0),
                            ("RIGHTPADDING", (0, 0), (-1, -1), 0)])
    box_style = TableStyle([("BOX", (0, 0), (-1, -1), 1.2, colors.black),
                            ("BACKGROUND", (0, 0), (-1, -1), light),
                            ("LEFTPADDING", (0, 0), (-1, -1), 8),
                            ("TOPPADDING", (0, 0), (-1, -1), 3),
                            ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
                            ("FONT", (0, 0), (0, 0), regular, 13, 16.25)])
    yes_no = ["yes / no" if f.get("kind") == "yesno" else "" for f in fields]

    top_right = [Paragraph(game_text, s_game), Paragraph(escape(label), s_label)]
    event_line = Paragraph(event_name, s_event)
    story = []
    for table in sorted(seating["tables"], key=lambda t: t["table"]):
        seats = sorted(table["players"], key=lambda p: p["seat"])
        if story:
            story.append(PageBreak())
        top = Table([[Paragraph(f"Table {table['table']}", s_big), top_right]],
                    colWidths=[width * 0.5, width * 0.5])
        top.setStyle(top_style)
        story += [top, Spacer(1, 4), event_line, Spacer(1, 8)]
        first = seats[0]
        box = Table([[f"Start player (drawn by lot): seat {first['seat']}, "
                      f"no. {first['start_no']}"],
                     [Paragraph(escape(first["name"]), s_first)]], colWidths=[width])
        box.setStyle(box_style)
        rows = [head]
        for p in seats:
            name = [Paragraph(escape(p["name"]), s_name)]
            if p.get("club"):
                name.append(Paragraph(escape(p["club"]), s_club))
            rows.append([str(p["seat"]), str(p["start_no"]), name] + yes_no + ["", ""])
        grid = Table(rows, colWidths=cols, rowHeights=[None] + [36] * len(seats))
        grid.setStyle(TableStyle(grid_style))
        story += [box, Spacer(1, 12), grid, Spacer(1, 14)] + item_block + footer

    title = f"Table sheets, game {game}"
    right = Paragraph(escape("  \u00b7  ".join(b for b in (event.get("date"), label, title)
                                                  if b)), s_head_r)
    left = Paragraph(event_name, s_head_l)
    inner = pagesize[0] - 2 * edge
    printed = f"Printed at {datetime.now().astimezone().strftime('%Y-%m-%d %H:%M')}"

    def page(canvas, doc):
        canvas.saveState()
        top_y = pagesize[1] - 10 * mm
        _w, h = left.wrapOn(canvas, inner * 0.5, 40)
        left.drawOn(canvas, edge, top_y - h)
        _w, hr = right.wrapOn(canvas, inner * 0.48, 40)
        right.drawOn(canvas, edge + inner * 0.52, top_y - hr)
        canvas.setStrokeColor(rule)
        canvas.setLineWidth(0.6)
        canvas.line(edge, top_y - max(h, hr) - 2, pagesize[0] - edge, top_y - max(h, hr) - 2)
        foot_y = margin_bottom - 10 * mm
        canvas.line(edge, foot_y + 10, pagesize[0] - edge, foot_y + 10)
        canvas.setFont(regular, 8.5)
        canvas.drawString(edge, foot_y, printed)
        canvas.setFillColor(grey)
        canvas.drawCentredString(pagesize[0] / 2, foot_y, "Tournament Director")
        canvas.restoreState()

    class NumberedCanvas(Canvas):  # "Page N of M": pages held back until the count is known
        def __init__(self, *args, **kwargs):
            Canvas.__init__(self, *args, **kwargs)
            self._saved_page_states = []

        def showPage(self):
            self._saved_page_states.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            total = len(self._saved_page_states)
            for number, state in enumerate(self._saved_page_states, 1):
                self.__dict__.update(state)
                self.setFont(regular, 8.5)
                self.drawRightString(pagesize[0] - edge, margin_bottom - 10 * mm,
                                     f"Page {number} of {total}")
                Canvas.showPage(self)
            Canvas.save(self)

    doc = SimpleDocTemplate(str(path), pagesize=pagesize, leftMargin=margin_x,
                            rightMargin=margin_x, topMargin=margin_top,
                            bottomMargin=margin_bottom, title=f"{event.get('name')} \u2013 {title}",
                            author="Tournament Director")
    doc.build(story, onFirstPage=page, onLaterPages=page, canvasmaker=NumberedCanvas)
