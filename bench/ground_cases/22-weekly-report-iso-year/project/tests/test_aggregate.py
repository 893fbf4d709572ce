from datetime import date
from decimal import Decimal

from reports.aggregate import Sale, daily_totals, monthly_totals


def test_daily_totals_sums_same_day():
    sales = [Sale(date(2024, 3, 1), "SH01", Decimal("10")), Sale(date(2024, 3, 1), "SH02", Decimal("5"))]
    assert daily_totals(sales) == {date(2024, 3, 1): Decimal("15")}


def test_monthly_totals_keys():
    sales = [Sale(date(2024, 1, 31), "SH01", Decimal("1")), Sale(date(2024, 2, 1), "SH01", Decimal("2"))]
    assert list(monthly_totals(sales)) == ["2024-01", "2024-02"]
