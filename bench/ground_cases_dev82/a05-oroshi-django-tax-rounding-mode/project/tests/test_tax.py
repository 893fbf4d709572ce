from decimal import Decimal

from billing.models import InvoiceLine
from billing.tax import invoice_totals


def line(qty, price, rate="10"):
    return InvoiceLine(description="x", quantity=Decimal(qty), unit_price=Decimal(price), tax_rate=Decimal(rate))


def test_standard_rate():
    t = invoice_totals([line("3", "1200")])
    assert t.subtotal == Decimal("3600")
    assert t.tax == Decimal("360")
    assert t.total == Decimal("3960")


def test_reduced_rate():
    t = invoice_totals([line("1", "1080", "8")])
    assert t.tax == Decimal("86")


def test_rounds_once_per_rate():
    # per line: 8% of 155 = 12.4 -> 12, three times = 36; per rate: 8% of 465 = 37.2 -> 37
    t = invoice_totals([line("1", "155", "8"), line("1", "155", "8"), line("1", "155", "8"), line("2", "990")])
    assert [(r.rate, r.subtotal, r.tax) for r in t.by_rate] == [
        (Decimal("10"), Decimal("1980"), Decimal("198")),
        (Decimal("8"), Decimal("465"), Decimal("37")),
    ]
    assert t.tax == Decimal("235")
