import csv
import sys

from django.core.management.base import BaseCommand

from reports.services import monthly_breakdown, monthly_revenue


class Command(BaseCommand):
    help = "月次売上を CSV で標準出力に書き出す"

    def add_arguments(self, parser):
        parser.add_argument("year", type=int)
        parser.add_argument("month", type=int)

    def handle(self, *args, year, month, **options):
        writer = csv.writer(sys.stdout)
        writer.writerow(["channel", "total"])
        for row in monthly_breakdown(year, month):
            writer.writerow([row["channel"], row["total"]])
        writer.writerow(["TOTAL", monthly_revenue(year, month)])
