"""CSV export: whole-yen amounts and the totals row accounting checks against the screen."""
from datetime import date
from decimal import Decimal

from reports.export import HEADERS, revenue_csv, yen


def test_yen_none_is_zero():
    assert yen(None) == 0


def test_yen_whole():
    assert yen(Decimal("1234.00")) == 1234


def row(day, orders, net):
    net = Decimal(net)
    return {"day": day, "orders": orders, "net": net, "tax": net / 10, "gross": net + net / 10}


def test_csv_has_header_and_total():
    rows = [
        row(date(2025, 9, 1), 2, "2000.00"),
        row(date(2025, 9, 2), 1, "1000.00"),
    ]
    lines = revenue_csv(rows).lstrip("\ufeff").splitlines()
    assert lines[0].split(",") == HEADERS
    assert lines[1].split(",") == ["2025-09-01", "2", "2000", "200", "2200"]
    assert lines[-1].split(",") == ["合計", "3", "3000", "300", "3300"]
    assert len(lines) == 4
