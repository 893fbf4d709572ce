from pathlib import Path

import pytest

from custimport.reader import ReaderError, read_customers

HEADER = "customer_code,name,name_kana,zip,address,phone,credit_limit,opened_on\n"


def test_reads_utf8(tmp_path: Path):
    p = tmp_path / "c.csv"
    p.write_text(HEADER + "C001,山田商事,ヤマダ,1500001,東京都,0312345678,1000,2020/04/01\n", encoding="utf-8")
    df = read_customers(p)
    assert df.loc[0, "name"] == "山田商事"


def test_keeps_leading_zero_in_zip(tmp_path: Path):
    p = tmp_path / "c.csv"
    p.write_text(HEADER + "C001,山田商事,ヤマダ,0600001,札幌市,0112345678,1000,2020/04/01\n", encoding="utf-8")
    assert read_customers(p).loc[0, "zip"] == "0600001"


def test_reads_cp932_from_excel(tmp_path: Path):
    p = tmp_path / "c.csv"
    p.write_bytes((HEADER + "C002,北村電機,キタムラデンキ,4600002,名古屋市,0521234567,2000,2021/10/01\n").encode("cp932"))
    assert read_customers(p).loc[0, "name"] == "北村電機"


def test_missing_column(tmp_path: Path):
    p = tmp_path / "c.csv"
    p.write_text("customer_code,name\nC001,x\n", encoding="utf-8")
    with pytest.raises(ReaderError):
        read_customers(p)
