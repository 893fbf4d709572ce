"""python manage.py export_monthly YYYY-MM

Writes one CSV row per shipped order of the month to EXPORT_DIR/orders-YYYY-MM.csv.
"""
import csv
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from orders.serializers import OrderSummaryRowSerializer
from orders.services import build_summary, orders_in_month

COLUMNS = ["order_id", "customer", "items_total", "shipping_fee", "tax", "total"]


class Command(BaseCommand):
    help = "月次の注文集計を CSV に書き出す"

    def add_arguments(self, parser):
        parser.add_argument("month", help="対象月 (YYYY-MM)")

    def handle(self, *args, **options):
        try:
            year, month = (int(x) for x in options["month"].split("-"))
        except ValueError:
            raise CommandError("month は YYYY-MM で指定してください")
        out_dir = Path(settings.EXPORT_DIR)
        out_dir.mkdir(parents=True, exist_ok=True)
        path = out_dir / f"orders-{year:04d}-{month:02d}.csv"
        count = 0
        with path.open("w", newline="", encoding="utf-8-sig") as f:
            writer = csv.DictWriter(f, fieldnames=COLUMNS)
            writer.writeheader()
            for order in orders_in_month(year, month).iterator(chunk_size=500):
                summary = build_summary(order)
                writer.writerow(OrderSummaryRowSerializer(summary).data)
                count += 1
        self.stdout.write(self.style.SUCCESS(f"{count} 件を書き出しました: {path}"))
