"""In-memory stand-in for the billing database (the real one lives behind an internal API)."""

from datetime import date, timedelta

from app.models import Customer, Invoice

_CUSTOMERS = [Customer(1, "Fjord Foods", "ap@fjord.example"), Customer(2, "Hale & Co", "billing@hale.example")]
_INVOICES = [
    Invoice(i, 1 + i % 2, f"INV-{1000 + i}", date(2025, 1, 1) + timedelta(days=i), 1000 + 37 * i)
    for i in range(1, 91)
]


def customers() -> list[Customer]:
    return list(_CUSTOMERS)


def invoices_for(customer_id: int | None) -> list[Invoice]:
    rows = [inv for inv in _INVOICES if customer_id is None or inv.customer_id == customer_id]
    return sorted(rows, key=lambda inv: inv.issued, reverse=True)
