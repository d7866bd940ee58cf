"""The final prize distribution (Thomassen/Bruins), to be signed by the director and a witness."""

from __future__ import annotations

from collections import Counter

from reportlab.lib import colors
from reportlab.platypus import KeepTogether, Paragraph, Spacer, Table, TableStyle

from ..collation import sort_by_name
from ._base import (
    LIGHT,
    RULE,
    TA_CENTER,
    TA_RIGHT,
    Ctx,
    KeepTailTable,
    aligned,
    build_pdf,
    clean,
    fmt_money,
    frame_width,
    ordinal,
    sized,
    styles,
    who_player,
)


def _places_text(entry: dict) -> str:
    places = [int(p) for p in (entry.get("places") or [entry.get("place")]) if p is not None]
    if len(places) > 1:
        return f"{ordinal(min(places))}\u2013{ordinal(max(places))} (shared)"
    return ordinal(places[0]) if places else ""


def _grid(data, cols, total_row: bool = False, header: bool = True) -> Table:
    table = KeepTailTable(data, colWidths=cols, repeatRows=1 if header else 0, hAlign="LEFT")
    cmds = [
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
        ("LINEBELOW", (0, 1 if header else 0), (-1, -1), 0.35, RULE),
    ]
    if header:
        cmds.append(("LINEBELOW", (0, 0), (-1, 0), 1.0, colors.black))
    if total_row:
        cmds += [("LINEABOVE", (0, -1), (-1, -1), 1.0, colors.black),
                 ("BACKGROUND", (0, -1), (-1, -1), LIGHT)]
    table.setStyle(TableStyle(cmds))
    return table


