from django.core.management.base import BaseCommand

from billing.services import send_reminders


class Command(BaseCommand):
    help = "E-mail a payment reminder for every overdue invoice (run daily by cron)."

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true", help="only count, send nothing")

    def handle(self, *args, **options):
        if options["dry_run"]:
            from billing.services import overdue_invoices

            self.stdout.write(f"{len(overdue_invoices())} overdue invoices")
            return
        count = send_reminders()
        self.stdout.write(self.style.SUCCESS(f"sent {count} reminders"))
