"""Free appointment slots for one day."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

from app.config import ClinicConfig


@dataclass(frozen=True)
class Slot:
    start: datetime
    end: datetime

    def as_dict(self) -> dict:
        return {"start": self.start.isoformat(), "end": self.end.isoformat()}


def day_bounds(day: date, cfg: ClinicConfig) -> tuple[datetime, datetime]:
    """Opening and closing time of ``day`` as aware datetimes."""
    opens, closes = cfg.opens, cfg.closes
    if day.weekday() == 6 and cfg.sunday_hours:
        opens = time.fromisoformat(cfg.sunday_hours[0])
        closes = time.fromisoformat(cfg.sunday_hours[1])
    start = datetime.combine(day, opens, tzinfo=timezone.utc)
    end = datetime.combine(day, closes, tzinfo=timezone.utc)
    return start, end


def free_slots(day: date, booked: list[tuple[datetime, datetime]], cfg: ClinicConfig) -> list[Slot]:
    if day.weekday() in cfg.closed_weekdays and not cfg.sunday_hours:
        return []
    start, end = day_bounds(day, cfg)
    step = timedelta(minutes=cfg.slot_minutes)
    out: list[Slot] = []
    cur = start
    while cur + step <= end:
        nxt = cur + step
        if not any(b_start < nxt and cur < b_end for b_start, b_end in booked):
            out.append(Slot(cur, nxt))
        cur = nxt
    return out


def to_local(slot: Slot, cfg: ClinicConfig) -> Slot:
    tz = ZoneInfo(cfg.timezone)
    return Slot(slot.start.astimezone(tz), slot.end.astimezone(tz))
