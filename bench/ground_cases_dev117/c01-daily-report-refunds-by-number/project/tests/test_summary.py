from datetime import datetime, timezone
from decimal import Decimal

from report.load import Order
from report.summary import daily_totals, refund_count, top_products


def order(oid, when, status="paid", amount="10.00", items=(("A1", 1),)):
    return Order(oid, datetime.fromisoformat(when).replace(tzinfo=timezone.utc), status, Decimal(amount), items)


def test_daily_totals_groups_by_day():
    orders = [order("1", "2025-11-03T02:00:00"), order("2", "2025-11-03T05:00:00", amount="5.50"),
              order("3", "2025-11-04T01:00:00")]
    totals = daily_totals(orders)
    assert [str(v) for v in totals.values()] == ["15.50", "10.00"]


def test_days_are_cut_in_beijing_time():
    # 2025-11-03T17:30Z is 01:30 on 11-04 in Beijing
    orders = [order("1", "2025-11-03T10:00:00"), order("2", "2025-11-03T17:30:00")]
    assert [d.isoformat() for d in daily_totals(orders)] == ["2025-11-03", "2025-11-04"]


def test_cancelled_orders_are_ignored():
    orders = [order("1", "2025-11-03T02:00:00"), order("2", "2025-11-03T03:00:00", status="cancelled")]
    assert list(daily_totals(orders).values()) == [Decimal("10.00")]


def test_refund_count():
    orders = [order("1", "2025-11-03T02:00:00", status="refunded"), order("2", "2025-11-03T03:00:00")]
    assert refund_count(orders) == 1


def test_top_products_limit():
    orders = [order("1", "2025-11-03T02:00:00", items=(("A1", 3), ("B2", 1))),
              order("2", "2025-11-03T03:00:00", items=(("C3", 2),))]
    assert len(top_products(orders, 2)) == 2
