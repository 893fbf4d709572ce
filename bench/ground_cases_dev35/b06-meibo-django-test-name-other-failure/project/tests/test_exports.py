from datetime import date

import pytest

from members.exports import HEADER, export_filename, export_members_csv
from members.models import Member


def make(number, name, kana, **kw):
    return Member(number=number, name=name, name_kana=kana, email=kw.get("email", ""),
                  phone=kw.get("phone"), joined_on=kw.get("joined_on", date(2020, 4, 1)),
                  kind=kw.get("kind", Member.Kind.REGULAR))


def decode(data: bytes) -> list[list[str]]:
    text = data.decode("utf-8-sig")
    return [line.split(",") for line in text.split("\r\n") if line]


def test_export_csv_has_bom():
    data = export_members_csv([make("00000001", "山田太郎", "ヤマダタロウ")])
    assert data.startswith(b"\xef\xbb\xbf")


def test_export_uses_crlf():
    data = export_members_csv([make("00000001", "山田太郎", "ヤマダタロウ")])
    assert b"\r\n" in data and b"\n\n" not in data


def test_export_header():
    rows = decode(export_members_csv([]))
    assert rows[0] == HEADER


def test_export_sorted_by_kana():
    members = [
        make("00000003", "渡辺花子", "ワタナベハナコ"),
        make("00000001", "伊藤一郎", "イトウイチロウ"),
        make("00000002", "阿部次郎", "アベジロウ"),
    ]
    rows = decode(export_members_csv(members))
    assert [r[2] for r in rows[1:]] == ["アベジロウ", "イトウイチロウ", "ワタナベハナコ"]


@pytest.mark.parametrize("today, expected", [(date(2025, 4, 1), "members_20250401.csv")])
def test_export_filename(today, expected):
    assert export_filename(today) == expected
