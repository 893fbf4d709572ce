from datetime import date
from decimal import Decimal
from pathlib import Path

from stocksync.parse import parse_date, parse_price, read_feed

FIXTURES = Path(__file__).parent / "fixtures"


def test_reads_sample():
    rows = read_feed(FIXTURES / "brightline_sample.csv")
    assert [r.sku for r in rows] == ["BW-10021", "BW-10022", "BW-20410", "BW-30007"]


def test_price_with_thousands_separator():
    assert parse_price("1,249.00") == Decimal("1249.00")


def test_restock_date():
    assert parse_date("02/12/2025") == date(2025, 12, 2)
    assert parse_date("2025-12-02") == date(2025, 12, 2)
    assert parse_date("") is None


def test_status_x_is_unavailable():
    rows = {r.sku: r for r in read_feed(FIXTURES / "brightline_sample.csv")}
    assert rows["BW-30007"].available is False
    assert rows["BW-10021"].available is True


def test_skips_rows_without_article_no(tmp_path):
    feed = tmp_path / "stock.csv"
    feed.write_text("article_no,ean,qty_on_hand,net_price,status,next_delivery
,123,1,1.00,A,
")
    assert read_feed(feed) == []
