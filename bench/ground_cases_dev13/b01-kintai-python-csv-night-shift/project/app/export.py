"""Monthly timesheet as CSV for payroll (opened in Excel, so UTF-8 with a BOM)."""
from __future__ import annotations

import csv
import io
from datetime import datetime

from app.models import WorkDay
from app.worktime import night_minutes, overtime_minutes, shift_minutes

HEADER = ["日付", "出勤", "退勤", "休憩(分)", "実働(分)", "深夜(分)", "残業(分)"]


def _row(day: WorkDay) -> list[str]:
    start = datetime.combine(day.work_date, day.clock_in)
    end = datetime.combine(day.work_date, day.clock_out)
    worked = shift_minutes(start, end, day.break_minutes)
    return [
        day.work_date.isoformat(),
        day.clock_in.strftime("%H:%M"),
        day.clock_out.strftime("%H:%M"),
        str(day.break_minutes),
        str(worked),
        str(night_minutes(start, end)),
        str(overtime_minutes(worked)),
    ]


def export_month(days: list[WorkDay]) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(HEADER)
    for day in sorted(days, key=lambda d: d.work_date):
        writer.writerow(_row(day))
    return ("\ufeff" + buf.getvalue()).encode("utf-8")


def filename(employee_id: int, month: str) -> str:
    return f"timesheet_{employee_id}_{month}.csv"
