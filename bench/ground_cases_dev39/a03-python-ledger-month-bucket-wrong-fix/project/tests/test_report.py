from datetime import UTC, datetime
from decimal import Decimal

from ledger.models import Transaction
from ledger.report import daily_balance, monthly_totals


def txn(when: datetime, amount: str, counterparty: str = "REWE Markt") -> Transaction:
    return Transaction(account="giro", booked_at=when, amount=Decimal(amount), counterparty=counterparty)


def test_monthly_totals_groups_by_category():
    rows = [txn(datetime(2025, 3, 10, 12, tzinfo=UTC), "-20.00"),
            txn(datetime(2025, 3, 11, 12, tzinfo=UTC), "-5.50"),
            txn(datetime(2025, 3, 12, 12, tzinfo=UTC), "-900.00", "Miete Hausverwaltung")]
    assert monthly_totals(rows) == {("2025-03", "groceries"): Decimal("-25.50"),
                                    ("2025-03", "rent"): Decimal("-900.00")}


def test_february_rows_land_in_february():
    # booked 01.02.2025 in Berlin == 2025-01-31T23:00Z in the store
    rows = [txn(datetime(2025, 1, 31, 23, 0, tzinfo=UTC), "-900.00", "Miete Hausverwaltung")]
    assert monthly_totals(rows) == {("2025-02", "rent"): Decimal("-900.00")}


def test_daily_balance_uses_local_days():
    rows = [txn(datetime(2025, 1, 31, 23, 0, tzinfo=UTC), "-10.00"),
            txn(datetime(2025, 2, 1, 9, 0, tzinfo=UTC), "-5.00")]
    out = daily_balance(rows, Decimal("100"))
    assert list(out.values()) == [Decimal("85.00")]
