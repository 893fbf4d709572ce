"""Bookable time slots of a clinic on one day."""
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from .models import Appointment


def generate_slots(clinic, day):
    """All slot start times (aware, UTC) between opening and closing on ``day``."""
    hours = clinic.hours_for(day)
    if hours is None:
        return []
    tz = ZoneInfo(clinic.timezone)
    start = datetime.combine(day, hours.opens, tzinfo=tz)
    end = datetime.combine(day, hours.closes, tzinfo=tz)
    step = timedelta(minutes=clinic.slot_minutes)
    slots = []
    at = start
    while at + step <= end:
        slots.append(at.astimezone(UTC))
        at += step
    return slots


def free_slots(clinic, day):
    taken = set(
        Appointment.objects.filter(
            clinic=clinic, status=Appointment.BOOKED, starts_at__date=day
        ).values_list("starts_at", flat=True)
    )
    return [s for s in generate_slots(clinic, day) if s not in taken]
