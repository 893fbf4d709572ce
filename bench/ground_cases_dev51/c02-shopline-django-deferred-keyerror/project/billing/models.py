from django.db import models


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending"
        PAID = "paid"
        REFUNDED = "refunded"
        CANCELLED = "cancelled"

    number = models.CharField(max_length=32, unique=True)
    email = models.EmailField()
    amount_cents = models.PositiveIntegerField()
    currency = models.CharField(max_length=3, default="cny")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    stripe_payment_intent = models.CharField(max_length=64, blank=True, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return self.number


class Subscription(models.Model):
    stripe_id = models.CharField(max_length=64, unique=True)
    email = models.EmailField()
    plan = models.CharField(max_length=32)
    active = models.BooleanField(default=True)
    current_period_end = models.DateTimeField(null=True)
    last_invoice_id = models.CharField(max_length=64, blank=True)

    def __str__(self) -> str:
        return f"{self.plan} ({self.stripe_id})"


class Refund(models.Model):
    order = models.ForeignKey(Order, on_delete=models.PROTECT, related_name="refunds")
    amount_cents = models.PositiveIntegerField()
    reason = models.CharField(max_length=128, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
