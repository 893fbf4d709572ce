from __future__ import annotations

import logging
from datetime import datetime, timedelta

import requests
from django.conf import settings
from django.db.models import QuerySet
from django.utils import timezone

from bookings.models import Appointment

log = logging.getLogger(__name__)

REMINDER_TEXT = (
    "Hi {name}, a reminder of your appointment with {practitioner} tomorrow at {time}. "
    "Reply C to cancel."
)


def due_for_reminder(now: datetime | None = None) -> QuerySet[Appointment]:
    """Booked appointments happening tomorrow that have not been reminded yet."""
    today = (now or timezone.now()).date()
    tomorrow = today + timedelta(days=1)
    return (
        Appointment.objects.filter(start__date=tomorrow, status=Appointment.Status.BOOKED, reminder_sent=False)
        .select_related("practitioner")
        .order_by("start")
    )


def reminder_text(appointment: Appointment) -> str:
    local_start = timezone.localtime(appointment.start)
    return REMINDER_TEXT.format(
        name=appointment.patient_name.split()[0],
        practitioner=appointment.practitioner.name,
        time=local_start.strftime("%-I:%M %p").lower(),
    )


def send_sms(phone: str, body: str) -> None:
    if not settings.SMS_GATEWAY_URL:
        log.info("SMS gateway not configured; would send to %s: %s", phone, body)
        return
    response = requests.post(
        settings.SMS_GATEWAY_URL,
        json={"to": phone, "body": body},
        headers={"Authorization": f"Bearer {settings.SMS_GATEWAY_TOKEN}"},
        timeout=10,
    )
    response.raise_for_status()
