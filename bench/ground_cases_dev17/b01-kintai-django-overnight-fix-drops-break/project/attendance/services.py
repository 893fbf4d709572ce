"""勤怠の集計ロジック。views と management command から使う。"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import time, timedelta

from django.utils import timezone

from attendance.models import Employee, TimeEntry

STANDARD_MINUTES = 8 * 60
NIGHT_START = time(22, 0)
NIGHT_END = time(5, 0)


@dataclass
class MonthlySummary:
    employee_id: int
    code: str
    name: str
    days: int
    worked_minutes: int
    overtime_minutes: int
    night_minutes: int


def calc_worked_minutes(entry: TimeEntry) -> int:
    # 日付をまたぐシフトに対応するため、時刻だけでなく datetime の差で計算する
    start = timezone.localtime(entry.clock_in)
    end = timezone.localtime(entry.clock_out)
    return int((end - start).total_seconds() // 60)


def calc_overtime(entry: TimeEntry) -> int:
    return max(calc_worked_minutes(entry) - STANDARD_MINUTES, 0)


def calc_night_minutes(entry: TimeEntry) -> int:
    start = timezone.localtime(entry.clock_in)
    end = timezone.localtime(entry.clock_out)
    total = 0
    cursor = start
    while cursor < end:
        t = cursor.time()
        if t >= NIGHT_START or t < NIGHT_END:
            total += 1
        cursor += timedelta(minutes=1)
    return total


def monthly_summary(employee: Employee, year: int, month: int) -> MonthlySummary:
    entries = TimeEntry.objects.filter(
        employee=employee, work_date__year=year, work_date__month=month, clock_out__isnull=False
    )
    worked = overtime = night = 0
    days = set()
    for e in entries:
        worked += calc_worked_minutes(e)
        overtime += calc_overtime(e)
        night += calc_night_minutes(e)
        days.add(e.work_date)
    return MonthlySummary(employee.id, employee.code, employee.name, len(days), worked, overtime, night)
