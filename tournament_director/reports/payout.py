"""The final prize distribution (Thomassen/Bruins), to be signed by the director and a witness."""

from __future__ import annotations

from collections import Counter
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.platypus import KeepTogether, Paragraph, Spacer, Table, TableStyle

from .. import formats
from ..collation import sort_by_name
from ..formats import count
from ..i18n import _, ngettext, ordinal, pgettext
from .cells import Ctx, KeepTailTable, clean, fmt_money, who_player
from .document import build_pdf, frame_width
from .styles import LIGHT, RULE, aligned, sized, styles

# a name on the paper people sign for money: wrapped at full size first, shrunk last, never
# below 8 pt
NAME_FIT = {"wrap_first": True, "min_size": 8.0, "max_lines": 3}


def _places_text(entry: dict) -> str:
    places = [int(p) for p in (entry.get("places") or [entry.get("place")]) if p is not None]
    if len(places) > 1:
        return _("{first}\u2013{last} (shared)").format(first=ordinal(min(places)),
                                                       last=ordinal(max(places)))
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
        return formats.money(int(amount), cur)

    refund_total = sum(int(r.get("amount", 0)) for r in refunds)
    prize_total = sum(int(w.get("amount", 0)) for w in winners)
    left_amount = int(left.get("amount", 0)) if left else 0
    fee_total = sum(int(f.get("paid", 0)) for f in fees)
    if fee_total != pot:
        ctx.warn(_("The entry fees listed add up to {fees}, not the pot of {pot}.").format(
            fees=money(fee_total), pot=money(pot)))
    if rest - prize_total != left_amount:
        ctx.warn(_("The rest ({rest}) minus the prizes ({prizes}) is not the left-over "
                   "({left}).").format(rest=money(rest), prizes=money(prize_total),
                                       left=money(left_amount)))
    equal = total_paid == pot and refund_total + prize_total + left_amount == total_paid
    if not equal:
        ctx.warn(_("The total paid ({paid}) does not equal the pot ({pot}): check the results "
                   "before signing.").format(paid=money(total_paid), pot=money(pot)))

    story: list = [
        Paragraph(_("Prize distribution"), sized(st["title"], 22)),
        Paragraph(_("Final. {participants} participants. Prize money by the Thomassen/Bruins "
                    "scheme; all amounts in {currency}; refunds and prizes in whole units, rounded "
                    "down, the left-over with any cents.").format(
                        participants=formats.whole(int(participants or 0)), currency=cur),
                  st["subtitle"]),
    ]

    # 1. summary and signatures -----------------------------------------------------------
    story.append(Paragraph(_("1. Summary"), h2))
    rows = [
        [Paragraph(_("The pot: entry fees of {n} players").format(
            n=formats.whole(len(fees))), cell),
         Paragraph(fmt_money(pot), cell_r)],
        [Paragraph(_("Refunds to the winners of the last game (annex A)"), cell),
         Paragraph(fmt_money(refund_total), cell_r)],
        [Paragraph(_("Prizes (annex B)"), cell), Paragraph(fmt_money(prize_total), cell_r)],
        [Paragraph(_("Left over from rounding (annex C)"), cell),
         Paragraph(fmt_money(left_amount), cell_r)],
        [Paragraph(_("Total paid (equal to the pot)") if equal else
                   _("Total paid \u2013 NOT EQUAL TO THE POT OF {pot}").format(
                       pot=fmt_money(pot)),
                   sized(st["cell_b"], 12)),
         Paragraph(money(total_paid), sized(bold_r, 12))],
    ]
    story.append(_grid(rows, [width * 0.62, width * 0.25], total_row=True, header=False))
    if give_back:
        story.append(Spacer(1, 6))
        story.append(Paragraph(
            _("Not in the pot: give back the entry fee to {players} who paid but never "
              "played (listed with the payees).").format(
                  players=count(len(give_back), "player")), body))
    line_ = "_" * 34
    sig_rows = [
        [Paragraph(_("<b>Tournament director</b>"), cell), Paragraph(_("<b>Witness</b>"), cell)],
        [Paragraph(_("Name:") + f" {line_}", cell), Paragraph(_("Name:") + f" {line_}", cell)],
        [Paragraph(_("Signature:") + f" {line_[:-4]}", cell),
         Paragraph(_("Signature:") + f" {line_[:-4]}", cell)],
    ]
    sig = Table(sig_rows, colWidths=[width / 2, width / 2], rowHeights=[18, 34, 34])
    sig.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                             ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story.append(KeepTogether([
        Spacer(1, 12),
        Paragraph(_("We confirm that the prize money was paid out as listed below: each payee "
                  "signs for what they received."), body),
        Spacer(1, 6), Paragraph(_("Place and date:") + f" {line_}", cell), Spacer(1, 8), sig,
        *_fingerprint(payout, st)]))

    # 2. payees, each signing for the money -----------------------------------------------
    story.append(Paragraph(_("2. Payees: sign for what you receive"), h2))
    story.append(Paragraph(_("Every person who receives money, in alphabetical order."),
                           st["small"]))
    story.append(Spacer(1, 3))
    story.append(_per_player(ctx, refunds, winners, left if left_amount else None, give_back,
                             width, cur, order))

    # annex A: refunds --------------------------------------------------------------------
    mark = len(story)
    story.append(Paragraph(_("Annex A. Refunds to the winners of the last game"), h2))
    story.append(Paragraph(_("Every player placed 1st at a table in the last game gets back half "
                           "of their own fee, rounded down. This comes off the pot first."),
                           body))
    story.append(Spacer(1, 4))
    if refunds:
        cols = [44, width - 44 - 80 - 80, 80, 80]
        rows = [[Paragraph(_("No."), thc), Paragraph(_("Name"), th),
                 Paragraph(_("Fee ({currency})").format(currency=cur), thr),
                 Paragraph(_("Refund ({currency})").format(currency=cur), thr)]]
        for r in sort_by_name(refunds, lambda r: r.get("name"), order,
                              lambda r: r.get("start_no")):
            rows.append([Paragraph(str(r.get("start_no", "")), cell_c),
                         ctx.fit(r.get("name"), cell, cols[1] - 8, who=who_player(r), **NAME_FIT),
                         Paragraph(fmt_money(int(r.get("fee", 0))), cell_r),
                         Paragraph(fmt_money(int(r.get("amount", 0))), cell_r)])
        rows.append(["", Paragraph(_("Refunds"), st["cell_b"]), "",
                     Paragraph(fmt_money(refund_total), bold_r)])
        story.append(_grid(rows, cols, total_row=True))
    else:
        story.append(Paragraph(_("No refunds."), body))
    story[mark:mark + 3] = [KeepTogether(story[mark:mark + 3])]

    # annex B: prizes ---------------------------------------------------------------------
    mark = len(story)
    story.append(Paragraph(_("Annex B. Prizes"), h2))
    share_text = ", ".join(pgettext("share of a place", "{place} {amount}").format(
        place=ordinal(i), amount=fmt_money(s)) for i, s in enumerate(shares, 1))
    story.append(Paragraph(
        _("Rest to share: pot {pot} \u2212 refunds {refunds} = <b>{rest}</b>.").format(
            pot=fmt_money(pot), refunds=fmt_money(refund_total), rest=money(rest)) + " "
        + ngettext("With {participants} participants there is {n} prize",
                   "With {participants} participants there are {n} prizes",
                   int(payout.get("winners_count") or 0)).format(
                       participants=formats.whole(int(participants or 0)),
                       n=payout.get("winners_count"))
        + _(": 1st place gets {share} of the rest, rounded down; each next place gets half "
            "of the place before, rounded down").format(share=clean(payout.get("first_share")))
        + (_(". Shares by place: {shares}.").format(shares=share_text) if share_text else ".")
        + " " + _("Players level after every tie-break add up the shares of the places they "
                  "cover and divide them equally, rounded down."), body))
    story.append(Spacer(1, 4))
    cols = [92, 40, width - 92 - 40 - 150 - 70, 150, 70]
    rows = [[Paragraph(pgettext("prize", "Place"), th), Paragraph(_("No."), thc),
             Paragraph(_("Name"), th),
             Paragraph(_("How it was computed"), th),
             Paragraph(_("Prize ({currency})").format(currency=cur), thr)]]
    for w in winners:
        rows.append([Paragraph(_places_text(w), cell),
                     Paragraph(str(w.get("start_no", "")), cell_c),
                     ctx.fit(w.get("name"), cell, cols[2] - 8, who=who_player(w), **NAME_FIT),
                     ctx.fit(w.get("basis"), sized(cell, 9), cols[3] - 8),
                     Paragraph(fmt_money(int(w.get("amount", 0))), sized(bold_r, 11))])
    rows.append(["", "", Paragraph(_("Prizes"), st["cell_b"]), "",
                 Paragraph(fmt_money(prize_total), sized(bold_r, 11))])
    story.append(_grid(rows, cols, total_row=True))
    story[mark:mark + 3] = [KeepTogether(story[mark:mark + 3])]

    # annex C: left over ------------------------------------------------------------------
    mark = len(story)
    story.append(Paragraph(_("Annex C. Left over from rounding"), h2))
    if left and left_amount:
        place = left.get("place")
        level_with = list(left.get("level_with") or [])
        story.append(Paragraph(
            _("Rest {rest} \u2212 prizes {prizes} = <b>{left}</b>, which goes to the player "
              "in second-to-last place of the final standings").format(
                  rest=fmt_money(rest), prizes=fmt_money(prize_total), left=money(left_amount))
            + (f" ({ordinal(int(place))})" if place else "") + ":", body))
        # names on lines of their own: a right-to-left name keeps its reading order
        story.append(_name_lines(ctx, [left], width, body))
        if level_with:
            story.append(Paragraph(_("Level with the players below; the left-over goes to the "
                                   "lower start number."), body))
            story.append(_name_lines(ctx, level_with, width, body))
    else:
        story.append(Paragraph(_("Nothing is left over from rounding."), body))
    story[mark:] = [KeepTogether(story[mark:])]

    # annex D: give back ------------------------------------------------------------------
    if give_back:
        mark = len(story)
        story.append(Paragraph(_("Annex D. Not in the pot: give back"), h2))
        story.append(Paragraph(_("These players paid but never played: their fee is not in the "
                               "pot and goes back to them."), body))
        cols = [44, width - 44 - 90, 90]
        rows = [[Paragraph(_("No."), thc), Paragraph(_("Name"), th),
                 Paragraph(_("Give back ({currency})").format(currency=cur), thr)]]
        for g in sort_by_name(give_back, lambda g: g.get("name"), order,
                              lambda g: g.get("start_no")):
            rows.append([Paragraph(str(g.get("start_no", "")), cell_c),
                         ctx.fit(g.get("name"), cell, cols[1] - 8, who=who_player(g), **NAME_FIT),
                         Paragraph(fmt_money(int(g.get("paid", 0))), cell_r)])
        story.append(_grid(rows, cols))
        story[mark:] = [KeepTogether(story[mark:])]

    # the adjustments counted in the final standings (before annex E) --------------------
    adjusted = list(payout.get("adjustments") or [])
    if adjusted:
        from .standings import adjustment_text
        mark = len(story)
        story.append(Paragraph(_("Adjustments counted in the final standings"), h2))
        cols = [44, (width - 44) * 0.45, (width - 44) * 0.55]
        rows = [[Paragraph(_("No."), thc), Paragraph(_("Name"), th),
                 Paragraph(_("Penalty or award"), th)]]
        for a in adjusted:
            rows.append([Paragraph(str(a.get("start_no", "")), cell_c),
                         ctx.fit(a.get("name"), cell, cols[1] - 8, who=who_player(a), **NAME_FIT),
                         ctx.fit(adjustment_text(a), cell, cols[2] - 8)])
        story.append(_grid(rows, cols))
        story[mark:] = [KeepTogether(story[mark:])]

    # annex E: the entry fees --------------------------------------------------------------
    story.append(Paragraph(_("Annex E. The pot: entry fees received"), h2))
    by_amount = Counter(int(f.get("paid", 0)) for f in fees)
    rows = [[Paragraph(_("Entry fee paid"), th), Paragraph(_("Players"), thr),
             Paragraph(_("Sum ({currency})").format(currency=cur), thr)]]
    for amount in sorted(by_amount, reverse=True):
        rows.append([Paragraph(money(amount), cell),
                     Paragraph(formats.whole(by_amount[amount]), cell_r),
                     Paragraph(fmt_money(amount * by_amount[amount]), cell_r)])
    rows.append([Paragraph(_("The pot"), st["cell_b"]),
                 Paragraph(formats.whole(len(fees)), bold_r),
                 Paragraph(fmt_money(pot), bold_r)])
    story.append(_grid(rows, [width * 0.4, width * 0.2, width * 0.2], total_row=True))
    if fees:
        story.append(Spacer(1, 6))
        story.append(Paragraph(_("Entry fees received, in alphabetical order:"), st["small"]))
        story.append(_fee_list(ctx, fees, width, order))
    return story


