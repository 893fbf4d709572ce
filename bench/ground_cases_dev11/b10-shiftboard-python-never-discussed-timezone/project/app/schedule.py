from __future__ import annotations

from datetime import date, datetime, timedelta

from app.models import Shift, ShiftIn


def week_range(week: str) -> tuple[date, date]:
    """'2025-W43' -> (that Monday, the next Monday)."""
    year, _, num = week.partition("-W")
    monday = date.fromisocalendar(int(year), int(num), 1)
    return monday, monday + timedelta(days=7)


def overlaps(a_start: datetime, a_end: datetime, b_start: datetime, b_end: datetime) -> bool:
    return a_start < b_end and b_start < a_end


def conflicts(new: ShiftIn, existing: list[Shift]) -> list[Shift]:
    """Existing shifts of the same person that overlap `new`."""
    return [s for s in existing if s.staff_id == new.staff_id and overlaps(new.start, new.end, s.start, s.end)]


def rest_violations(new: ShiftIn, existing: list[Shift], min_rest: timedelta) -> list[Shift]:
    """Shifts of the same person that leave less than `min_rest` between them and `new`."""
    out = []
    for s in existing:
        if s.staff_id != new.staff_id or overlaps(new.start, new.end, s.start, s.end):
            continue
        gap = new.start - s.end if s.end <= new.start else s.start - new.end
        if gap < min_rest:
            out.append(s)
    return out


def hours_by_staff(shifts: list[Shift]) -> dict[int, float]:
    totals: dict[int, float] = {}
    for s in shifts:
        totals[s.staff_id] = totals.get(s.staff_id, 0.0) + (s.end - s.start).total_seconds() / 3600
    return totals
