from datetime import date
from decimal import Decimal
from types import SimpleNamespace

from app.reports.overdue import aging_bucket, build_overdue_rows, totals_by_bucket


def inv(number, due, total="100.00", paid="0.00", status="sent"):
    return SimpleNamespace(
        number=number,
        status=status,
        due_date=due,
        customer=SimpleNamespace(name="ACME"),
        balance=Decimal(total) - Decimal(paid),
        days_overdue=lambda today, due=due: max((today - due).days, 0),
    )


def test_aging_bucket_edges():
    assert aging_bucket(0) == "0-30"
    assert aging_bucket(30) == "0-30"
    assert aging_bucket(31) == "31-60"
    assert aging_bucket(91) == "90+"


def test_rows_sorted_by_days_desc():
    today = date(2025, 11, 3)
    rows = build_overdue_rows([inv("A-1", date(2025, 10, 1)), inv("A-2", date(2025, 8, 1))], today)
    assert [r.number for r in rows] == ["A-2", "A-1"]


def test_paid_invoices_are_skipped():
    today = date(2025, 11, 3)
    rows = build_overdue_rows([inv("A-1", date(2025, 10, 1), paid="100.00")], today)
    assert rows == []
    assert totals_by_bucket(rows)["0-30"] == Decimal("0.00")
