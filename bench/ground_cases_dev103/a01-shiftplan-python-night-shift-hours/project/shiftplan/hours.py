"""Turn raw clock-in/clock-out rows into paid hours per person and week."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

WEEKLY_LIMIT = 40.0
UNPAID_BREAK_MIN = 30
BREAK_AFTER_HOURS = 6.0


@dataclass(frozen=True)
class Shift:
    person: str
    day: date
    start: time
    end: time


def shift_hours(shift: Shift) -> float:
    start = datetime.combine(shift.day, shift.start)
    end = datetime.combine(shift.day, shift.end)
    hours = (end - start).total_seconds() / 3600
    if hours > BREAK_AFTER_HOURS:
        hours -= UNPAID_BREAK_MIN / 60
    return round(hours, 2)


def week_of(day: date) -> date:
    """Monday of the ISO week that ``day`` falls in."""
    return day - timedelta(days=day.weekday())


def daily_totals(shifts: list[Shift]) -> dict[tuple[str, date], float]:
    totals: dict[tuple[str, date], float] = {}
    for s in shifts:
        key = (s.person, s.day)
        hours = shift_hours(s)
        if key in totals and totals[key] + hours > BREAK_AFTER_HOURS:
            hours -= UNPAID_BREAK_MIN / 60
        totals[key] = totals.get(key, 0.0) + hours
    return totals


def weekly_report(shifts: list[Shift]) -> list[dict]:
    weeks: dict[tuple[str, date], float] = {}
    for (person, day), hours in daily_totals(shifts).items():
        key = (person, week_of(day))
        weeks[key] = weeks.get(key, 0.0) + hours
    rows = []
    for (person, week), total in sorted(weeks.items()):
        rows.append({
            "person": person,
            "week": week.isoformat(),
            "total_hours": round(total, 2),
            "overtime": round(max(0.0, total - WEEKLY_LIMIT), 2),
        })
    return rows
