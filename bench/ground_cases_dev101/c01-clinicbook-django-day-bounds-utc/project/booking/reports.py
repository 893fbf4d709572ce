"""Numbers for the weekly operations meeting."""
from __future__ import annotations

import csv
from datetime import date
from io import StringIO

from booking.models import Appointment
from booking.services.schedule import appointments_on
from booking.timeutils import week_days

CSV_HEADERS = ["日期", "预约数", "取消数", "爽约率"]


def no_show_rate(day: date) -> float:
    """Share of the day's appointments where the patient did not come."""
    appts = appointments_on(day)
    done = appts.filter(status__in=[Appointment.Status.ARRIVED, Appointment.Status.NO_SHOW])
    total = done.count()
    if total == 0:
        return 0.0
    return done.filter(status=Appointment.Status.NO_SHOW).count() / total


def weekly_summary(anchor: date) -> list[dict]:
    rows = []
    for day in week_days(anchor):
        appts = appointments_on(day)
        rows.append({
            "date": day.isoformat(),
            "booked": appts.exclude(status=Appointment.Status.CANCELLED).count(),
            "cancelled": appts.filter(status=Appointment.Status.CANCELLED).count(),
            "no_show_rate": round(no_show_rate(day), 3),
        })
    return rows


def export_csv(anchor: date) -> str:
    buf = StringIO()
    buf.write("\ufeff")  # Excel 需要 BOM 才会按 UTF-8 打开
    fields = ["date", "booked", "cancelled", "no_show_rate"]
    writer = csv.DictWriter(buf, fieldnames=fields)
    writer.writerow(dict(zip(fields, CSV_HEADERS)))
    for row in weekly_summary(anchor):
        writer.writerow(row)
    return buf.getvalue()