def payout_story(ctx: Ctx, event: dict, payout: dict) -> list:
    """Summary and signatures first, then the payees with a column to sign for the money,
    then the annexes (how it was computed; the entry fees)."""
    st = styles()
    width = frame_width(event)
    cur = clean(event.get("currency")) or "EUR"
    order = event.get("name_order") or "name"
    th, thc, thr = st["th"], aligned(st["th"], TA_CENTER), st["th_r"]
    cell, cell_r, cell_c = st["cell"], st["cell_r"], aligned(st["cell"], TA_CENTER)
    bold_r = st["cell_br"]
    body = sized(st["body"], 10.5)
    h2 = st["h2"]

    pot = int(payout.get("pot", 0))
    fees = list(payout.get("fees") or [])
    refunds = list(payout.get("refunds") or [])
    winners = list(payout.get("winners") or [])
    left = payout.get("left_over") or None
    rest = int(payout.get("rest", 0))
    shares = [int(s) for s in payout.get("shares") or []]
    total_paid = int(payout.get("total_paid", 0))
    participants = payout.get("participants")
    give_back = list(payout.get("give_back") or [])

    def money(amount) -> str:
        return f"{fmt_money(int(amount))} {cur}"

    refund_total = sum(int(r.get("amount", 0)) for r in refunds)
    prize_total = sum(int(w.get("amount", 0)) for w in winners)
    left_amount = int(left.get("amount", 0)) if left else 0
    fee_total = sum(int(f.get("paid", 0)) for f in fees)
    if fee_total != pot:
        ctx.warn(f"The entry fees listed add up to {fee_total} {cur}, not the pot of {pot} "
                 f"{cur}.")
    if rest - prize_total != left_amount:
        ctx.warn(f"The rest ({rest} {cur}) minus the prizes ({prize_total} {cur}) is not the "
                 f"left-over ({left_amount} {cur}).")
    equal = total_paid == pot and refund_total + prize_total + left_amount == total_paid
    if not equal:
        ctx.warn(f"The total paid ({total_paid} {cur}) does not equal the pot ({pot} {cur}); "
                 "check the results before signing.")

    story: list = [
        Paragraph("Prize distribution", sized(st["title"], 22)),
        Paragraph(f"Final. {participants} participants. Prize money by the Thomassen/Bruins "
                  f"scheme; all amounts in {cur}, whole units, rounded down.", st["subtitle"]),
    ]

    # 1. summary and signatures -----------------------------------------------------------
    story.append(Paragraph("1. Summary", h2))
    rows = [
        [Paragraph(f"The pot: entry fees of {len(fees)} players", cell),
         Paragraph(fmt_money(pot), cell_r)],
        [Paragraph("Refunds to the winners of the last game (annex A)", cell),
         Paragraph(fmt_money(refund_total), cell_r)],
        [Paragraph("Prizes (annex B)", cell), Paragraph(fmt_money(prize_total), cell_r)],
        [Paragraph("Left over from rounding (annex C)", cell),
         Paragraph(fmt_money(left_amount), cell_r)],
        [Paragraph("Total paid" + (" (equal to the pot)" if equal else
                                   f" \u2013 NOT EQUAL TO THE POT OF {fmt_money(pot)}"),
                   sized(st["cell_b"], 12)),
         Paragraph(money(total_paid), sized(bold_r, 12))],
    ]
    story.append(_grid(rows, [width * 0.62, width * 0.25], total_row=True, header=False))
    if give_back:
        story.append(Spacer(1, 6))
        story.append(Paragraph(
            f"Not in the pot: give back the entry fee to {len(give_back)} "
            f"player{'' if len(give_back) == 1 else 's'} who paid but never played "
            "(listed with the payees).", body))
    line_ = "_" * 34
    sig_rows = [
        [Paragraph("<b>Tournament director</b>", cell), Paragraph("<b>Witness</b>", cell)],
        [Paragraph(f"Name: {line_}", cell), Paragraph(f"Name: {line_}", cell)],
        [Paragraph(f"Signature: {line_[:-4]}", cell), Paragraph(f"Signature: {line_[:-4]}", cell)],
    ]
    sig = Table(sig_rows, colWidths=[width / 2, width / 2], rowHeights=[18, 34, 34])
    sig.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                             ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story.append(KeepTogether([
        Spacer(1, 12),
        Paragraph("We confirm that the prize money was paid out as listed below: each payee "
                  "signs for what they received.", body),
        Spacer(1, 6), Paragraph(f"Place and date: {line_}", cell), Spacer(1, 8), sig]))

    # 2. payees, each signing for the money -----------------------------------------------
    story.append(Paragraph("2. Payees: sign for what you receive", h2))
    story.append(Paragraph("Every person who receives money, in alphabetical order.",
                           st["small"]))
    story.append(Spacer(1, 3))
    story.append(_per_player(ctx, refunds, winners, left if left_amount else None, give_back,
                             width, cur, order))

    # annex A: refunds --------------------------------------------------------------------
    mark = len(story)
    story.append(Paragraph("Annex A. Refunds to the winners of the last game", h2))
    story.append(Paragraph("Every player placed 1st at a table in the last game gets back half "
                           "of their own fee, rounded down. This comes off the pot first.",
                           body))
    story.append(Spacer(1, 4))
    if refunds:
        cols = [44, width - 44 - 80 - 80, 80, 80]
        rows = [[Paragraph("No.", thc), Paragraph("Name", th), Paragraph(f"Fee ({cur})", thr),
                 Paragraph(f"Refund ({cur})", thr)]]
        for r in sort_by_name(refunds, lambda r: r.get("name"), order,
                              lambda r: r.get("start_no")):
            rows.append([Paragraph(str(r.get("start_no", "")), cell_c),
                         ctx.fit(r.get("name"), cell, cols[1] - 8, who=who_player(r)),
                         Paragraph(fmt_money(int(r.get("fee", 0))), cell_r),
                         Paragraph(fmt_money(int(r.get("amount", 0))), cell_r)])
        rows.append(["", Paragraph("Refunds", st["cell_b"]), "",
                     Paragraph(fmt_money(refund_total), bold_r)])
        story.append(_grid(rows, cols, total_row=True))
    else:
        story.append(Paragraph("No refunds.", body))
    story[mark:mark + 3] = [KeepTogether(story[mark:mark + 3])]

    # annex B: prizes ---------------------------------------------------------------------
    mark = len(story)
    story.append(Paragraph("Annex B. Prizes", h2))
    share_text = ", ".join(f"{ordinal(i)} {fmt_money(s)}" for i, s in enumerate(shares, 1))
    story.append(Paragraph(
        f"Rest to share: pot {fmt_money(pot)} \u2212 refunds {fmt_money(refund_total)} = "
        f"<b>{money(rest)}</b>. With {participants} participants there "
        + (f"are {payout.get('winners_count')} prizes"
           if payout.get("winners_count") != 1 else "is 1 prize")
        + f": 1st place gets {clean(payout.get('first_share'))}% of the rest, rounded down; "
        "each next place gets half of the place before, rounded down"
        + (f". Shares by place: {share_text}." if share_text else ".")
        + " Players level after every tie-break add up the shares of the places they cover "
        "and divide them equally, rounded down.", body))
    story.append(Spacer(1, 4))
    cols = [92, 40, width - 92 - 40 - 150 - 70, 150, 70]
    rows = [[Paragraph("Place", th), Paragraph("No.", thc), Paragraph("Name", th),
             Paragraph("How it was computed", th), Paragraph(f"Prize ({cur})", thr)]]
    for w in winners:
        rows.append([Paragraph(_places_text(w), cell),
                     Paragraph(str(w.get("start_no", "")), cell_c),
                     ctx.fit(w.get("name"), cell, cols[2] - 8, who=who_player(w)),
                     ctx.fit(w.get("basis"), sized(cell, 9), cols[3] - 8),
                     Paragraph(fmt_money(int(w.get("amount", 0))), sized(bold_r, 11))])
    rows.append(["", "", Paragraph("Prizes", st["cell_b"]), "",
                 Paragraph(fmt_money(prize_total), sized(bold_r, 11))])
    story.append(_grid(rows, cols, total_row=True))
    story[mark:mark + 3] = [KeepTogether(story[mark:mark + 3])]

    # annex C: left over ------------------------------------------------------------------
    mark = len(story)
    story.append(Paragraph("Annex C. Left over from rounding", h2))
    if left and left_amount:
        place = left.get("place")
        level_with = list(left.get("level_with") or [])
        story.append(Paragraph(
            f"Rest {fmt_money(rest)} \u2212 prizes {fmt_money(prize_total)} = "
            f"<b>{money(left_amount)}</b>, which goes to the player in second-to-last "
            f"place of the final standings" + (f" ({ordinal(int(place))})" if place else "")
            + ":", body))
        # names on lines of their own: a right-to-left name keeps its reading order
        story.append(_name_lines(ctx, [left], width, body))
        if level_with:
            story.append(Paragraph("Level with the players below; the left-over goes to the "
                                   "lower start number.", body))
            story.append(_name_lines(ctx, level_with, width, body))
    else:
        story.append(Paragraph("Nothing is left over from rounding.", body))
    story[mark:] = [KeepTogether(story[mark:])]

    # annex D: give back ------------------------------------------------------------------
    if give_back:
        mark = len(story)
        story.append(Paragraph("Annex D. Not in the pot: give back", h2))
        story.append(Paragraph("These players paid but never played: their fee is not in the "
                               "pot and goes back to them.", body))
        cols = [44, width - 44 - 90, 90]
        rows = [[Paragraph("No.", thc), Paragraph("Name", th),
                 Paragraph(f"Give back ({cur})", thr)]]
        for g in sort_by_name(give_back, lambda g: g.get("name"), order,
                              lambda g: g.get("start_no")):
            rows.append([Paragraph(str(g.get("start_no", "")), cell_c),
                         ctx.fit(g.get("name"), cell, cols[1] - 8, who=who_player(g)),
                         Paragraph(fmt_money(int(g.get("paid", 0))), cell_r)])
        story.append(_grid(rows, cols))
        story[mark:] = [KeepTogether(story[mark:])]

    # annex E: the entry fees --------------------------------------------------------------
    story.append(Paragraph("Annex E. The pot: entry fees received", h2))
    by_amount = Counter(int(f.get("paid", 0)) for f in fees)
    rows = [[Paragraph("Entry fee paid", th), Paragraph("Players", thr),
             Paragraph(f"Sum ({cur})", thr)]]
    for amount in sorted(by_amount, reverse=True):
        rows.append([Paragraph(money(amount), cell), Paragraph(str(by_amount[amount]), cell_r),
                     Paragraph(fmt_money(amount * by_amount[amount]), cell_r)])
    rows.append([Paragraph("The pot", st["cell_b"]), Paragraph(str(len(fees)), bold_r),
                 Paragraph(fmt_money(pot), bold_r)])
    story.append(_grid(rows, [width * 0.4, width * 0.2, width * 0.2], total_row=True))
    if fees:
        story.append(Spacer(1, 6))
        story.append(Paragraph("Entry fees received, in alphabetical order:", st["small"]))
        story.append(_fee_list(ctx, fees, width, order))
    return story


