from datetime import date
from decimal import Decimal

from salesreport.loader import Order
from salesreport.report import average_order_value, format_money, totals_by_region


def order(oid, region, amount, status="paid", day=date(2025, 10, 27)):
    return Order(oid, day, region, Decimal(amount), status)


def test_totals_skip_refunded():
    orders = [order("1", "north", "10.00"), order("2", "north", "5.00", "refunded"), order("3", "south", "7.50")]
    assert totals_by_region(orders) == {"north": Decimal("10.00"), "south": Decimal("7.50")}


def test_average_all_paid():
    orders = [order("1", "north", "10.00"), order("2", "south", "20.00")]
    assert average_order_value(orders) == Decimal("15.00")


def test_format_money():
    assert format_money(Decimal("1234.5")) == "$1,234.50"


def test_empty_report():
    assert average_order_value([]) == Decimal("0")
