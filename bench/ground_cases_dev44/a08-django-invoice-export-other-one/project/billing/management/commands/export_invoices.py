"""Write finance's monthly invoice CSV.

    manage.py export_invoices --month 2025-10
    manage.py export_invoices --month last      # what cron runs on the 1st
"""
from datetime import date
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from billing.exports import export_month


def parse_month(value: str) -> tuple[int, int]:
    if value == "last":
        today = date.today()
        return (today.year - 1, 12) if today.month == 1 else (today.year, today.month - 1)
    try:
        year, month = (int(part) for part in value.split("-"))
    except ValueError:
        raise CommandError(f"--month must be YYYY-MM or 'last', got {value!r}")
    if not 1 <= month <= 12:
        raise CommandError(f"invalid month {month}")
    return year, month


class Command(BaseCommand):
    help = "Export one month of invoices to CSV for finance."

    def add_arguments(self, parser):
        parser.add_argument("--month", required=True)
        parser.add_argument("--out-dir", default=settings.EXPORT_DIR)

    def handle(self, *args, month, out_dir, **options):
        year, mon = parse_month(month)
        out = Path(out_dir) / f"invoices-{year}-{mon:02d}.csv"
        out.parent.mkdir(parents=True, exist_ok=True)
        rows = export_month(year, mon, out)
        self.stdout.write(f"wrote {rows} invoices for {year}-{mon:02d} to {out}")
