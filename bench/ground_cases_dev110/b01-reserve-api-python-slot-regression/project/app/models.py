from __future__ import annotations

from datetime import date, datetime, time
from zoneinfo import ZoneInfo

from pydantic import BaseModel, Field

JST = ZoneInfo("Asia/Tokyo")


class Store(BaseModel):
    id: int
    name: str
    opens: time = time(10, 0)
    closes: time = time(18, 0)
    lunch_start: time | None = time(12, 0)
    lunch_end: time | None = time(13, 0)
    tz: str = "Asia/Tokyo"
    slot_minutes: int = 30

    def zone(self) -> ZoneInfo:
        return ZoneInfo(self.tz)


class Slot(BaseModel):
    start: datetime
    end: datetime
    available: bool = True


class BookingIn(BaseModel):
    store_id: int
    start: datetime
    name: str = Field(min_length=1, max_length=80)
    phone: str = Field(pattern=r"^[0-9-]{10,13}$")


class DayQuery(BaseModel):
    store_id: int
    day: date
