"""勤怠の集計ロジック。"""
from __future__ import annotations

from datetime import date, datetime, time, timedelta

from attendance.models import Employee, TimeEntry

STANDARD_DAILY_MINUTES = 8 * 60
MONTHLY_OVERTIME_LIMIT_MINUTES = 45 * 60  # 36協定の原則の上限
NIGHT_START = time(22, 0)
NIGHT_END = time(5, 0)


def calc_worked_minutes(entry: TimeEntry) -> int:
    """実労働時間 (分)。休憩を引く。"""
    start = datetime.combine(entry.work_date, entry.clock_in)
    end = datetime.combine(entry.work_date, entry.clock_out)
    minutes = int((end - start).total_seconds() // 60) - entry.break_minutes
    return max(minutes, 0)


def night_minutes(entry: TimeEntry) -> int:
    """深夜帯 (22:00-翌5:00) に働いた分数。休憩は考慮しない。"""
    start = datetime.combine(entry.work_date, entry.clock_in)
    end = datetime.combine(entry.work_date, entry.clock_out)
    if end <= start:
        end += timedelta(days=1)
    total = 0
    day = entry.work_date - timedelta(days=1)
    for _ in range(3):
        night_from = datetime.combine(day, NIGHT_START)
        night_to = datetime.combine(day + timedelta(days=1), NIGHT_END)
        overlap = min(end, night_to) - max(start, night_from)
        total += max(int(overlap.total_seconds() // 60), 0)
        day += timedelta(days=1)
    return total


def monthly_summary(employee: Employee, year: int, month: int) -> dict:
    first = date(year, month, 1)
    last = (first + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    entries = TimeEntry.objects.filter(employee=employee, work_date__range=(first, last))
    worked = overtime = night = days = 0
    for entry in entries:
        minutes = calc_worked_minutes(entry)
        worked += minutes
        overtime += max(minutes - STANDARD_DAILY_MINUTES, 0)
        night += night_minutes(entry)
        days += 1
    return {
        "employee": employee.code,
        "name": employee.name,
        "days": days,
        "worked_minutes": worked,
        "overtime_minutes": overtime,
        "night_minutes": night,
        "over_limit": overtime > MONTHLY_OVERTIME_LIMIT_MINUTES,
    }
