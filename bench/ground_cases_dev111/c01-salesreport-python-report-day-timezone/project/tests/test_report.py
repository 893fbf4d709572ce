from datetime import date
from decimal import Decimal

from salesreport.report import aggregate, render_text
from salesreport.windows import day_window, parse_ts

ORDERS = [
    {"sku": "TEA-01", "qty": "2", "amount": "58.00", "status": "paid", "paid_at": "2025-03-12T03:10:00Z"},
    {"sku": "TEA-01", "qty": "1", "amount": "29.00", "status": "paid", "paid_at": "2025-03-12T09:00:00Z"},
    {"sku": "CUP-07", "qty": "1", "amount": "45.50", "status": "cancelled", "paid_at": "2025-03-12T05:00:00Z"},
    {"sku": "CUP-07", "qty": "3", "amount": "136.50", "status": "paid", "paid_at": "2025-03-13T01:00:00Z"},
]


def test_parse_ts_naive_is_utc():
    assert parse_ts("2025-03-12T00:41:07").utcoffset().total_seconds() == 0


def test_total_by_sku():
    lines = aggregate(ORDERS, day_window(date(2025, 3, 12), "Asia/Shanghai"))
    assert [(l.sku, l.qty) for l in lines] == [("TEA-01", 3)]
    assert lines[0].amount == Decimal("87.00")


def test_cancelled_skipped():
    lines = aggregate(ORDERS, day_window(date(2025, 3, 12), "Asia/Shanghai"))
    assert all(l.sku != "CUP-07" for l in lines)


def test_render_has_total():
    lines = aggregate(ORDERS, day_window(date(2025, 3, 12), "Asia/Shanghai"))
    assert "TOTAL" in render_text(lines, "CNY").splitlines()[-1]
