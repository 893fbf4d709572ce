from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timezone
from zoneinfo import ZoneInfo

from app.store import Shift

STORE_TZ = ZoneInfo("Asia/Tokyo")
BREAK_THRESHOLD_MIN = 360
BREAK_MIN = 45


def day_key(ts: datetime) -> date:
    """The business day a shift belongs to (by its start time)."""
    return ts.astimezone(timezone.utc).date()


def worked_minutes(shift: Shift) -> int:
    minutes = int((shift.end - shift.start).total_seconds() // 60)
    if minutes > BREAK_THRESHOLD_MIN:
        minutes -= BREAK_MIN
    return max(minutes, 0)


def daily_totals(shifts: list[Shift]) -> dict[date, dict[str, int]]:
    totals: dict[date, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for shift in shifts:
        totals[day_key(shift.start)][shift.staff_id] += worked_minutes(shift)
    return {d: dict(per_staff) for d, per_staff in sorted(totals.items())}


def to_rows(totals: dict[date, dict[str, int]]) -> list[list[str]]:
    rows: list[list[str]] = []
    for d, per_staff in totals.items():
        for staff, minutes in sorted(per_staff.items()):
            rows.append([d.isoformat(), staff, f"{minutes / 60:.2f}"])
    return rows
