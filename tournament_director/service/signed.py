"""The signed payout, checked later (`verify --fingerprint`): whether the audit log still passes
through the fingerprint printed beside the signatures (nothing before it rewritten), the lines
that came after the signature, and each recipient whose prize money now differs from what was
signed (computed again over the event as it stood at the signature: store/replay.py)."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import _
from ..store import changes, records
from ..store.replay import as_of
from . import prizes
from .event import Event
from .history import grouped
from .model import AuditEntry, ServiceError


@dataclass(frozen=True)
class Signature:
    """What the fingerprint proves: `holds` (the log passes through it, nothing before it
    rewritten) and `said`, that in one line; the audit lines after it, oldest first;
    (start_no, signed, now) of each recipient whose total (refund, prize, left-over) differs
    from the signed one; `signed_payout`: whether there was a payout at the signature."""
    holds: bool
    said: str
    later: tuple[AuditEntry, ...] = ()
    payout_changed: tuple[tuple[int, int, int], ...] = ()
    signed_payout: bool = False


def check(event: Event, fingerprint: str) -> Signature:
    """The signature `fingerprint` (64 hex digits, history.fingerprint_given) against the
    event now."""
    line, broken = changes.passes_through(event.db, fingerprint)
    shown = grouped(fingerprint)
    if line is None:
        return Signature(False, _(
            "the audit log does not pass through the fingerprint {fingerprint}: the log up to "
            "it was rewritten, or the fingerprint is another event's (or mistyped)").format(
                fingerprint=shown))
    line_id, at, action = line
    if broken is not None:
        return Signature(False, _(
            "the audit log passes through the fingerprint {fingerprint} (line {line}), but "
            "audit line {broken} up to it does not match the chain: the log before it was "
            "altered").format(fingerprint=shown, line=line_id, broken=broken))
    said = _("the audit log passes through the fingerprint {fingerprint} (line {line}, "
             "{action}, {at}): nothing before it was rewritten").format(
                 fingerprint=shown, line=line_id, action=action, at=at)
    later = tuple(AuditEntry(*row) for row in records.audit_rows_after(event.db, line_id))
    then = Event(as_of(event.file, line_id))
    try:
        signed = _totals(then)
    finally:
        then.close()
    if signed is None:
        return Signature(True, said, later)
    now = _totals(event) or {}
    differ = tuple((p, signed.get(p, 0), now.get(p, 0)) for p in sorted({*signed, *now})
                   if signed.get(p, 0) != now.get(p, 0))
    return Signature(True, said, later, differ, True)


def _totals(event: Event) -> dict[int, int] | None:
    """Each recipient's total (refund, prize, left-over); None: no payout (yet)."""
    try:
        p = prizes.payout(event)
    except ServiceError:
        return None
    totals: dict[int, int] = {}
    for start_no, amount in [*p.refunds, *((w.player, w.amount) for w in p.winners),
                             p.left_over]:
        totals[start_no] = totals.get(start_no, 0) + amount
    return {start_no: amount for start_no, amount in totals.items() if amount}
