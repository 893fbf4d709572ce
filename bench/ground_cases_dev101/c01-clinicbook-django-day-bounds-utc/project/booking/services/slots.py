"""Free appointment slots for one doctor on one day."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta

from django.conf import settings
from django.utils import timezone

from booking.models import Appointment, Doctor
from booking.services.schedule import appointments_on


def _lunch_break(day: date, tz) -> tuple[datetime, datetime] | None:
    raw = getattr(settings, "LUNCH_BREAK", None)
    if not raw:
        return None
    begin, end = (time.fromisoformat(v) for v in raw)
    return datetime.combine(day, begin, tzinfo=tz), datetime.combine(day, end, tzinfo=tz)


def _slot_starts(day: date) -> list[datetime]:
    tz = timezone.get_current_timezone()
    first = datetime.combine(day, time(settings.CLINIC_OPEN_HOUR), tzinfo=tz)
    last = datetime.combine(day, time(settings.CLINIC_CLOSE_HOUR), tzinfo=tz)
    step = timedelta(minutes=settings.SLOT_MINUTES)
    lunch = _lunch_break(day, tz)
    starts = []
    at = first
    while at < last:
        if not (lunch and lunch[0] <= at < lunch[1]):
            starts.append(at)
        at += step
    return starts


def available_slots(doctor: Doctor, day: date) -> list[datetime]:
    """Slot start times that are still free, in local time."""
    taken = {
        a.start_at
        for a in appointments_on(day).filter(doctor=doctor)
        if a.status != Appointment.Status.CANCELLED
    }
    now = timezone.now()
    return [s for s in _slot_starts(day) if s not in taken and s > now]


def next_free_slot(doctor: Doctor, start: date, days: int = 7) -> datetime | None:
    for offset in range(days):
        free = available_slots(doctor, start + timedelta(days=offset))
        if free:
            return free[0]
    return None
