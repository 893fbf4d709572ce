"""Balance transactions for one month, as plain dicts."""
from __future__ import annotations

from datetime import datetime, timezone

import stripe


def month_bounds(year: int, month: int) -> tuple[int, int]:
    start = datetime(year, month, 1, tzinfo=timezone.utc)
    end = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=timezone.utc)
    return int(start.timestamp()), int(end.timestamp())


def balance_transactions(year: int, month: int) -> list[dict]:
    gte, lt = month_bounds(year, month)
    rows = []
    for bt in stripe.BalanceTransaction.list(created={"gte": gte, "lt": lt}, limit=100).auto_paging_iter():
        rows.append({
            "id": bt.id,
            "type": bt.type,
            "amount": bt.amount,
            "fee": bt.fee,
            "currency": bt.currency,
            "created": bt.created,
            "available_on": bt.available_on,
            "payout": getattr(bt, "payout", None),
        })
    return rows
