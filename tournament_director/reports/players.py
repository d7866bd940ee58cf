"""The player list: start number, name, club, paid (or "unpaid") and status, for the desk."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.platypus import Paragraph, Table, TableStyle

from ..formats import whole
from ..i18n import _
from .cells import Ctx, clean, fmt_money, who_club, who_player
from .document import build_pdf, frame_width
from .styles import LIGHT, RULE, aligned, sized, styles


def players_story(ctx: Ctx, event: dict, data: dict) -> list:
    st = styles()
    width = frame_width(event)
    rows_in = list(data.get("rows", []))
    cur = clean(data.get("currency") or event.get("currency") or "")
    unpaid = sum(1 for r in rows_in if r.get("unpaid"))
    playing = sum(1 for r in rows_in if r.get("status") == "playing")
    story: list = [
        Paragraph(clean(data.get("title") or _("Player list")), sized(st["title"], 22)),
        Paragraph(clean(data["subtitle"]) if data.get("subtitle") else  # "not here yet"
                  _("{registered} registered, {playing} playing").format(
                      registered=whole(len(rows_in)), playing=whole(playing))
                  + (_(", {n} unpaid").format(n=whole(unpaid)) if unpaid else "") + ".",
                  st["subtitle"])]
    status = data.get("status_column", True)  # the not-here list: its title says it
    cols = [40, 0, 0, 70] + ([110] if status else [])
    rest = width - sum(cols)
    cols[1], cols[2] = rest * 0.6, rest * 0.4
    th, thr = st["th"], st["th_r"]
    s_no = aligned(st["cell"], TA_RIGHT)
    s_status = sized(st["cell"], 9)
    data_rows = [[Paragraph(_("No."), thr), Paragraph(_("Name"), th), Paragraph(_("Club"), th),
                  Paragraph(_("Paid ({currency})").format(currency=cur) if cur else _("Paid"), thr)]
                 + ([Paragraph(_("Status"), th)] if status else [])]
    for r in rows_in:
        paid = _("unpaid") if r.get("unpaid") else fmt_money(int(r.get("paid") or 0))
        data_rows.append([
            Paragraph(str(r.get("start_no", "")), s_no),
            ctx.fit(r.get("name"), st["cell"], cols[1] - 8, who=who_player(r)),
            ctx.fit(r.get("club"), sized(st["cell"], 9), cols[2] - 8, who=who_club(r)),
            Paragraph(paid, st["cell_br"] if r.get("unpaid") else st["cell_r"])]
            + ([ctx.fit(r.get("status_text") or "", s_status, cols[4] - 8, max_lines=2)]
               if status else []))
    table = Table(data_rows, colWidths=cols, repeatRows=1)
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ("TOPPADDING", (0, 1), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 1), (-1, -1), 2.5),
        ("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.black),
        ("LINEBELOW", (0, 1), (-1, -1), 0.35, RULE),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, LIGHT]),
    ]))
    story.append(table)
    return story


def players_pdf(path, event: dict, data: dict, *, printed_at=None) -> list[str]:
    """Every registered player; returns warnings."""
    ctx = Ctx()
    story = players_story(ctx, event, data)
    return build_pdf(path, event, data.get("title") or _("Player list"), story, ctx,
                     printed_at=printed_at)


__all__ = ["players_pdf"]
