from __future__ import annotations

import csv
import io
from datetime import datetime
from zoneinfo import ZoneInfo

from app.slots import Booking

COLUMNS = ["id", "court", "member", "date", "time", "status"]


def _local(booking: Booking, tz: ZoneInfo) -> datetime:
    return datetime.fromtimestamp(booking.starts_at, tz)


def booking_rows(bookings: list[Booking], tz: ZoneInfo) -> list[list[str]]:
    rows = []
    for b in sorted(bookings, key=lambda b: b.starts_at):
        if b.status == "cancelled":
            continue
        local = _local(b, tz)
        rows.append([str(b.id), b.court, b.member, local.strftime("%Y-%m-%d"), local.strftime("%H:%M"), b.status])
    return rows


def to_csv(bookings: list[Booking], tz: ZoneInfo) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows(booking_rows(bookings, tz))
    return buf.getvalue()


def filename(club: dict, today: datetime) -> str:
    slug = club["name"].lower().replace(" ", "-")
    return f"{slug}-bookings-{today:%Y-%m}.csv"
