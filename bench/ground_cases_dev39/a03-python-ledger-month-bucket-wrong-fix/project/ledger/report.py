"""Monthly and daily views over stored transactions. booked_at is always aware UTC."""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import date, tzinfo
from decimal import Decimal
from zoneinfo import ZoneInfo

from ledger.models import Transaction

LOCAL_TZ = ZoneInfo("Europe/Berlin")


def monthly_totals(txns: Iterable[Transaction], tz: tzinfo = LOCAL_TZ) -> dict[tuple[str, str], Decimal]:
    """Sum of amounts per (YYYY-MM, category) in the user's local calendar."""
    buckets: dict[tuple[str, str], Decimal] = defaultdict(Decimal)
    for txn in txns:
        month = txn.booked_at.strftime("%Y-%m")
        buckets[(month, txn.category)] += txn.amount
    return dict(buckets)


def daily_balance(txns: Iterable[Transaction], opening: Decimal, tz: tzinfo = LOCAL_TZ) -> dict[date, Decimal]:
    """Running balance at the end of each local day that had bookings."""
    per_day: dict[date, Decimal] = defaultdict(Decimal)
    for txn in txns:
        day = txn.booked_at.astimezone(tz).date()
        per_day[day] += txn.amount
    balance = opening
    out: dict[date, Decimal] = {}
    for day in sorted(per_day):
        balance += per_day[day]
        out[day] = balance
    return out


def format_month_table(totals: dict[tuple[str, str], Decimal]) -> str:
    months = sorted({m for m, _ in totals})
    cats = sorted({c for _, c in totals})
    width = max([len(c) for c in cats] + [8])
    lines = ["category".ljust(width) + "".join(m.rjust(12) for m in months)]
    for cat in cats:
        cells = "".join(f"{totals.get((m, cat), Decimal(0)):>12.2f}" for m in months)
        lines.append(cat.ljust(width) + cells)
    return "\n".join(lines)
