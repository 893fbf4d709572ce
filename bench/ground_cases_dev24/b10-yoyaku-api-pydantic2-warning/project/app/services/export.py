"""予約一覧の CSV エクスポート（総務向け）。"""
import csv
import io
from collections.abc import Iterable

from app.schemas.reservation import ReservationOut

COLUMNS = ["id", "room_id", "title", "start_at", "end_at", "owner_id", "attendees"]


def _row(r: ReservationOut) -> dict:
    data = r.dict()
    data["start_at"] = r.start_at.strftime("%Y-%m-%d %H:%M")
    data["end_at"] = r.end_at.strftime("%Y-%m-%d %H:%M")
    data["attendees"] = " ".join(str(a) for a in r.attendees)
    return data


def reservations_to_csv(reservations: Iterable[ReservationOut]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    for r in reservations:
        writer.writerow(_row(r))
    return buf.getvalue()


def total_minutes(reservations: Iterable[ReservationOut]) -> int:
    return sum(r.minutes for r in reservations)
