from datetime import date, timedelta

from django.core.management.base import BaseCommand
from django.utils import timezone

from reports.mailer import render, send_report
from reports.metrics import daily_summary


class Command(BaseCommand):
    help = "Send yesterday's daily report by mail (what the 08:30 beat task does)."

    def add_arguments(self, parser):
        parser.add_argument("--print", action="store_true", help="print the report instead of mailing it")
        parser.add_argument("--date", type=date.fromisoformat, help="report day, YYYY-MM-DD (default: yesterday)")

    def handle(self, *args, **options):
        day = options["date"] or timezone.localdate() - timedelta(days=1)
        summary = daily_summary(day)
        if options["print"]:
            self.stdout.write(render(summary))
            return
        send_report(summary)
        self.stdout.write(self.style.SUCCESS(f"sent report for {day}"))
