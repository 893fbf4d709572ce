from datetime import date
from decimal import Decimal

from reports.export import file_name, write_daily
from reports.queries import DailySales


def test_write_daily_fills_missing_days(tmp_path):
    path = tmp_path / "x.csv"
    sales = [DailySales(date(2025, 3, 2), 3, Decimal("10.00"), Decimal("1.50"))]
    total = write_daily(path, date(2025, 3, 1), date(2025, 3, 4), sales)
    lines = path.read_text().splitlines()
    assert lines[0] == "date;orders;gross;refunds;net"
    assert lines[1] == "01.03.2025;0;0.00;0.00;0.00"
    assert lines[2] == "02.03.2025;3;10.00;1.50;8.50"
    assert lines[-1] == "TOTAL;3;;;8.50"
    assert total == Decimal("8.50")


def test_file_names():
    assert file_name("weekly", date(2025, 10, 27)) == "sales-2025-W44.csv"
    assert file_name("monthly", date(2025, 10, 1)) == "sales-2025-10.csv"
