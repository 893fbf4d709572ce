from django.conf import settings
from django.db import models


class Order(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="orders")
    amount_cents = models.PositiveIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)
    paid_at = models.DateTimeField(null=True, blank=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"Order #{self.pk} ({self.amount_cents / 100:.2f})"


class ReportSnapshot(models.Model):
    """What was sent, so a report can be resent or compared later."""

    day = models.DateField(unique=True)
    payload = models.JSONField()
    sent_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-day"]

    def __str__(self):
        return f"Report {self.day}"
