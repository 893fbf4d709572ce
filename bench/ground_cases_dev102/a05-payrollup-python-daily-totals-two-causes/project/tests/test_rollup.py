from datetime import datetime, timezone
from decimal import Decimal

from payrollup.load import Charge
from payrollup.rollup import daily_totals, dedupe


def ch(cid, cust, cents, hour=12, status="succeeded"):
    return Charge(cid, cust, Decimal(cents) / 100, "USD",
                  datetime(2025, 10, 3, hour, 0, tzinfo=timezone.utc), status)


def test_failed_charges_ignored():
    t = daily_totals([ch("a", "c1", 1000), ch("b", "c2", 500, status="failed")])
    assert list(t.values()) == [Decimal("10.00")]


def test_replay_is_dropped():
    assert len(dedupe([ch("a", "c1", 1000), ch("a", "c1", 1000)])) == 1


def test_one_day_bucket():
    t = daily_totals([ch("a", "c1", 1000, hour=1), ch("b", "c2", 1000, hour=23)])
    assert len(t) == 1


def test_amounts_in_dollars():
    t = daily_totals([ch("a", "c1", 1999)])
    assert list(t.values()) == [Decimal("19.99")]


def test_format_rows_two_decimals():
    from payrollup.rollup import format_rows
    assert format_rows({datetime(2025, 10, 3).date(): Decimal("5")}) == ["2025-10-03,5.00"]
