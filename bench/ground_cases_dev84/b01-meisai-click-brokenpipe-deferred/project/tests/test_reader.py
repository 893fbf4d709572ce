from datetime import date
from pathlib import Path

from meisai.reader import read_statement

SAMPLE = "日付,摘要,金額\n2024/04/01,セブンイレブン,480\n2024/04/02,JR東日本,\"1,200\"\n2024/04/03,振込手数料,\n"


def test_reads_basic_csv(tmp_path: Path) -> None:
    p = tmp_path / "a.csv"
    p.write_text(SAMPLE, encoding="utf-8")
    entries = read_statement(p)
    assert [e.amount for e in entries] == [480, 1200]
    assert entries[0].date == date(2024, 4, 1)


def test_alternative_column_names(tmp_path: Path) -> None:
    p = tmp_path / "card.csv"
    p.write_text("利用日,利用店名,利用金額\n2024-05-10,AMAZON.CO.JP,3980\n", encoding="utf-8")
    (e,) = read_statement(p)
    assert e.description == "AMAZON.CO.JP"
    assert e.amount == 3980


def test_reads_shift_jis(tmp_path: Path) -> None:
    p = tmp_path / "sjis.csv"
    p.write_bytes(SAMPLE.encode("cp932"))
    assert [e.description for e in read_statement(p)] == ["セブンイレブン", "JR東日本"]


def test_skips_rows_without_amount(tmp_path: Path) -> None:
    p = tmp_path / "b.csv"
    p.write_text(SAMPLE, encoding="utf-8")
    assert all(e.description != "振込手数料" for e in read_statement(p))
