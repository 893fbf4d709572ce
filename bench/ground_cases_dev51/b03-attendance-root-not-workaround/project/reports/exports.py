"""CSV exports of the attendance summaries."""
from __future__ import annotations

import csv
import io
from collections.abc import Iterable

from attendance.models import Punch
from reports.services import DailySummary

SUMMARY_HEADER = ["日付", "出勤", "欠勤", "遅刻", "残業(分)"]
PUNCH_HEADER = ["日付", "氏名", "部署", "種別", "打刻時刻", "遅刻"]
BOM = "\ufeff"


def summaries_csv(rows: Iterable[DailySummary]) -> str:
    buf = io.StringIO()
    buf.write(BOM)
    writer = csv.writer(buf)
    writer.writerow(SUMMARY_HEADER)
    for s in rows:
        writer.writerow([s.day.isoformat(), s.present, s.absent, s.late, s.overtime_minutes])
    return buf.getvalue()


def punches_csv(punches: Iterable[Punch]) -> str:
    buf = io.StringIO()
    buf.write(BOM)
    writer = csv.writer(buf)
    writer.writerow(PUNCH_HEADER)
    for p in punches:
        writer.writerow([
            p.work_date.isoformat(),
            p.employee.name,
            p.employee.department,
            p.kind,
            p.at.isoformat(timespec="minutes"),
            "yes" if p.late else "",
        ])
    return buf.getvalue()
