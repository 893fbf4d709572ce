"""Free appointment slots of a practitioner on one day, in the clinic's zone."""

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from .models import Appointment, Practitioner


def booked_starts(practitioner: Practitioner, day: date, tz: ZoneInfo) -> set[datetime]:
    """Start times (in ``tz``) of the practitioner's booked appointments on ``day``."""
    starts = Appointment.objects.filter(
        practitioner=practitioner,
        status=Appointment.Status.BOOKED,
        start__date=day,
    ).values_list("start", flat=True)
    return {s.astimezone(tz) for s in starts}


def overlaps_lunch(start: datetime, length: timedelta, practitioner: Practitioner) -> bool:
    clinic = practitioner.clinic
    if clinic.lunch_start is None or clinic.lunch_end is None:
        return False
    lunch_from = datetime.combine(start.date(), clinic.lunch_start, tzinfo=start.tzinfo)
    lunch_to = datetime.combine(start.date(), clinic.lunch_end, tzinfo=start.tzinfo)
    return start < lunch_to and start + length > lunch_from


def generate_slots(practitioner: Practitioner, day: date) -> list[datetime]:
    clinic = practitioner.clinic
    tz = ZoneInfo(clinic.timezone)
    length = timedelta(minutes=practitioner.slot_minutes)
    cursor = datetime.combine(day, clinic.opens_at, tzinfo=tz)
    day_end = datetime.combine(day, clinic.closes_at, tzinfo=tz)
    taken = booked_starts(practitioner, day, tz)

    slots = []
    while cursor < day_end:
        if cursor not in taken and not overlaps_lunch(cursor, length, practitioner):
            slots.append(cursor)
        cursor += length
    return slots
