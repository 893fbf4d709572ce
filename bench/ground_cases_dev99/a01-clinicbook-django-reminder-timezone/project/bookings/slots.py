from __future__ import annotations

from datetime import date, datetime, time, timedelta

from django.conf import settings
from django.utils import timezone

from bookings.models import Appointment, Practitioner


def _parse_hhmm(value: str) -> time:
    hours, minutes = value.split(":")
    return time(int(hours), int(minutes))


def opening_hours(day: date) -> tuple[datetime, datetime]:
    tz = timezone.get_current_timezone()
    opens = timezone.make_aware(datetime.combine(day, _parse_hhmm(settings.CLINIC_OPENING)), tz)
    closes = timezone.make_aware(datetime.combine(day, _parse_hhmm(settings.CLINIC_CLOSING)), tz)
    return opens, closes


def is_open(practitioner: Practitioner, day: date) -> bool:
    if not practitioner.active:
        return False
    return day.weekday() < 5 or practitioner.works_weekends


def available_slots(practitioner: Practitioner, day: date, now: datetime | None = None) -> list[datetime]:
    if not is_open(practitioner, day):
        return []
    now = now or timezone.now()
    opens, closes = opening_hours(day)
    step = timedelta(minutes=settings.SLOT_MINUTES)
    booked = list(
        Appointment.objects.filter(practitioner=practitioner, start__date=day)
        .exclude(status=Appointment.Status.CANCELLED)
    )
    slots = []
    cursor = opens
    while cursor + step <= closes:
        end = cursor + step
        if cursor > now and not any(a.overlaps(cursor, end) for a in booked):
            slots.append(cursor)
        cursor = end
    return slots


def days_ahead(start: date, count: int) -> list[date]:
    return [start + timedelta(days=i) for i in range(count)]
