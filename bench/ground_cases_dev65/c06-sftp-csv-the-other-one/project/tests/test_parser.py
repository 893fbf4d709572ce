from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from feeds.parser import FeedError, parse

FIX = Path(__file__).parent / "fixtures"


def test_v1_file():
    rows = parse(str(FIX / "orders_v1.csv"))
    assert len(rows) == 3
    assert rows[0].order_date == date(2025, 10, 30)
    assert rows[1].amount == Decimal("56.50")


def test_unknown_status(tmp_path):
    f = tmp_path / "bad.csv"
    f.write_text("h\nHT1,2025-10-30,1.00,CNY,LOST,SKU-1\n")
    with pytest.raises(FeedError, match="unknown status"):
        parse(str(f))


def test_blank_lines_are_skipped(tmp_path):
    f = tmp_path / "blank.csv"
    f.write_text("h\nHT1,2025-10-30,1.00,CNY,SHIPPED,SKU-1\n\n")
    assert len(parse(str(f))) == 1


def test_v2_file():
    rows = parse(str(FIX / "orders_v2.csv"))
    assert rows[0].order_date == date(2025, 11, 3)
    assert rows[2].amount == Decimal("300.00")
    assert rows[2].status == "SHIPPED"
