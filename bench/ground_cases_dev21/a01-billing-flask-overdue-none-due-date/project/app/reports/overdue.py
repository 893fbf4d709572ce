"""Overdue invoices report: one row per unpaid invoice past its due date."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Iterable

from app.models import Invoice

BUCKETS = ((0, 30, "0-30"), (31, 60, "31-60"), (61, 90, "61-90"))


@dataclass
class OverdueRow:
    number: str
    customer: str
    due_date: date
    days: int
    bucket: str
    balance: Decimal


def aging_bucket(days: int) -> str:
    for low, high, label in BUCKETS:
        if low <= days <= high:
            return label
    return "90+"


def build_overdue_rows(invoices: Iterable[Invoice], today: date) -> list[OverdueRow]:
    rows: list[OverdueRow] = []
    for inv in invoices:
        if inv.status == "void":
            continue
        if inv.due_date < today and inv.balance > 0:
            days = inv.days_overdue(today)
            rows.append(
                OverdueRow(
                    number=inv.number,
                    customer=inv.customer.name,
                    due_date=inv.due_date,
                    days=days,
                    bucket=aging_bucket(days),
                    balance=inv.balance,
                )
            )
    rows.sort(key=lambda r: (-r.days, r.number))
    return rows


def totals_by_bucket(rows: list[OverdueRow]) -> dict[str, Decimal]:
    out = {label: Decimal("0.00") for _, _, label in BUCKETS}
    out["90+"] = Decimal("0.00")
    for r in rows:
        out[r.bucket] += r.balance
    return out
