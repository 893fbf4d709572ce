from datetime import datetime, time, timedelta

from django.conf import settings
from django.utils import timezone

from booking.holidays import is_clinic_closed
from booking.models import Appointment


def _t(value):
    h, m = value.split(":")
    return time(int(h), int(m))


def _aware(day, t):
    return timezone.make_aware(datetime.combine(day, t))


def generate_slots(day, doctor):
    """その日の予約可能な枠 (開始時刻, 終了時刻) のリスト。休診日は空。"""
    if is_clinic_closed(day):
        return []
    step = timedelta(minutes=settings.SLOT_MINUTES)
    opens = _aware(day, _t(settings.CLINIC_OPEN))
    closes = _aware(day, _t(settings.CLINIC_CLOSE))
    lunch_start = _aware(day, _t(settings.CLINIC_LUNCH[0]))
    lunch_end = _aware(day, _t(settings.CLINIC_LUNCH[1]))

    taken = list(
        Appointment.objects.filter(doctor=doctor, status="booked", starts_at__date=day)
        .values_list("starts_at", "ends_at")
    )

    slots = []
    start = opens
    while start + step <= closes:
        end = start + step
        if start < lunch_end and lunch_start < end:
            start = end
            continue
        if any(s < end and start < e for s, e in taken):
            start = end
            continue
        slots.append((start, end))
        start = end
    return slots
