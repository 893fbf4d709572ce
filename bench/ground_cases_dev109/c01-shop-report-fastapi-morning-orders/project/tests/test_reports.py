from datetime import date, datetime, timezone
from decimal import Decimal

from app.models import Item, Order
from app.reports import daily_summary, top_products


def _order(i, channel="web", status="paid", amount="10.00", hour=12, items=()):
    return Order(
        id=i,
        channel=channel,
        status=status,
        amount=Decimal(amount),
        paid_at=datetime(2025, 3, 3, hour, 0, tzinfo=timezone.utc),
        items=list(items),
    )


def test_summary_counts_only_paid():
    orders = [_order(1), _order(2, status="refunded"), _order(3, channel="app", amount="5.50")]
    s = daily_summary(orders, date(2025, 3, 3))
    assert s["orders"] == 2
    assert s["total"] == "15.50"
    assert s["by_channel"] == {"app": "5.50", "web": "10.00"}


def test_top_products_orders_by_qty():
    orders = [
        _order(1, items=[Item("A", 1, Decimal("1")), Item("B", 3, Decimal("1"))]),
        _order(2, items=[Item("A", 1, Decimal("1"))]),
    ]
    assert top_products(orders, date(2025, 3, 3)) == [("B", 3), ("A", 2)]
