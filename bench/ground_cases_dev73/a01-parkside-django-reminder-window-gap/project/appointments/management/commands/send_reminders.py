from django.core.management.base import BaseCommand
from django.utils.dateparse import parse_datetime

from appointments.reminders import send_due_reminders


class Command(BaseCommand):
    help = "Send reminder SMS for appointments starting in about 24 hours."

    def add_arguments(self, parser):
        parser.add_argument("--now", help="pretend the current time is this ISO timestamp (staging only)")

    def handle(self, *args, **options):
        now = parse_datetime(options["now"]) if options.get("now") else None
        sent = send_due_reminders(now=now)
        self.stdout.write(self.style.SUCCESS(f"{sent} reminder(s) sent"))
