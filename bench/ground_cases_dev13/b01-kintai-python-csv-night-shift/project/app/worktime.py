"""Working-time math for timesheets: shift length, night work (22:00-05:00), overtime."""
from __future__ import annotations

from datetime import datetime, time, timedelta

from app.models import WorkDay

NIGHT_START = time(22, 0)
NIGHT_END = time(5, 0)
LEGAL_DAILY_MINUTES = 8 * 60


def shift_bounds(day: WorkDay) -> tuple[datetime, datetime]:
    """Start and end of the shift; a clock-out earlier than the clock-in is on the next day."""
    start = datetime.combine(day.work_date, day.clock_in)
    end = datetime.combine(day.work_date, day.clock_out)
    if end <= start:
        end += timedelta(days=1)
    return start, end


def shift_minutes(start: datetime, end: datetime, break_minutes: int) -> int:
    minutes = int((end - start).total_seconds() // 60) - break_minutes
    if minutes < 0:
        raise ValueError(f"negative duration: {minutes} min")
    return minutes


def night_minutes(start: datetime, end: datetime) -> int:
    """Minutes of the shift between 22:00 and 05:00 (深夜労働), over any number of days."""
    total = 0
    day = start.date() - timedelta(days=1)
    while datetime.combine(day, NIGHT_START) < end:
        night_from = datetime.combine(day, NIGHT_START)
        night_to = datetime.combine(day + timedelta(days=1), NIGHT_END)
        overlap = min(end, night_to) - max(start, night_from)
        if overlap > timedelta(0):
            total += int(overlap.total_seconds() // 60)
        day += timedelta(days=1)
    return total


def overtime_minutes(worked: int) -> int:
    return max(0, worked - LEGAL_DAILY_MINUTES)


def summarize(day: WorkDay) -> dict[str, int]:
    start, end = shift_bounds(day)
    worked = shift_minutes(start, end, day.break_minutes)
    return {"worked": worked, "night": night_minutes(start, end), "overtime": overtime_minutes(worked)}
