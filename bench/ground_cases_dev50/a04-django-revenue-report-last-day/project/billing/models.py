from decimal import Decimal

from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=200)
    email = models.EmailField(unique=True)
    country = models.CharField(max_length=2)
    stripe_id = models.CharField(max_length=64, unique=True)

    def __str__(self) -> str:
        return self.name


class Payment(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending"
        CAPTURED = "captured"
        REFUNDED = "refunded"
        FAILED = "failed"

    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="payments")
    stripe_charge_id = models.CharField(max_length=64, unique=True)
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    fee = models.DecimalField(max_digits=12, decimal_places=2, default=Decimal("0.00"))
    currency = models.CharField(max_length=3, default="EUR")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    paid_at = models.DateTimeField(null=True, blank=True, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["status", "paid_at"])]

    @property
    def net(self) -> Decimal:
        return self.amount - self.fee
