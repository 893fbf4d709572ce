from pathlib import Path

from exporter.core import to_core_row, write_core_csv
from exporter.sales import write_sales_csv

CUSTOMER = {
    "code": "C0001023", "name": "株式会社みどり商事", "kana": "カブシキガイシャミドリショウジ",
    "pref": "東京都", "city": "千代田区", "street": "神田1-2-3", "phone": "03-1234-5678",
}


def test_core_row_widths():
    row = to_core_row(CUSTOMER)
    assert row[0] == "C0001023"
    assert len(row) == 5


def test_core_csv_is_shift_jis(tmp_path: Path):
    path = tmp_path / "core.csv"
    write_core_csv(path, [CUSTOMER])
    assert path.read_bytes().decode("shift_jis").startswith("C0001023,")


def test_sales_csv_roundtrip(tmp_path: Path):
    path = tmp_path / "sales.csv"
    assert write_sales_csv(path, [CUSTOMER]) == 1
    assert "みどり商事" in path.read_text(encoding="utf-8-sig")


def test_core_row_clips_long_names():
    long_name = dict(CUSTOMER, name="株式会社" + "あ" * 50)
    assert len(to_core_row(long_name)[1]) == 40
