from datetime import datetime

from app.models import Order
from app.reports import EXPORT_COLUMNS, export_csv, today_range
from app.reports import JST


def test_today_range_is_one_day():
    start, end = today_range(datetime(2025, 11, 20, 15, 0, tzinfo=JST))
    assert (end - start).total_seconds() == 86400


def test_export_csv_header_and_rows():
    o = Order(number="A-1001", status="paid", total=3300, tax=300, note=None,
              created_at=datetime(2025, 11, 20, 3, 15))
    out = export_csv([o]).splitlines()
    assert out[0] == ",".join(EXPORT_COLUMNS)
    assert out[1].startswith("A-1001,paid,3300,300,,")
