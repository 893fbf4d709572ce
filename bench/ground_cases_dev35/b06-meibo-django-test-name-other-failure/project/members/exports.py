"""会員名簿の CSV エクスポート。

事務局は Excel で開くので、BOM 付き UTF-8・CRLF で出す(Shift_JIS だと旧字体の氏名が化ける)。
"""
from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from datetime import date

from members.models import Member

HEADER = ["会員番号", "氏名", "フリガナ", "メールアドレス", "電話番号", "入会日", "会員種別"]


def _row(m: Member) -> list[str]:
    return [
        m.number,
        m.name,
        m.name_kana,
        m.email,
        m.phone or "",
        m.joined_on.strftime("%Y/%m/%d"),
        m.get_kind_display(),
    ]


def export_members_csv(members: Iterable[Member]) -> bytes:
    """フリガナ順(同じなら会員番号順)の CSV をバイト列で返す。"""
    buf = io.StringIO(newline="")
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(HEADER)
    for m in sorted(members, key=lambda m: (m.name_kana, m.number)):
        writer.writerow(_row(m))
    return buf.getvalue().encode("utf-8")


def export_filename(today: date) -> str:
    return f"members_{today:%Y%m%d}.csv"
