from __future__ import annotations

from dataclasses import dataclass
from datetime import date, time

from pydantic import BaseModel, Field


@dataclass(frozen=True)
class WorkDay:
    """One clock-in/clock-out pair as stored. clock_out may be earlier than clock_in
    for a night shift: it is then on the next calendar day."""

    punch_id: int
    employee_id: int
    work_date: date
    clock_in: time
    clock_out: time
    break_minutes: int = 60


class PunchIn(BaseModel):
    employee_id: int = Field(gt=0)
    work_date: date
    clock_in: time
    clock_out: time
    break_minutes: int = Field(default=60, ge=0, le=240)

    def to_day(self, punch_id: int) -> WorkDay:
        return WorkDay(punch_id, self.employee_id, self.work_date, self.clock_in, self.clock_out,
                       self.break_minutes)


class DaySummary(BaseModel):
    work_date: date
    worked: int
    night: int
    overtime: int
