from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import Enum


class Status(str, Enum):
    BOOKED = "booked"
    CANCELLED = "cancelled"
    DONE = "done"


@dataclass
class Staff:
    id: int
    name: str
    hourly_rate: int


@dataclass
class Booking:
    """予約. start / end は UTC の aware datetime で持つ."""

    id: int
    staff_id: int
    customer_name: str
    start: datetime
    end: datetime
    price: int
    status: Status = Status.BOOKED
    note: str = ""

    @property
    def minutes(self) -> int:
        return int((self.end - self.start).total_seconds() // 60)

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "staff_id": self.staff_id,
            "customer_name": self.customer_name,
            "start": self.start.isoformat(),
            "end": self.end.isoformat(),
            "price": self.price,
            "status": self.status.value,
            "note": self.note,
        }
