"""Booking business logic: free slots, day lists, reminder messages."""
from __future__ import annotations

from datetime import date, datetime, timedelta

from django.conf import settings
from django.db.models import QuerySet
from django.utils import timezone

from bookings.models import Booking, Clinic

SLOT = timedelta(minutes=30)
REMINDER_TEMPLATE = (
    "【{clinic}】{name}様 明日{time}からのご予約です。"
    "変更・キャンセルは {url} からお願いします。"
)


def available_slots(clinic: Clinic, day: date) -> list[datetime]:
    """Free 30-minute slots for one clinic on one day (aware datetimes)."""
    tz = timezone.get_current_timezone()
    current = timezone.make_aware(datetime.combine(day, clinic.opens_at), tz)
    closing = timezone.make_aware(datetime.combine(day, clinic.closes_at), tz)
    taken = set(
        Booking.objects.filter(clinic=clinic, start_at__date=day)
        .exclude(status=Booking.Status.CANCELLED)
        .values_list("start_at", flat=True)
    )
    slots = []
    while current + SLOT <= closing:
        if current not in taken:
            slots.append(current)
        current += SLOT
    return slots


def bookings_for_export(clinic: Clinic, start: date, end: date, include_cancelled: bool = False) -> QuerySet[Booking]:
    """Bookings of one clinic between two days (inclusive) for the CSV export."""
    qs = Booking.objects.filter(clinic=clinic, start_at__date__range=(start, end))
    if not include_cancelled:
        qs = qs.exclude(status=Booking.Status.CANCELLED)
    return qs.select_related("patient").order_by("start_at")


def bookings_for_day(day: date) -> QuerySet[Booking]:
    return (
        Booking.objects.filter(start_at__date=day, status=Booking.Status.CONFIRMED)
        .select_related("patient", "clinic")
        .order_by("start_at")
    )


def normalize_phone(raw: str) -> str:
    """090-1234-5678 -> +819012345678"""
    digits = raw.replace("-", "").replace(" ", "")
    if digits.startswith("0"):
        digits = "+81" + digits[1:]
    return digits


def build_reminder_sms(booking: Booking) -> dict[str, str]:
    local = timezone.localtime(booking.start_at)
    body = REMINDER_TEMPLATE.format(
        clinic=booking.clinic.name,
        name=booking.patient.last_name,
        time=local.strftime("%H:%M"),
        url=f"{settings.SITE_URL}/b/{booking.public_id}",
    )
    return {"to": normalize_phone(booking.patient.phone), "body": body}
