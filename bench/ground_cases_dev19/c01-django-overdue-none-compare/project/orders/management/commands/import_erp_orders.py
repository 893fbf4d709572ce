import csv
from decimal import Decimal

from django.core.management.base import BaseCommand

from orders.models import Customer, Order


class Command(BaseCommand):
    help = "Import open orders exported from the old ERP (CSV)"

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, path, dry_run=False, **opts):
        created = 0
        with open(path, newline="", encoding="utf-8-sig") as fh:
            for row in csv.DictReader(fh):
                customer, _ = Customer.objects.get_or_create(name=row["customer"].strip())
                if Order.objects.filter(number=row["number"]).exists():
                    continue
                order = Order(
                    customer=customer,
                    number=row["number"],
                    status=Order.Status.OPEN,
                    total=Decimal(row["total"] or "0"),
                )
                # due date is set by finance later, see set_due_date()
                if not dry_run:
                    order.save()
                created += 1
        self.stdout.write(self.style.SUCCESS(f"imported {created} orders"))
