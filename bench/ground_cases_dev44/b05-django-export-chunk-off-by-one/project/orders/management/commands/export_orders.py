import csv
from datetime import datetime
from zoneinfo import ZoneInfo

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from orders.models import Order

JST = ZoneInfo("Asia/Tokyo")
CHUNK = 500
HEADER = ["order_no", "ordered_at", "customer_email", "total", "status"]


class Command(BaseCommand):
    help = "注文を CSV で標準出力に書き出す（経理の月次取込用）"

    def add_arguments(self, parser):
        parser.add_argument("--status", default="paid", help="対象ステータス (default: paid)")
        parser.add_argument("--since", help="この日(JST)の 0:00 以降の注文だけ出す。YYYY-MM-DD")

    def handle(self, *args, **opts):
        qs = Order.objects.filter(status=opts["status"]).order_by("id")
        if opts["since"]:
            try:
                since = datetime.strptime(opts["since"], "%Y-%m-%d").replace(tzinfo=JST)
            except ValueError:
                raise CommandError("--since は YYYY-MM-DD で指定してください")
            qs = qs.filter(ordered_at__gte=since)
        total = qs.count()
        writer = csv.writer(self.stdout)
        writer.writerow(HEADER)
        # 全件を一度に読むとメモリを食うので CHUNK 件ずつ
        for start in range(0, total, CHUNK):
            for order in qs[start:start + CHUNK - 1]:
                writer.writerow(self._row(order))
        self.stderr.write(f"exported {total} orders")

    def _row(self, order):
        return [
            order.order_no,
            timezone.localtime(order.ordered_at).strftime("%Y-%m-%d %H:%M:%S"),
            order.customer_email,
            order.total,
            order.status,
        ]
