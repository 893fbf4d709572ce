import csv
import io
from datetime import date

from django.utils import timezone

from shifts.services import shifts_on

HEADER = ["スタッフコード", "氏名", "開始", "終了", "休憩(分)", "実働(分)"]


def _fmt(dt) -> str:
    return timezone.localtime(dt).strftime("%Y-%m-%d %H:%M")


def shifts_csv(day: date, store: str) -> str:
    """CSV of one day's shifts for the store manager (opened in Excel)."""
    buf = io.StringIO()
    buf.write("\ufeff")
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(HEADER)
    for shift in shifts_on(day, store):
        writer.writerow([
            shift.staff.code,
            shift.staff.name or "-",
            _fmt(shift.start),
            _fmt(shift.end),
            shift.break_minutes,
            shift.worked_minutes,
        ])
    return buf.getvalue()


def filename(day: date, store: str) -> str:
    return f"shifts_{store}_{day:%Y%m%d}.csv"
