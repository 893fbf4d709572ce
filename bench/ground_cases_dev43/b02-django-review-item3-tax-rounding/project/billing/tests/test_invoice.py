from decimal import Decimal
from types import SimpleNamespace as NS

from billing.services.invoice import breakdown, format_yen


def line(price, qty, food=False):
    return NS(unit_price=price, quantity=qty, product=NS(is_food=food, name="x"))


def test_standard_rate_only():
    parts = breakdown([line(1000, 3)])
    assert len(parts) == 1
    assert parts[0].rate == Decimal("0.10")
    assert parts[0].taxable == 3000
    assert parts[0].tax == 300


def test_mixed_rates_are_split():
    parts = breakdown([line(1000, 1), line(500, 2, food=True)])
    assert [(p.rate, p.taxable, p.tax) for p in parts] == [
        (Decimal("0.10"), 1000, 100),
        (Decimal("0.08"), 1000, 80),
    ]


def test_format_yen():
    assert format_yen(1234567) == "¥1,234,567"


def test_empty_order():
    assert breakdown([]) == []
