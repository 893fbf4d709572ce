from decimal import Decimal

from django.db import models


class Plan(models.Model):
    code = models.SlugField(unique=True)
    name = models.CharField(max_length=60)
    monthly_price = models.DecimalField(max_digits=8, decimal_places=2)
    max_seats = models.PositiveIntegerField(null=True, blank=True)  # None = unlimited
    max_projects = models.PositiveIntegerField(null=True, blank=True)

    def __str__(self):
        return self.name


class Subscription(models.Model):
    class Status(models.TextChoices):
        TRIALING = "trialing"
        ACTIVE = "active"
        PAST_DUE = "past_due"
        CANCELED = "canceled"

    workspace = models.OneToOneField("workspaces.Workspace", on_delete=models.CASCADE, related_name="subscription")
    plan = models.ForeignKey(Plan, on_delete=models.PROTECT)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.TRIALING)
    period_start = models.DateField()
    period_end = models.DateField()  # last day of the period, inclusive
    stripe_id = models.CharField(max_length=64, blank=True)

    def __str__(self):
        return f"{self.workspace} on {self.plan}"


class CreditNote(models.Model):
    subscription = models.ForeignKey(Subscription, on_delete=models.CASCADE, related_name="credit_notes")
    number = models.CharField(max_length=20, unique=True)
    amount = models.DecimalField(max_digits=8, decimal_places=2, default=Decimal("0.00"))
    reason = models.CharField(max_length=120)
    created_at = models.DateTimeField(auto_now_add=True)
