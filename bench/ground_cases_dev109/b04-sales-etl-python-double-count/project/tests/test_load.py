from datetime import datetime
from decimal import Decimal

from etl.extract import OrderRow
from etl.load import aggregate


def row(oid: int, store: int, total: str, status: str = "paid", ts: str = "2025-11-10T10:00:00") -> OrderRow:
    return OrderRow(oid, store, Decimal(total), status, datetime.fromisoformat(ts))


def test_aggregate_sums_per_store_and_day():
    rows = [row(1, 10, "1000"), row(2, 10, "500"), row(3, 11, "700")]
    got = aggregate(rows)
    assert got[(datetime(2025, 11, 10).date(), 10)] == (Decimal(1500), 2)
    assert got[(datetime(2025, 11, 10).date(), 11)] == (Decimal(700), 1)


def test_refund_is_negative():
    rows = [row(1, 10, "1000"), row(2, 10, "300", status="refunded")]
    assert aggregate(rows)[(datetime(2025, 11, 10).date(), 10)] == (Decimal(700), 2)


def test_empty_input():
    assert aggregate([]) == {}


def test_days_are_split():
    rows = [row(1, 10, "100", ts="2025-11-10T23:59:00"), row(2, 10, "200", ts="2025-11-11T00:01:00")]
    got = aggregate(rows)
    assert len(got) == 2
