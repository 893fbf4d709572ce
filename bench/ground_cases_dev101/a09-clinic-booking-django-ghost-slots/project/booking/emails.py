"""Patient emails. Sent synchronously right after booking or cancelling."""

import logging
from zoneinfo import ZoneInfo

from django.conf import settings
from django.core.mail import send_mail

from .models import Appointment

log = logging.getLogger(__name__)


def _when(appointment: Appointment) -> str:
    """Date and time in the clinic's own zone; ``start`` is stored in UTC."""
    local = appointment.start.astimezone(ZoneInfo(appointment.practitioner.clinic.timezone))
    return local.strftime("%d/%m/%Y at %H:%M")


def send_confirmation(appointment: Appointment) -> bool:
    practitioner = appointment.practitioner
    subject = f"Your appointment at {practitioner.clinic.name}"
    body = (
        f"Hello {appointment.patient_name},\n\n"
        f"your appointment with {practitioner.name} is confirmed for {_when(appointment)}.\n"
        f"If you can't make it, please cancel at least 24 hours before.\n\n"
        f"{practitioner.clinic.name}"
    )
    try:
        send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [appointment.patient_email])
    except Exception:
        log.exception("confirmation email failed for appointment %s", appointment.pk)
        return False
    return True


def send_cancellation(appointment: Appointment) -> bool:
    subject = f"Appointment cancelled: {_when(appointment)}"
    body = f"Hello {appointment.patient_name},\n\nyour appointment on {_when(appointment)} was cancelled."
    try:
        send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [appointment.patient_email])
    except Exception:
        log.exception("cancellation email failed for appointment %s", appointment.pk)
        return False
    return True
