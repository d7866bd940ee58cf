"""The table sheets written with bare ReportLab: the baseline the report is measured against."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def bare_sheets(path: Path, event: dict, seating: dict) -> None:
    """The same pages and tables, written straight with ReportLab (the baseline)."""
    tables = [[p["name"] for p in t["players"]] for t in seating["tables"]]
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Table
    from reportlab.lib.styles import getSampleStyleSheet
    if "BareDejaVu" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("BareDejaVu", str(ROOT / "resources" / "fonts" /
                                                         "DejaVuSans.ttf")))
    style = getSampleStyleSheet()["Normal"]
    style.fontName = "BareDejaVu"
    story = []
    for i, names in enumerate(tables, 1):
        story.append(Paragraph(f"Table {i}", style))
        story.append(Table([["Seat", "No.", "Player", "Place", "Initials"]] +
                           [[s, s, Paragraph(n, style), "", ""] for s, n in enumerate(names, 1)]))
        story.append(Table([[k, "+0.1 each", ""] for k in ("cities", "stones", "limbo", "port")]))
        story.append(PageBreak())
    SimpleDocTemplate(str(path), pagesize=A4).build(story)
