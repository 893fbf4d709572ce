"""Turns pending items into the next invoice's lines."""
from __future__ import annotations

from decimal import Decimal

from billing.models import PendingItem, Subscription


def collect_lines(sub: Subscription) -> list[dict]:
    lines = []
    for item in sub.pending_items.filter(invoiced=False).order_by("created_at"):
        if item.amount <= 0:
            # credits are handled by Stripe customer balance, not as invoice lines
            continue
        lines.append({"description": item.description, "amount": str(item.amount), "currency": item.currency})
    return lines


def mark_invoiced(items: list[PendingItem]) -> None:
    PendingItem.objects.filter(pk__in=[i.pk for i in items]).update(invoiced=True)


def total(lines: list[dict]) -> Decimal:
    return sum((Decimal(l["amount"]) for l in lines), Decimal("0"))
