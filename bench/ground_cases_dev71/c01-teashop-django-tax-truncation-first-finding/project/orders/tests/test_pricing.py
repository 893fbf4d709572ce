from decimal import Decimal
from types import SimpleNamespace

from orders.pricing import apply_discount, line_subtotal, order_totals, points_to_money, to_cents


def line(price, qty):
    return SimpleNamespace(unit_price=Decimal(price), quantity=qty)


def test_to_cents_half_up():
    assert to_cents(Decimal("1.005")) == Decimal("1.01")


def test_line_subtotal():
    assert line_subtotal(Decimal("19.90"), 3) == Decimal("59.70")


def test_discount_never_negative():
    assert apply_discount(Decimal("10.00"), Decimal("15.00")) == Decimal("0.00")


def test_points_to_money():
    assert points_to_money(250) == Decimal("2.50")


def test_totals_without_discount():
    totals = order_totals([line("100.00", 1)], rate="0.13")
    assert totals["tax"] == Decimal("13.00")
    assert totals["total"] == Decimal("113.00")


def test_totals_with_shipping():
    totals = order_totals([line("50.00", 2)], rate="0.13", shipping=Decimal("8.00"))
    assert totals["total"] == Decimal("121.00")
