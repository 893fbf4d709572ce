from django.conf import settings
from django.db import models


class Subscription(models.Model):
    class Status(models.TextChoices):
        TRIALING = "trialing"
        ACTIVE = "active"
        PAST_DUE = "past_due"
        CANCELED = "canceled"

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="subscription")
    stripe_customer_id = models.CharField(max_length=64)
    stripe_subscription_id = models.CharField(max_length=64, unique=True)
    plan = models.CharField(max_length=16)
    status = models.CharField(max_length=16, choices=Status.choices)
    current_period_end = models.DateTimeField()
    cancel_at_period_end = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.user_id}:{self.plan}:{self.status}"

    @property
    def is_active(self) -> bool:
        return self.status in (self.Status.TRIALING, self.Status.ACTIVE)
