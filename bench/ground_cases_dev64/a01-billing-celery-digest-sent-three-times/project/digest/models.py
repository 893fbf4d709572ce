from django.conf import settings
from django.db import models

MAX_REMINDERS = 3


class Invoice(models.Model):
    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    number = models.CharField(max_length=32, unique=True)
    amount_cents = models.IntegerField()
    due_on = models.DateField()
    paid_at = models.DateTimeField(null=True, blank=True)


class Reminder(models.Model):
    invoice = models.OneToOneField(Invoice, on_delete=models.CASCADE, related_name="reminder")
    sent_count = models.PositiveSmallIntegerField(default=0)
    last_sent_at = models.DateTimeField(null=True, blank=True)

    @property
    def exhausted(self) -> bool:
        return self.sent_count >= MAX_REMINDERS


class DigestDelivery(models.Model):
    """One row per user and week once that week's digest went out."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    week_start = models.DateField()
    sent_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "week_start"], name="digest_once_per_week"),
        ]
