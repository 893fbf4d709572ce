"""Refunds issued in a reporting week."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

REFUNDS_SQL = """
SELECT r.id, r.order_id, o.channel, r.currency, r.amount_cents, r.kind, r.created_at
FROM refunds r
JOIN orders o ON o.id = r.order_id
WHERE r.status = 'settled'
  AND r.created_at >= %(week_start)s
  AND r.created_at <  %(week_end)s
"""


@dataclass(frozen=True)
class Refund:
    id: int
    order_id: int
    channel: str
    currency: str
    amount_cents: int
    kind: str  # "full" or "partial"
    created_at: object


def refunds_for_week(conn, week_start: date, week_end: date) -> list[Refund]:
    with conn.cursor() as cur:
        cur.execute(REFUNDS_SQL, {"week_start": week_start, "week_end": week_end})
        return [Refund(*row) for row in cur.fetchall()]


def refunded_cents(refunds: list[Refund], channel: str, currency: str) -> int:
    """What was paid back in this channel and currency during the week."""
    return sum(
        r.amount_cents
        for r in refunds
        if r.channel == channel and r.currency == currency and r.kind == "full"
    )
