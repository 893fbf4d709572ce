from datetime import date

from django.core.management.base import BaseCommand

from reports.services import close_day


class Command(BaseCommand):
    help = "Close yesterday's punches (run nightly from cron)."

    def add_arguments(self, parser):
        parser.add_argument("--date", help="ISO date to close instead of yesterday")

    def handle(self, *args, **options):
        day = date.fromisoformat(options["date"]) if options["date"] else None
        closed = close_day(day)
        self.stdout.write(self.style.SUCCESS(f"closed {closed} punches"))
