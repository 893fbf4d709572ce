from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.utils import timezone

from .models import Appointment
from .sms import send_sms


@shared_task
def send_due_reminders():
    now = timezone.now()
    due = Appointment.objects.filter(
        status=Appointment.BOOKED,
        reminder_sent_at__isnull=True,
        starts_at__gte=now + timedelta(hours=23),
        starts_at__lt=now + timedelta(hours=24),
    )
    sent = 0
    for appt in due:
        send_sms(appt.patient_phone, f"[{settings.SMS_SENDER}] 明天 {appt.starts_at:%H:%M} 有预约，如需取消请提前24小时。")
        appt.reminder_sent_at = now
        appt.save(update_fields=["reminder_sent_at"])
        sent += 1
    return sent
