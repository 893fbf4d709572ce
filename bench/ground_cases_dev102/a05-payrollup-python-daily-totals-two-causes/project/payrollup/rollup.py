from __future__ import annotations

from collections import defaultdict
from datetime import date
from decimal import Decimal

from payrollup.load import Charge


def dedupe(charges: list[Charge]) -> list[Charge]:
    """Drop webhook replays: the export sometimes lists a charge twice."""
    seen: set[tuple[str, Decimal]] = set()
    out: list[Charge] = []
    for c in charges:
        key = (c.customer_id, c.amount)
        if key in seen:
            continue
        seen.add(key)
        out.append(c)
    return out


def daily_totals(charges: list[Charge]) -> dict[date, Decimal]:
    totals: dict[date, Decimal] = defaultdict(Decimal)
    for c in dedupe(charges):
        if c.status != "succeeded":
            continue
        day = c.created.date()
        totals[day] += c.amount
    return dict(sorted(totals.items()))


def format_rows(totals: dict[date, Decimal]) -> list[str]:
    return [f"{d.isoformat()},{amount:.2f}" for d, amount in totals.items()]
