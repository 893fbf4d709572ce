from django.db import models


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending"
        PAID = "paid"
        FAILED = "failed"
        REFUNDED = "refunded"

    number = models.CharField(max_length=20, unique=True)
    payment_intent_id = models.CharField(max_length=64, unique=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    amount = models.PositiveIntegerField()  # JPY (zero-decimal)
    paid_amount = models.PositiveIntegerField(default=0)
    refunded_amount = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)


class LedgerEntry(models.Model):
    class Kind(models.TextChoices):
        RECEIPT = "receipt"
        REFUND = "refund"

    order = models.ForeignKey(Order, on_delete=models.PROTECT, related_name="ledger")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    amount = models.IntegerField()
    stripe_ref = models.CharField(max_length=64)
    created_at = models.DateTimeField(auto_now_add=True)


class ProcessedEvent(models.Model):
    event_id = models.CharField(max_length=64, unique=True)
    event_type = models.CharField(max_length=64)
    received_at = models.DateTimeField(auto_now_add=True)
