import logging

from django.core.management.base import BaseCommand
from requests import RequestException

from bookings.reminders import due_for_reminder, reminder_text, send_sms

log = logging.getLogger(__name__)


class Command(BaseCommand):
    help = "Text patients about tomorrow's appointments. Run once a day from cron."

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true", help="Print the messages instead of sending them")

    def handle(self, *args, dry_run=False, **options):
        sent = failed = 0
        for appointment in due_for_reminder():
            body = reminder_text(appointment)
            if dry_run:
                self.stdout.write(f"{appointment.patient_phone}: {body}")
                continue
            try:
                send_sms(appointment.patient_phone, body)
            except RequestException:
                log.exception("reminder for appointment %s failed", appointment.pk)
                failed += 1
                continue
            appointment.reminder_sent = True
            appointment.save(update_fields=["reminder_sent"])
            sent += 1
        self.stdout.write(self.style.SUCCESS(f"sent {sent} reminder(s), {failed} failed"))
