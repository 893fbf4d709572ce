from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from pydantic import BaseModel, Field


class BookingIn(BaseModel):
    resource_id: int = Field(gt=0, description="technician or room id")
    start: datetime
    duration_minutes: int = Field(default=60, ge=30, le=240, multiple_of=30)
    note: str | None = Field(default=None, max_length=200)


class BookingOut(BaseModel):
    id: int
    resource_id: int
    start: datetime
    end: datetime
    status: str
    note: str


@dataclass
class Booking:
    id: int
    user_id: int
    resource_id: int
    start: datetime
    end: datetime
    status: str = "active"
    note: str = ""

    def out(self) -> BookingOut:
        return BookingOut(id=self.id, resource_id=self.resource_id, start=self.start, end=self.end,
                          status=self.status, note=self.note)
