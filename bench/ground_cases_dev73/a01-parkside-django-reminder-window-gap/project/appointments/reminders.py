"""Reminder SMS for tomorrow's appointments. Run hourly by cron (see deploy/crontab)."""
import logging
from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from appointments.models import Appointment
from appointments.sms import send_sms

log = logging.getLogger(__name__)

LEAD_TIME = timedelta(hours=24)


def due_reminders(now=None):
    now = now or timezone.now()
    window_start = now + LEAD_TIME
    window_end = window_start + timedelta(minutes=30)
    return (
        Appointment.objects.select_related("patient", "clinician")
        .filter(starts_at__gte=window_start, starts_at__lt=window_end)
        .filter(reminder_sent_at__isnull=True, patient__sms_opt_in=True)
        .filter(status=Appointment.Status.BOOKED)
        .order_by("starts_at")
    )


def format_message(appt):
    when = timezone.localtime(appt.starts_at).strftime("%a %d %b at %H:%M")
    return (
        f"Hi {appt.patient.first_name}, this is a reminder of your appointment with "
        f"{appt.clinician.name} at {settings.CLINIC_NAME} on {when}. "
        "Reply C to cancel."
    )


def send_due_reminders(now=None):
    sent = 0
    for appt in due_reminders(now):
        try:
            send_sms(appt.patient.phone, format_message(appt))
        except Exception:
            log.exception("reminder failed for appointment %s", appt.pk)
            continue
        appt.reminder_sent_at = timezone.now()
        appt.save(update_fields=["reminder_sent_at"])
        sent += 1
    log.info("sent %d reminders", sent)
    return sent
