from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone

from app import CLINIC_TZ, SLOT_MINUTES, working_hours


@dataclass(frozen=True)
class Slot:
    doctor_id: int
    start_utc: datetime

    @property
    def end_utc(self) -> datetime:
        return self.start_utc + timedelta(minutes=SLOT_MINUTES)


def to_local(dt: datetime) -> datetime:
    """Stored times are UTC; show them in the clinic's time zone."""
    return dt.replace(tzinfo=CLINIC_TZ)


def to_utc(local: datetime) -> datetime:
    if local.tzinfo is None:
        local = local.replace(tzinfo=CLINIC_TZ)
    return local.astimezone(timezone.utc)


def day_slots(doctor_id: int, day: date) -> list[Slot]:
    slots = []
    for hour in working_hours():
        for minute in range(0, 60, SLOT_MINUTES):
            local = datetime(day.year, day.month, day.day, hour, minute)
            slots.append(Slot(doctor_id, to_utc(local)))
    return slots


def free_slots(doctor_id: int, day: date, booked: set[datetime]) -> list[Slot]:
    return [s for s in day_slots(doctor_id, day) if s.start_utc not in booked]


def label(slot: Slot) -> str:
    local = to_local(slot.start_utc)
    return local.strftime("%m-%d %H:%M")
