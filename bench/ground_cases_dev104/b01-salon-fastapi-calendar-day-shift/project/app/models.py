from __future__ import annotations

from datetime import datetime, timedelta

from pydantic import BaseModel, Field, field_validator


class BookingIn(BaseModel):
    customer: str = Field(min_length=1, max_length=80)
    staff_id: int
    start: datetime
    minutes: int = 30
    note: str | None = Field(default=None, max_length=200)

    @field_validator("start")
    @classmethod
    def must_be_aware(cls, value: datetime) -> datetime:
        if value.tzinfo is None:
            raise ValueError("start must include a UTC offset")
        return value


class Booking(BookingIn):
    id: int

    @property
    def end(self) -> datetime:
        return self.start + timedelta(minutes=self.minutes)


class DaySchedule(BaseModel):
    day: str
    bookings: list[Booking]

    @property
    def count(self) -> int:
        return len(self.bookings)
