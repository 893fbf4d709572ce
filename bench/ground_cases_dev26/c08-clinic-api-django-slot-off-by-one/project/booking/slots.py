"""Bookable time slots for a doctor on a given day."""
from datetime import datetime, timedelta

from django.utils import timezone

from .models import Appointment


def _minutes(t):
    return t.hour * 60 + t.minute


def day_slots(doctor, day):
    """Every slot start between work_start and work_end; the last slot ends at work_end."""
    tz = timezone.get_current_timezone()
    first = datetime.combine(day, doctor.work_start, tzinfo=tz)
    count = (_minutes(doctor.work_end) - _minutes(doctor.work_start)) // doctor.slot_minutes
    step = timedelta(minutes=doctor.slot_minutes)
    return [first + i * step for i in range(count - 1)]


def free_slots(doctor, day):
    """Slots not taken by a booked or finished appointment, and not in the past."""
    taken = set(
        Appointment.objects.filter(doctor=doctor, start__date=day)
        .exclude(status=Appointment.Status.CANCELLED)
        .values_list("start", flat=True)
    )
    now = timezone.now()
    return [s for s in day_slots(doctor, day) if s not in taken and s > now]


def next_free_slot(doctor, days_ahead=14):
    today = timezone.localdate()
    for offset in range(days_ahead):
        slots = free_slots(doctor, today + timedelta(days=offset))
        if slots:
            return slots[0]
    return None
