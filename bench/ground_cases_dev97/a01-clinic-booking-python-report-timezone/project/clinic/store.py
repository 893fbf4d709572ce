from __future__ import annotations

import sqlite3
from datetime import datetime, timezone
from pathlib import Path

from clinic.models import Booking, BookingIn, Status

SCHEMA = """
create table if not exists bookings (
    id integer primary key autoincrement,
    patient_id integer not null,
    provider text not null,
    starts_at text not null,
    minutes integer not null,
    status text not null default 'booked',
    note text
);
create index if not exists bookings_starts_at on bookings(starts_at);
"""


def _to_row(value: datetime) -> str:
    return value.astimezone(timezone.utc).isoformat(timespec="seconds")


def _from_row(row: sqlite3.Row) -> Booking:
    return Booking(
        id=row["id"],
        patient_id=row["patient_id"],
        provider=row["provider"],
        starts_at=datetime.fromisoformat(row["starts_at"]),
        minutes=row["minutes"],
        status=Status(row["status"]),
        note=row["note"],
    )


class BookingStore:
    def __init__(self, path: Path | str) -> None:
        self.db = sqlite3.connect(str(path), check_same_thread=False)
        self.db.row_factory = sqlite3.Row
        self.db.executescript(SCHEMA)

    def create(self, data: BookingIn) -> Booking:
        cur = self.db.execute(
            "insert into bookings (patient_id, provider, starts_at, minutes, note) values (?, ?, ?, ?, ?)",
            (data.patient_id, data.provider, _to_row(data.starts_at), data.minutes, data.note),
        )
        self.db.commit()
        return self.get(cur.lastrowid)

    def get(self, booking_id: int) -> Booking | None:
        row = self.db.execute("select * from bookings where id = ?", (booking_id,)).fetchone()
        return _from_row(row) if row else None

    def list(self, limit: int, offset: int = 0) -> list[Booking]:
        rows = self.db.execute(
            "select * from bookings order by starts_at limit ? offset ?", (limit, offset)
        ).fetchall()
        return [_from_row(r) for r in rows]

    def between(self, start: datetime, end: datetime) -> list[Booking]:
        rows = self.db.execute(
            "select * from bookings where starts_at >= ? and starts_at < ? order by starts_at",
            (_to_row(start), _to_row(end)),
        ).fetchall()
        return [_from_row(r) for r in rows]

    def set_status(self, booking_id: int, status: Status, note: str | None = None) -> None:
        if note is None:
            self.db.execute("update bookings set status = ? where id = ?", (status.value, booking_id))
        else:
            self.db.execute(
                "update bookings set status = ?, note = ? where id = ?", (status.value, note, booking_id)
            )
        self.db.commit()
