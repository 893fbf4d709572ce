from datetime import date
from pathlib import Path

from export.build_csv import COLUMNS, mask_phone, write_csv


def test_mask_phone():
    assert mask_phone("13812345678") == "138****5678"
    assert mask_phone("0571-8888") == "0571-8888"


def test_write_csv_is_gbk_crlf(tmp_path: Path):
    path = tmp_path / "out.csv"
    rows = [("SO250714001", date(2025, 7, 14), "张三", "13812345678", "浙江", "杭州", "西湖区文三路 1 号", 1.5, 2, "HZ-0031")]
    assert write_csv(rows, path) == 1
    raw = path.read_bytes()
    assert raw.endswith(b"\r\n")
    text = raw.decode("gbk")
    assert text.splitlines()[0] == ",".join(COLUMNS)
    assert "138****5678" in text
    assert "1.50" in text


def test_write_csv_replaces_unencodable(tmp_path: Path):
    path = tmp_path / "emoji.csv"
    rows = [("SO250714002", date(2025, 7, 14), "李四😀", "13900000000", "浙江", "杭州", "滨江区", 0.4, 1, None)]
    write_csv(rows, path)
    assert "李四?" in path.read_bytes().decode("gbk")


def test_write_csv_empty_day(tmp_path: Path):
    path = tmp_path / "empty.csv"
    assert write_csv([], path) == 0
    assert path.read_bytes().decode("gbk").splitlines() == [",".join(COLUMNS)]
