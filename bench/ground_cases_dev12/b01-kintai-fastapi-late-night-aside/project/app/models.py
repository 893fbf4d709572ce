"""勤怠まわりのモデル。"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pydantic import BaseModel


@dataclass(frozen=True)
class AttendanceRecord:
    """1 日分の打刻 (DB の attendance テーブル 1 行)。"""

    employee_id: str
    work_date: date
    clock_in: datetime
    clock_out: datetime
    break_minutes: int = 60


class DailyResult(BaseModel):
    work_date: date
    worked_minutes: int
    overtime_minutes: int
    late_night_minutes: int


class MonthlySummary(BaseModel):
    employee_id: str
    month: str
    days_worked: int
    total_worked_minutes: int
    total_overtime_minutes: int
    total_overtime_hours: float
    total_late_night_minutes: int


class ClockRequest(BaseModel):
    employee_id: str
    at: datetime | None = None
