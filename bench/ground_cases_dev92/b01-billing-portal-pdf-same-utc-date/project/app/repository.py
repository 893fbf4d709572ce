from __future__ import annotations

from decimal import Decimal

from app.models import Customer, Invoice, InvoiceLine


class InvoiceRepository:
    """In-memory for now; the SQLAlchemy version lands with BILL-88."""

    def __init__(self) -> None:
        acme = Customer(id=1, name="アクメ商事", email="keiri@acme.example")
        self._items: dict[int, Invoice] = {
            412: Invoice(
                id=412,
                number="INV-2025-0412",
                customer=acme,
                issued_at=1759275000,
                due_at=1761922800,
                status="issued",
                owner_name="佐藤",
                lines=[InvoiceLine("保守費用 10月分", 1, Decimal("55000"))],
            ),
        }

    def list(self, status: str | None = None) -> list[Invoice]:
        items = sorted(self._items.values(), key=lambda inv: inv.issued_at)
        if status is None:
            return items
        return [inv for inv in items if inv.status == status]

    def get(self, invoice_id: int) -> Invoice | None:
        return self._items.get(invoice_id)