def _name_lines(ctx: Ctx, people: list, width: float, style) -> Table:
    """"no. 12  Name", one person a line."""
    rows = [[Paragraph(f"no. {p.get('start_no')}", style),
             ctx.fit(p.get("name"), style, width - 70 - 8, who=who_player(p))]
            for p in people]
    table = Table(rows, colWidths=[70, width - 70], hAlign="LEFT")
    table.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 4),
                               ("TOPPADDING", (0, 0), (-1, -1), 1),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return table


def _fee_list(ctx: Ctx, fees: list, width: float, order: str = "name") -> Table:
    """All fees in three compact columns (no., name, amount), read down each column."""
    st = styles()
    ncol = 3
    block = width / ncol
    sub = [26, block - 26 - 44, 44]
    per = -(-len(fees) // ncol)
    ordered = sort_by_name(fees, lambda f: f.get("name"), order, lambda f: f.get("start_no"))
    s_no = aligned(sized(st["small"], 7.5), TA_RIGHT)
    s_name = sized(st["body"], 7.5)
    s_amt = aligned(sized(st["body"], 7.5), TA_RIGHT)
    rows = []
    for i in range(per):
        row = []
        for c in range(ncol):
            k = c * per + i
            if k < len(ordered):
                f = ordered[k]
                row += [Paragraph(str(f.get("start_no", "")), s_no),
                        ctx.fit(f.get("name"), s_name, sub[1] - 6, who=who_player(f)),
                        Paragraph(fmt_money(int(f.get("paid", 0))), s_amt)]
            else:
                row += ["", "", ""]
        rows.append(row)
    table = Table(rows, colWidths=sub * ncol)
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
        ("LINEAFTER", (2, 0), (2, -1), 0.6, RULE),
        ("LINEAFTER", (5, 0), (5, -1), 0.6, RULE),
    ]))
    return table


