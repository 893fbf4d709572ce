from datetime import datetime, timezone
from decimal import Decimal

import pytest

from zaiko_sync.mapping import changed_since, parse_price, parse_qty, read_rows, to_sku

HEADER = "商品コード,在庫数,単価,更新日時\n"


def test_to_sku_prefix():
    assert to_sku(" ab-12 ") == "WH-AB-12"


def test_to_sku_keeps_leading_zeros():
    assert to_sku("00123") == "WH-00123"
    assert to_sku("00123") != to_sku("123")


def test_parse_qty_blank_is_zero():
    assert parse_qty("") == 0
    assert parse_qty(" ") == 0


def test_parse_qty_thousands_separator():
    assert parse_qty("1,200") == 1200


def test_parse_price_yen():
    assert parse_price("¥1,980") == Decimal("1980.0")


def test_missing_column():
    with pytest.raises(ValueError, match="更新日時"):
        list(read_rows(["商品コード,在庫数,単価\n", "A1,3,100\n"]))


def test_changed_since_filters_old_rows():
    lines = [HEADER, "A1,3,100,2024/01/01 10:00\n", "A2,5,200,2030/01/01 10:00\n"]
    items = list(changed_since(lines, datetime(2025, 1, 1, tzinfo=timezone.utc)))
    assert [i.sku for i in items] == ["WH-A2"]
