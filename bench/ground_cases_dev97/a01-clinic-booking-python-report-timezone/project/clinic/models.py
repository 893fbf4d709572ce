from __future__ import annotations

from datetime import datetime
from enum import Enum

from pydantic import BaseModel, Field, field_validator


class Status(str, Enum):
    booked = "booked"
    checked_in = "checked_in"
    cancelled = "cancelled"
    no_show = "no_show"


class BookingIn(BaseModel):
    patient_id: int
    provider: str = Field(min_length=1, max_length=80)
    starts_at: datetime
    minutes: int = Field(default=30, ge=10, le=120)
    note: str | None = Field(default=None, max_length=500)

    @field_validator("starts_at")
    @classmethod
    def must_be_aware(cls, value: datetime) -> datetime:
        if value.tzinfo is None:
            raise ValueError("starts_at needs a UTC offset")
        return value


class CancelRequest(BaseModel):
    reason: str | None = Field(default=None, max_length=200)


class Booking(BaseModel):
    id: int
    patient_id: int
    provider: str
    starts_at: datetime
    minutes: int
    status: Status = Status.booked
    note: str | None = None
