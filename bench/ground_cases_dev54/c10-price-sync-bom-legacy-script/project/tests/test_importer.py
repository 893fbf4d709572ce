from decimal import Decimal

from price_sync import importer


def test_parse_price_plain():
    assert importer.parse_price("12.50") == Decimal("12.50")


def test_parse_price_thousands():
    assert importer.parse_price("1,299.00") == Decimal("1299.00")


def test_parse_price_rejects_zero_and_text():
    assert importer.parse_price("0") is None
    assert importer.parse_price("N/A") is None


def test_read_rows_numbers_lines(tmp_path):
    p = tmp_path / "acme_20250601.csv"
    p.write_text("sku,price\nA-1,10\nA-2,11\n", encoding="utf-8")
    rows = list(importer.read_rows(p))
    assert [n for n, _ in rows] == [2, 3]
    assert rows[0][1]["sku"] == "A-1"


def test_read_rows_handles_utf8_bom(tmp_path):
    p = tmp_path / "hengtai_20250701.csv"
    p.write_bytes("\ufeffsku,price,name\r\nHT-0012,39.90,螺丝\r\n".encode("utf-8"))
    rows = list(importer.read_rows(p))
    assert rows[0][1]["sku"] == "HT-0012"
    assert rows[0][1]["name"] == "螺丝"
