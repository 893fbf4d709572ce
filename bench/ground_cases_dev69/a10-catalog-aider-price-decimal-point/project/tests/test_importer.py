from datetime import date
from decimal import Decimal

import pytest
from openpyxl import Workbook

from catalog_import.importer import import_products, parse_date, parse_price, row_to_product


def make_xlsx(tmp_path, rows):
    wb = Workbook()
    ws = wb.active
    ws.append(["SKU", "Description", "Price", "Currency", "Valid from"])
    for row in rows:
        ws.append(row)
    path = tmp_path / "list.xlsx"
    wb.save(path)
    return path


def test_parse_price_numbers():
    assert parse_price(12.5) == Decimal("12.50")
    assert parse_price(3) == Decimal("3.00")


def test_parse_price_german_text():
    assert parse_price("1.234,50") == Decimal("1234.50")
    assert parse_price("12,50 €") == Decimal("12.50")


@pytest.mark.parametrize(
    "value, expected",
    [
        (45962, date(2025, 11, 1)),
        (45962.0, date(2025, 11, 1)),
        ("01.11.2025", date(2025, 11, 1)),
        ("2025-11-01", date(2025, 11, 1)),
        (None, None),
        ("", None),
    ],
)
def test_parse_date(value, expected):
    assert parse_date(value) == expected


def test_parse_date_rejects_garbage():
    with pytest.raises(ValueError):
        parse_date("next tuesday")


def test_row_to_product():
    product = row_to_product(["A-100", "Hex bolt M8", 0.42, "eur", date(2025, 11, 1)])
    assert product.currency == "EUR"
    assert product.valid_from == date(2025, 11, 1)


def test_blank_rows_are_skipped(tmp_path):
    path = make_xlsx(tmp_path, [["A-1", "ok", 1, "EUR", None], [None, None, None, None, None], ["", " ", None, None, None]])
    products, errors = import_products(path)
    assert len(products) == 1
    assert errors == []


def test_bad_rows_are_reported(tmp_path):
    path = make_xlsx(tmp_path, [["A-1", "ok", 1, "EUR", None], ["A-2", "bad", 1, "XXX", None]])
    products, errors = import_products(path)
    assert [p.sku for p in products] == ["A-1"]
    assert errors[0].row == 3
