from django.conf import settings
from django.db import models


class Plan(models.Model):
    code = models.SlugField(unique=True)
    name = models.CharField(max_length=80)
    price_cents = models.PositiveIntegerField()
    interval = models.CharField(max_length=10, choices=[("month", "Monthly"), ("year", "Yearly")])
    stripe_price_id = models.CharField(max_length=64)

    def __str__(self):
        return self.name


class Subscription(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active"
        PAST_DUE = "past_due"
        CANCELLED = "cancelled"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="subscriptions")
    plan = models.ForeignKey(Plan, on_delete=models.PROTECT)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    stripe_subscription_id = models.CharField(max_length=64, blank=True)
    billing_anchor = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    cancelled_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["user", "status"], name="sub_user_status_idx")]
        constraints = [
            models.UniqueConstraint(
                fields=["user", "plan"],
                condition=models.Q(status="active"),
                name="uniq_active_sub_per_user_plan",
            )
        ]

    def cancel(self, when):
        self.status = self.Status.CANCELLED
        self.cancelled_at = when
        self.save(update_fields=["status", "cancelled_at"])

    def __str__(self):
        return f"{self.user_id}:{self.plan.code}:{self.status}"
