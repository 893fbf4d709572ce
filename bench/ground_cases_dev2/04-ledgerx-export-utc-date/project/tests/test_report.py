from datetime import UTC, date, datetime
from decimal import Decimal

from ledger.models import Transaction
from ledger.report import daily_totals


def test_daily_totals_use_local_day():
    t = Transaction(1, "cash", Decimal("5"), "", datetime(2024, 3, 1, 23, 30, tzinfo=UTC))
    assert daily_totals([t]) == {date(2024, 3, 2): Decimal("5")}
