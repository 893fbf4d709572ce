from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from decimal import Decimal


@dataclass
class Invoice:
    id: int
    account_id: int
    amount: Decimal
    currency: str = "JPY"
    issued_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    paid_at: datetime | None = None

    @property
    def overdue(self) -> bool:
        return self.paid_at is None and datetime.now(UTC) - self.issued_at > timedelta(days=30)


@dataclass
class Payment:
    invoice_id: int
    amount: Decimal
    received_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    method: str = "card"

    def applies_to(self, invoice: Invoice) -> bool:
        return self.invoice_id == invoice.id and self.amount >= invoice.amount


def mark_paid(invoice: Invoice, payment: Payment) -> Invoice:
    if not payment.applies_to(invoice):
        raise ValueError("payment does not cover invoice")
    invoice.paid_at = payment.received_at
    return invoice
