from decimal import Decimal
from pathlib import Path

from reports.importer import read_sales, totals_by_day

FIXTURES = Path(__file__).parent / "fixtures"


def test_import_current_csv():
    sales = read_sales(FIXTURES / "current.csv")
    assert len(sales) == 3
    assert sales[0].store == "徐汇店"


def test_import_legacy_csv():
    sales = read_sales(FIXTURES / "legacy.csv")
    totals = totals_by_day(sales)
    assert sum(totals.values()) == Decimal("377.50")
