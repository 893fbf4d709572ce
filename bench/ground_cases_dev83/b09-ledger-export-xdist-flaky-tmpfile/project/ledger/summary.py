from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from decimal import Decimal

from ledger.models import Entry


def balance_by_account(entries: Iterable[Entry]) -> dict[str, Decimal]:
    """Debit minus credit per account."""
    out: dict[str, Decimal] = defaultdict(lambda: Decimal("0"))
    for e in entries:
        out[e.account] += e.debit - e.credit
    return dict(out)


def is_balanced(entries: Iterable[Entry]) -> bool:
    entries = list(entries)
    return sum(e.debit for e in entries) == sum(e.credit for e in entries)
