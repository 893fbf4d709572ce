from django.conf import settings
from django.db import models


class Plan(models.Model):
    code = models.SlugField(unique=True)
    name = models.CharField(max_length=80)
    price_cents = models.PositiveIntegerField()
    interval_months = models.PositiveSmallIntegerField(default=1)

    def __str__(self) -> str:
        return self.name


class Subscription(models.Model):
    ACTIVE = "active"
    TRIALING = "trialing"
    PAST_DUE = "past_due"
    CANCELLED = "cancelled"
    STATUSES = [(s, s) for s in (ACTIVE, TRIALING, PAST_DUE, CANCELLED)]

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="subscriptions")
    plan = models.ForeignKey(Plan, on_delete=models.PROTECT)
    status = models.CharField(max_length=16, choices=STATUSES, default=TRIALING)
    renews_on = models.DateField()
    cancelled_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["status", "renews_on"])]

    @property
    def amount_eur(self) -> str:
        return f"{self.plan.price_cents / 100:.2f}"
