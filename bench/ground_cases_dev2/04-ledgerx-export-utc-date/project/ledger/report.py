from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import date
from decimal import Decimal

from .models import Transaction
from .timeutil import local_date


def daily_totals(txns: Iterable[Transaction]) -> dict[date, Decimal]:
    totals: dict[date, Decimal] = defaultdict(Decimal)
    for txn in txns:
        totals[local_date(txn.created_at)] += txn.amount
    return dict(totals)
