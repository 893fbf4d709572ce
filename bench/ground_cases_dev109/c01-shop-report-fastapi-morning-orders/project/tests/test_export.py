from datetime import date, datetime, timezone
from decimal import Decimal

from app.export import daily_csv, daily_rows
from app.models import Order


def _order(i, channel, amount, status="paid"):
    return Order(
        id=i,
        channel=channel,
        status=status,
        amount=Decimal(amount),
        paid_at=datetime(2025, 3, 3, 10, 30, tzinfo=timezone.utc),
    )


def test_rows_have_all_line():
    orders = [_order(1, "web", "10.00"), _order(2, "app", "2.50"), _order(3, "web", "1.00")]
    assert daily_rows(orders, date(2025, 3, 3)) == [
        ("app", 1, "2.50"),
        ("web", 2, "11.00"),
        ("ALL", 3, "13.50"),
    ]


def test_csv_header_and_refunds_skipped():
    orders = [_order(1, "web", "10.00"), _order(2, "web", "99.00", status="refunded")]
    text = daily_csv(orders, date(2025, 3, 3))
    assert text.splitlines() == ["channel,orders,total", "web,1,10.00", "ALL,1,10.00"]
