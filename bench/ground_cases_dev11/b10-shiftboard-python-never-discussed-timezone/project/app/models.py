from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field, field_validator, model_validator


class Staff(BaseModel):
    id: int
    name: str
    slack_id: str | None = None


class ShiftIn(BaseModel):
    staff_id: int
    start: datetime
    end: datetime
    role: str = Field(default="hall", pattern="^(hall|kitchen|cashier)$")
    note: str = ""

    @field_validator("start", "end")
    @classmethod
    def must_be_aware(cls, v: datetime) -> datetime:
        if v.tzinfo is None:
            raise ValueError("timezone offset is required, e.g. 2025-10-24T09:00:00+09:00")
        return v

    @model_validator(mode="after")
    def end_after_start(self) -> ShiftIn:
        if self.end <= self.start:
            raise ValueError("end must be after start")
        return self


class Shift(ShiftIn):
    id: int
