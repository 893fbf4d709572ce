from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from app.services.export import build_csv, day_range, format_ts


@dataclass
class FakeOrder:
    number: str
    customer_name: str
    status: str
    total: Decimal
    created_at: datetime
    paid_at: datetime | None = None


def test_header_is_chinese():
    assert build_csv([]).splitlines()[0] == "订单号,客户,状态,金额,下单时间,支付时间"


def test_status_label():
    o = FakeOrder("A1", "张三", "paid", Decimal("12.5"), datetime(2025, 11, 3, 2, 0))
    row = build_csv([o]).splitlines()[1]
    assert ",已支付,12.50," in row


def test_none_paid_at_is_blank():
    assert format_ts(None) == ""


def test_day_range_is_half_open():
    start, end = day_range(date(2025, 11, 3), date(2025, 11, 3))
    assert (end - start).days == 1


def test_format_ts_crosses_midnight_in_shanghai():
    # 16:30 UTC on the 3rd is 00:30 on the 4th in Asia/Shanghai
    assert format_ts(datetime(2025, 11, 3, 16, 30)) == "2025-11-04 00:30:00"


def test_day_range_starts_at_local_midnight():
    start, end = day_range(date(2025, 11, 4), date(2025, 11, 4))
    assert start == datetime(2025, 11, 3, 16, 0)
    assert end == datetime(2025, 11, 4, 16, 0)
