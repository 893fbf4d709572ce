from decimal import Decimal

from django.db import models

from workspaces.models import Workspace


class Plan(models.Model):
    code = models.CharField(max_length=32, unique=True)
    name = models.CharField(max_length=64)
    interval = models.CharField(max_length=8, choices=[("month", "Monthly"), ("year", "Yearly")])
    base_price = models.DecimalField(max_digits=10, decimal_places=2)
    seat_price = models.DecimalField(max_digits=10, decimal_places=2, default=Decimal("0"))
    included_seats = models.PositiveIntegerField(default=1)

    def __str__(self):
        return f"{self.name} ({self.interval})"


class Subscription(models.Model):
    workspace = models.OneToOneField(Workspace, on_delete=models.CASCADE, related_name="subscription")
    plan = models.ForeignKey(Plan, on_delete=models.PROTECT)
    seats = models.PositiveIntegerField(default=1)
    status = models.CharField(max_length=16, default="active")
    current_period_start = models.DateField()
    current_period_end = models.DateField()
    stripe_subscription_id = models.CharField(max_length=64, blank=True)

    def __str__(self):
        return f"{self.workspace} on {self.plan}"


class CreditNote(models.Model):
    REASONS = [("seat_reduction", "Seat reduction"), ("downgrade", "Plan downgrade"), ("goodwill", "Goodwill")]

    subscription = models.ForeignKey(Subscription, on_delete=models.CASCADE, related_name="credit_notes")
    amount = models.DecimalField(max_digits=10, decimal_places=2)
    reason = models.CharField(max_length=32, choices=REASONS)
    issued_on = models.DateField()
    memo = models.CharField(max_length=255, blank=True)


class InvoiceItem(models.Model):
    subscription = models.ForeignKey(Subscription, on_delete=models.CASCADE, related_name="invoice_items")
    amount = models.DecimalField(max_digits=10, decimal_places=2)
    description = models.CharField(max_length=255)
    created_on = models.DateField()
