from datetime import date

from digest.queries import StoreDay
from digest.report import build_blocks, change_label


def test_change_label_up():
    assert change_label(112_300, 100_000) == "前週比 +12.3%"


def test_change_label_down():
    assert change_label(90_000, 100_000) == "前週比 -10.0%"


def test_change_label_without_last_week():
    assert change_label(50_000, 0) == "前週比 -"
    assert change_label(50_000, None) == "前週比 -"


def test_blocks_show_total_and_change():
    rows = [StoreDay("S01", "渋谷店", 80_000, 12), StoreDay("S02", "新宿店", 40_000, 7)]
    blocks = build_blocks(date(2025, 11, 7), rows, 100_000)
    assert blocks[0]["text"]["text"] == "11/7(金) の売上"
    assert "¥120,000" in blocks[1]["text"]["text"]
    assert "前週比 +20.0%" in blocks[1]["text"]["text"]


def test_blocks_without_orders():
    blocks = build_blocks(date(2025, 11, 8), [], None)
    assert blocks[-1]["text"]["text"] == "注文なし"
    assert "前週比 -" in blocks[1]["text"]["text"]
