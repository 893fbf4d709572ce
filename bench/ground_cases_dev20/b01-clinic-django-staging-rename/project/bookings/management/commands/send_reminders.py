import logging
from datetime import timedelta

from django.core.management.base import BaseCommand
from django.utils import timezone

from bookings.services import bookings_for_day, build_reminder_sms
from notifications.sms import SmsClient

log = logging.getLogger(__name__)


class Command(BaseCommand):
    help = "Send SMS reminders for tomorrow's bookings (cron: every day 18:00 JST)"

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, dry_run=False, **options):
        tomorrow = timezone.localdate() + timedelta(days=1)
        client = SmsClient()
        sent = 0
        for booking in bookings_for_day(tomorrow):
            if not booking.patient.phone:
                continue
            sms = build_reminder_sms(booking)
            if dry_run:
                self.stdout.write(f"{sms['to']}: {sms['body']}")
            else:
                client.send(sms["to"], sms["body"])
            sent += 1
        log.info("reminders sent: %d (dry_run=%s)", sent, dry_run)
        self.stdout.write(self.style.SUCCESS(f"{sent} reminders"))