def _per_player(ctx: Ctx, refunds, winners, left, give_back, width, cur, order) -> Table:
    st = styles()
    people: dict = {}

    def person(entry):
        key = entry.get("start_no")
        if key not in people:
            people[key] = {"entry": entry, "refund": 0, "prize": 0, "left": 0, "back": 0}
        return people[key]

    for r in refunds:
        person(r)["refund"] += int(r.get("amount", 0))
    for w in winners:
        person(w)["prize"] += int(w.get("amount", 0))
    if left:
        person(left)["left"] += int(left.get("amount", 0))
    for g in give_back:
        person(g)["back"] += int(g.get("paid", 0))
    money_w = 54
    cols = [34, width - 34 - 4 * money_w - 120, money_w, money_w, money_w, money_w, 120]
    th, thr, thc = st["th"], st["th_r"], aligned(st["th"], TA_CENTER)
    cell_r = st["cell_r"]
    rows = [[Paragraph("No.", thc), Paragraph("Name", th), Paragraph("Refund", thr),
             Paragraph("Prize", thr), Paragraph("Other", thr),
             Paragraph(f"Total ({cur})", thr), Paragraph("Received: signature", th)]]
    grand = 0
    ordered = sort_by_name(list(people), lambda k: people[k]["entry"].get("name"), order,
                           lambda k: k)
    for key in ordered:
        p = people[key]
        other = p["left"] + p["back"]
        total = p["refund"] + p["prize"] + other
        grand += total
        rows.append([Paragraph(str(key if key is not None else ""),
                               aligned(st["cell"], TA_CENTER)),
                     ctx.fit(p["entry"].get("name"), st["cell"], cols[1] - 8,
                             who=who_player(p["entry"])),
                     Paragraph(fmt_money(p["refund"]) if p["refund"] else "", cell_r),
                     Paragraph(fmt_money(p["prize"]) if p["prize"] else "", cell_r),
                     Paragraph((fmt_money(other) + (" back" if p["back"] else " left")
                                if other else ""), cell_r),
                     Paragraph(fmt_money(total), st["cell_br"]), ""])
    rows.append(["", Paragraph("Total", st["cell_b"]), "", "", "",
                 Paragraph(fmt_money(grand), st["cell_br"]), ""])
    table = _grid(rows, cols, total_row=True)
    table.setStyle(TableStyle([("TOPPADDING", (0, 1), (-1, -2), 7),
                               ("BOTTOMPADDING", (0, 1), (-1, -2), 7),
                               ("LINEBEFORE", (-1, 0), (-1, -1), 0.6, RULE)]))
    return table


def payout_pdf(path, event: dict, payout: dict, *, printed_at=None) -> list[str]:
    """The final prize distribution, with lines for the director's and a witness's signature;
    returns warnings."""
    ctx = Ctx()
    story = payout_story(ctx, event, payout)
    return build_pdf(path, event, "Prize distribution", story, ctx, printed_at=printed_at,
                     initials=True)


__all__ = ["payout_pdf"]
