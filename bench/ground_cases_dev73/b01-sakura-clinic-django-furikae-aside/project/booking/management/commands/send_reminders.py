from datetime import timedelta

from django.conf import settings
from django.core.mail import send_mail
from django.core.management.base import BaseCommand
from django.utils import timezone

from booking.models import Appointment

BODY = """{name} 様

明日 {when} にご予約をいただいております（担当: {doctor}）。
ご都合が悪くなった場合は、お電話またはWebからキャンセルをお願いします。

さくらクリニック
"""


class Command(BaseCommand):
    help = "翌日の予約にリマインドメールを送る (cron で毎日 REMINDER_HOUR 時に実行)"

    def handle(self, *args, **options):
        now = timezone.localtime()
        tomorrow = (now + timedelta(days=1)).date()
        targets = Appointment.objects.filter(
            status="booked", starts_at__date=tomorrow, reminded_at__isnull=True
        ).select_related("patient", "doctor")
        sent = 0
        for appt in targets:
            if not appt.patient.email:
                continue
            when = timezone.localtime(appt.starts_at).strftime("%H:%M")
            send_mail(
                "【さくらクリニック】明日のご予約のお知らせ",
                BODY.format(name=appt.patient.name, when=when, doctor=appt.doctor.name),
                settings.DEFAULT_FROM_EMAIL,
                [appt.patient.email],
            )
            appt.reminded_at = now
            appt.save(update_fields=["reminded_at"])
            sent += 1
        self.stdout.write(f"sent {sent} reminders for {tomorrow}")
