from datetime import date
from decimal import Decimal

import pytest

from importer.rows import RowError, parse_row, read_entries


def test_parse_row_strips_and_parses():
    e = parse_row(2, {"date": " 2025-02-03", "account": " 4000 ", "description": "Coffee ", "amount": "-3.50"})
    assert e.booked_on == date(2025, 2, 3)
    assert e.account == "4000"
    assert e.amount == Decimal("-3.50")


def test_thousands_separator():
    assert parse_row(2, {"date": "2025-02-03", "account": "1", "amount": "1,250.00"}).amount == Decimal("1250.00")


def test_bad_amount_names_line():
    with pytest.raises(RowError, match="line 7"):
        parse_row(7, {"date": "2025-02-03", "account": "1", "amount": "abc"})


def test_bad_date_names_line():
    with pytest.raises(RowError, match="line 3: bad date"):
        parse_row(3, {"date": "03/02/2025", "account": "1", "amount": "1.00"})


def test_load_rows_reads_bom_file(tmp_path):
    f = tmp_path / "x.csv"
    f.write_text("\ufeffdate,account,description,amount\n2025-01-01,1,a,1.00\n2025-01-02,1,b,2.00\n", encoding="utf-8")
    assert [e.amount for e in read_entries(f)] == [Decimal("1.00"), Decimal("2.00")]
