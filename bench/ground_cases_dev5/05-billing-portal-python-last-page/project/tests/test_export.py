from datetime import date

from app.export import chunked, to_csv
from app.models import Invoice


def test_chunked_keeps_every_row():
    rows = list(range(1201))
    assert sum(len(c) for c in chunked(rows, 500)) == 1201


def test_csv_header():
    inv = Invoice(1, 1, "INV-1", date(2025, 1, 2), 1234)
    assert to_csv([inv]).splitlines()[0] == "number,issued,total"
