from datetime import date
from decimal import Decimal

from report import DaySummary, bucket_day, summarize, top_days


def order(oid, ts, amount="10.00", status="paid"):
    return {"id": oid, "created_at": ts, "amount": amount, "status": status}


def test_bucket_day_noon():
    # 2024-06-03 12:00 UTC
    assert bucket_day(1717416000) == date(2024, 6, 3)


def test_summarize_counts_and_revenue():
    rows = summarize([order("a", 1717416000), order("b", 1717416100, "5.50")])
    assert len(rows) == 1
    assert rows[0].orders == 2
    assert rows[0].revenue == Decimal("15.50")


def test_refunds_are_counted_not_summed():
    rows = summarize([order("a", 1717416000), order("b", 1717416100, "99.00", "refunded")])
    assert rows[0].orders == 1
    assert rows[0].refunds == 1
    assert rows[0].revenue == Decimal("10.00")


def test_top_days_orders_by_revenue():
    days = [DaySummary(date(2024, 6, d), 1, Decimal(r)) for d, r in ((1, "5"), (2, "50"), (3, "20"), (4, "1"))]
    best = top_days(days, 2)
    assert [d.day.day for d in best] == [2, 3]


def test_as_row_formats_revenue():
    row = DaySummary(date(2024, 6, 3), 2, Decimal("7.5"), 0).as_row()
    assert row == ["2024-06-03", "2", "7.50", "0"]
