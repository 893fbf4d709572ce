from decimal import Decimal

import pytest

from app.models import InvoiceLine
from app.pricing import compute_totals, format_amount


def lines(*pairs):
    return [InvoiceLine(description=f"item {i}", quantity=q, unit_price=Decimal(p)) for i, (q, p) in enumerate(pairs)]


def test_no_discount():
    t = compute_totals(lines((2, "10.00")))
    assert t.subtotal == Decimal("20.00")
    assert t.tax == Decimal("3.80")
    assert t.total == Decimal("23.80")


def test_several_lines():
    t = compute_totals(lines((1, "99.90"), (3, "4.50")))
    assert t.subtotal == Decimal("113.40")
    assert t.total == Decimal("134.95")


def test_rounded_parts_add_up():
    t = compute_totals(lines((3, "19.99")), 10)
    assert t.subtotal == Decimal("59.97")
    assert t.discount == Decimal("6.00")
    assert t.total == t.subtotal - t.discount + t.tax


@pytest.mark.parametrize("pct", [-1, 101])
def test_rejects_bad_discount(pct):
    with pytest.raises(ValueError):
        compute_totals(lines((1, "10.00")), pct)


def test_format_amount():
    assert format_amount(Decimal("1234.5")) == "1.234,50 EUR"
    assert format_amount(Decimal("7"), "USD") == "7,00 USD"
