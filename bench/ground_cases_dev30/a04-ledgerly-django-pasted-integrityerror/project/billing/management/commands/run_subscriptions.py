"""Nightly: issue one invoice per active subscription whose period starts today."""
from datetime import timedelta

from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

from billing.models import Invoice, InvoiceLine
from customers.models import Subscription


class Command(BaseCommand):
    help = "Issue invoices for subscriptions due today"

    def handle(self, *args, **options):
        today = timezone.localdate()
        due = Subscription.objects.filter(active=True, next_period_start=today).select_related("customer", "plan")
        issued = 0
        for sub in due.iterator():
            with transaction.atomic():
                invoice = Invoice.objects.create(
                    customer=sub.customer,
                    status=Invoice.Status.ISSUED,
                    due_on=today + timedelta(days=sub.customer.payment_terms_days),
                )
                InvoiceLine.objects.create(
                    invoice=invoice,
                    description=f"{sub.plan.name} ({today:%b %Y})",
                    quantity=1,
                    unit_price=sub.plan.price,
                )
                sub.advance_period()
            issued += 1
        self.stdout.write(self.style.SUCCESS(f"issued {issued} invoices"))
