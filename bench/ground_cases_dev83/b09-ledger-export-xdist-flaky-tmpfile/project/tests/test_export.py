import csv
from datetime import date
from decimal import Decimal

from ledger import settings
from ledger.export import HEADER, export_csv
from ledger.models import Entry

DAY = date(2025, 11, 21)


def _entries():
    return [
        Entry(DAY, "現金", "売上 (店頭)", debit=Decimal("12000")),
        Entry(DAY, "売上高", "売上 (店頭)", credit=Decimal("12000")),
    ]


def _read(path):
    with path.open(encoding=settings.CSV_ENCODING, newline="") as f:
        return list(csv.reader(f))


def test_export_header():
    path = export_csv(_entries(), DAY)
    assert _read(path)[0] == HEADER


def test_export_rows():
    path = export_csv(_entries(), DAY)
    rows = _read(path)[1:]
    assert rows == [["2025-11-21", "現金", "売上 (店頭)", "12000", ""],
                    ["2025-11-21", "売上高", "売上 (店頭)", "", "12000"]]


def test_export_name():
    assert export_csv([], DAY).name == "ledger-2025-11-21.csv"