def _name_lines(ctx: Ctx, people: list, width: float, style) -> Table:
    """"no. 12  Name", one person a line."""
    rows = [[Paragraph(_("no. {no}").format(no=p.get("start_no")), style),
             ctx.fit(p.get("name"), style, width - 70 - 8, who=who_player(p), **NAME_FIT)]
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
    s_no = aligned(sized(st["small"], 8), TA_RIGHT)
    s_name = sized(st["body"], 8)
    s_amt = aligned(sized(st["body"], 8), TA_RIGHT)
    rows = []
    for i in range(per):
        row = []
        for c in range(ncol):
            k = c * per + i
            if k < len(ordered):
                f = ordered[k]
                row += [Paragraph(str(f.get("start_no", "")), s_no),
                        ctx.fit(f.get("name"), s_name, sub[1] - 6, who=who_player(f), **NAME_FIT),
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
    rows = [[Paragraph(_("No."), thc), Paragraph(_("Name"), th), Paragraph(_("Refund"), thr),
             Paragraph(_("Prize"), thr), Paragraph(_("Other"), thr),
             Paragraph(_("Total ({currency})").format(currency=cur), thr),
             Paragraph(_("Received: signature"), th)]]
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
                             who=who_player(p["entry"]), **NAME_FIT),
                     Paragraph(fmt_money(p["refund"]) if p["refund"] else "", cell_r),
                     Paragraph(fmt_money(p["prize"]) if p["prize"] else "", cell_r),
                     Paragraph((fmt_money(other) + (_(" back") if p["back"] else _(" left"))
                                if other else ""), cell_r),
                     Paragraph(fmt_money(total), st["cell_br"]), ""])
    rows.append(["", Paragraph(_("Total"), st["cell_b"]), "", "", "",
                 Paragraph(fmt_money(grand), st["cell_br"]), ""])
    table = _grid(rows, cols, total_row=True)
    table.setStyle(TableStyle([("TOPPADDING", (0, 1), (-1, -2), 7),
                               ("BOTTOMPADDING", (0, 1), (-1, -2), 7),
                               ("LINEBEFORE", (-1, 0), (-1, -1), 0.6, RULE)]))
    return table


def _fingerprint(payout: dict, st) -> list:
    """The audit log's fingerprint beside the signatures, in groups of four hex digits."""
    fingerprint = escape(clean(payout.get("fingerprint")))
    if not fingerprint:
        return []
    return [Spacer(1, 8),
            Paragraph(_("Fingerprint of the audit log (verify --fingerprint proves that nothing "
                        "before it was rewritten):"), st["small"]),
            Paragraph(f'<font face="Courier-Bold">{fingerprint}</font>', sized(st["cell"], 10))]


def payout_pdf(path, event: dict, payout: dict, *, printed_at=None) -> list[str]:
    """The final prize distribution, with lines for the director's and a witness's signature;
    returns warnings."""
    ctx = Ctx()
    story = payout_story(ctx, event, payout)
    return build_pdf(path, event, _("Prize distribution"), story, ctx, printed_at=printed_at,
                     initials=True)


__all__ = ["payout_pdf"]
