from __future__ import annotations

from datetime import date

from points.ledger import Entry, Ledger


def clawback(ledger: Ledger, user_id: str, order_id: str, *, order_total: float, refund_amount: float,
             today: date) -> Entry | None:
    """Take back the points earned on the refunded share of an order, never more than
    the order earned in total across all its refunds."""
    earned = ledger.earned_for(order_id)
    if earned == 0 or order_total <= 0:
        return None
    share = min(refund_amount / order_total, 1.0)
    points = int(earned * share)
    already = sum(e.points for e in ledger.entries if e.order_id == order_id and e.kind == "clawback")
    points = min(points, earned - already)
    if points <= 0:
        return None
    return ledger.add(Entry(user_id, -points, "clawback", order_id, today))
