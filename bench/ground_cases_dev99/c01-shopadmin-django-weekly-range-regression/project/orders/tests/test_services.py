from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from orders.models import Order
from orders.services import daily_summary, export_rows, refund_summary

SH = ZoneInfo("Asia/Shanghai")


def make(number, cents, paid_at=None, status=Order.Status.PAID, **kw):
    return Order.objects.create(number=number, total_cents=cents, phone="13800138000",
                                status=status, paid_at=paid_at, **kw)


@pytest.mark.django_db
def test_daily_summary_counts_local_day():
    make("A1", 1000, datetime(2025, 11, 3, 7, 30, tzinfo=SH))
    make("A2", 2550, datetime(2025, 11, 3, 23, 59, tzinfo=SH))
    make("A3", 9999, datetime(2025, 11, 4, 0, 1, tzinfo=SH))
    s = daily_summary(date(2025, 11, 3))
    assert s["orders"] == 2
    assert s["revenue"] == "35.50"


@pytest.mark.django_db
def test_daily_summary_skips_unpaid():
    make("B1", 500, datetime(2025, 11, 3, 12, 0, tzinfo=SH), status=Order.Status.CANCELLED)
    assert daily_summary(date(2025, 11, 3))["orders"] == 0


@pytest.mark.django_db
def test_refund_summary():
    make("C1", 3000, datetime(2025, 11, 2, 9, 0, tzinfo=SH), status=Order.Status.REFUNDED,
         refund_cents=3000, refunded_at=datetime(2025, 11, 3, 10, 0, tzinfo=SH))
    s = refund_summary(date(2025, 11, 3))
    assert s == {"day": "2025-11-03", "refunds": 1, "amount": "30.00"}


@pytest.mark.django_db
def test_export_rows_masks_phone():
    o = make("D1", 12990, datetime(2025, 11, 3, 9, 0, tzinfo=SH))
    row = next(export_rows([o]))
    assert row[2] == "138****8000"


@pytest.mark.django_db
def test_export_rows_amount_in_yuan():
    o = make("D2", 12990, datetime(2025, 11, 3, 9, 0, tzinfo=SH))
    row = next(export_rows([o]))
    assert row[3] == "129.90"
