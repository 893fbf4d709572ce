from django.db import models
from django.utils import timezone


class Plan(models.Model):
    code = models.SlugField(unique=True)
    name = models.CharField(max_length=100)
    monthly_price = models.PositiveIntegerField(help_text="税込・円")
    is_active = models.BooleanField(default=True)

    def __str__(self):
        return f"{self.name} ({self.monthly_price}円/月)"


class Subscription(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active", "有効"
        CANCELED = "canceled", "解約"

    customer = models.ForeignKey("accounts.Customer", on_delete=models.CASCADE, related_name="subscriptions")
    plan = models.ForeignKey(Plan, on_delete=models.PROTECT)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.ACTIVE)
    started_at = models.DateTimeField(default=timezone.now)
    canceled_at = models.DateTimeField(null=True, blank=True)
    plan_changed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["customer", "status"])]

    def cancel(self, when=None):
        self.status = self.Status.CANCELED
        self.canceled_at = when or timezone.now()
        self.save(update_fields=["status", "canceled_at"])


class Charge(models.Model):
    subscription = models.ForeignKey(Subscription, on_delete=models.CASCADE, related_name="charges")
    amount = models.IntegerField()
    description = models.CharField(max_length=200)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
