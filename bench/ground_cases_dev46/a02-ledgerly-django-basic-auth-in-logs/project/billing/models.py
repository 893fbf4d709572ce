from django.db import models


class Invoice(models.Model):
    STATUS_CHOICES = [
        ("draft", "Draft"),
        ("open", "Open"),
        ("paid", "Paid"),
        ("void", "Void"),
    ]

    number = models.CharField(max_length=32, unique=True)
    customer_email = models.EmailField()
    amount_cents = models.BigIntegerField()
    currency = models.CharField(max_length=3, default="usd")
    status = models.CharField(max_length=8, choices=STATUS_CHOICES, default="draft")
    stripe_id = models.CharField(max_length=64, blank=True, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"{self.number} ({self.status})"


class WebhookEvent(models.Model):
    provider = models.CharField(max_length=16)
    external_id = models.CharField(max_length=128)
    payload = models.TextField()
    received_at = models.DateTimeField(auto_now_add=True)
    processed_at = models.FloatField(null=True)

    class Meta:
        unique_together = [("provider", "external_id")]
