from datetime import date
from decimal import Decimal

from aggregate import WeekRow, totals_by_store, weekly
from loaders import Sale


def sale(store, day, receipts, gross):
    return Sale(store, day, receipts, Decimal(gross))


def test_two_days_same_week_are_summed():
    rows = weekly([sale("graz", date(2025, 11, 4), 10, "100.00"), sale("graz", date(2025, 11, 5), 5, "50.00")])
    assert len(rows) == 1
    assert rows[0].receipts == 15
    assert rows[0].rev == Decimal("150.00")


def test_stores_are_kept_apart():
    rows = weekly([sale("graz", date(2025, 11, 4), 1, "10"), sale("linz", date(2025, 11, 4), 1, "20")])
    assert [r.store for r in rows] == ["graz", "linz"]


def test_avg_receipt_rounds_half_up():
    row = WeekRow("graz", date(2025, 11, 3), receipts=3, rev=Decimal("10.00"))
    assert row.avg_receipt == Decimal("3.33")


def test_totals_by_store():
    rows = weekly([sale("graz", date(2025, 11, 4), 1, "10"), sale("graz", date(2025, 11, 12), 1, "5")])
    assert totals_by_store(rows) == {"graz": Decimal("15")}
