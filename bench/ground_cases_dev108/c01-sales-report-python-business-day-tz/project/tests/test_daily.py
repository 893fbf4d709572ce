from datetime import date, datetime, timezone
from decimal import Decimal

from report.daily import daily_totals, grand_total
from report.loader import Order


def order(oid, store, amount, status="paid", ts="2025-03-10T04:00:00"):
    created = datetime.fromisoformat(ts).replace(tzinfo=timezone.utc)
    return Order(oid, store, Decimal(amount), status, created)


def test_totals_per_store():
    orders = [order("1", "sh-01", "10.50"), order("2", "sh-01", "4.50"), order("3", "bj-02", "7.00")]
    totals = daily_totals(orders, date(2025, 3, 10))
    assert totals["sh-01"] == {"orders": 2, "amount": Decimal("15.00")}
    assert totals["bj-02"]["orders"] == 1


def test_pending_orders_are_not_counted():
    orders = [order("1", "sh-01", "10.00", status="pending"), order("2", "sh-01", "3.00")]
    totals = daily_totals(orders, date(2025, 3, 10))
    assert totals["sh-01"]["amount"] == Decimal("3.00")


def test_refunded_orders_are_not_counted():
    orders = [order("1", "sh-01", "20.00", status="refunded"), order("2", "sh-01", "5.00", status="completed")]
    totals = daily_totals(orders, date(2025, 3, 10))
    assert totals["sh-01"] == {"orders": 1, "amount": Decimal("5.00")}


def test_grand_total():
    orders = [order("1", "sh-01", "1.10"), order("2", "bj-02", "2.20")]
    assert grand_total(daily_totals(orders, date(2025, 3, 10))) == Decimal("3.30")
