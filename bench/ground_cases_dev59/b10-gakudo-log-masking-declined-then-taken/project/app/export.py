"""月末に市へ提出する出席簿のCSV。"""
from __future__ import annotations

import csv
import io
from datetime import date

from app.repo import taps_between

COLUMNS = ["date", "child_id", "name", "grade", "in_at", "out_at"]
HEADERS = {"date": "日付", "child_id": "児童ID", "name": "氏名", "grade": "学年", "in_at": "入室", "out_at": "退室"}


def monthly_csv(year: int, month: int) -> str:
    start = date(year, month, 1)
    end = date(year + (month == 12), month % 12 + 1, 1)
    days: dict[tuple[date, int], dict] = {}
    for tap in taps_between(start, end):
        key = (tap.at.date(), tap.child.id)
        row = days.setdefault(key, {
            "date": tap.at.date().isoformat(),
            "child_id": tap.child.id,
            "name": tap.child.full_name,
            "grade": tap.child.grade,
            "in_at": "",
            "out_at": "",
        })
        field = "in_at" if tap.direction.value == "in" else "out_at"
        row[field] = tap.at.strftime("%H:%M")
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS)
    writer.writerow(HEADERS)  # 市の様式に合わせて日本語の見出し
    for key in sorted(days):
        writer.writerow(days[key])
    return buf.getvalue()
