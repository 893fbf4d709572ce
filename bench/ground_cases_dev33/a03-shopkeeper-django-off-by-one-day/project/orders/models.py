from decimal import Decimal

from django.conf import settings
from django.db import models


class Store(models.Model):
    code = models.SlugField(unique=True)
    name = models.CharField(max_length=120)
    timezone = models.CharField(max_length=64, default="Europe/London",
                                help_text="IANA zone the store reports in, e.g. Asia/Tokyo")

    def __str__(self) -> str:
        return self.name


class Order(models.Model):
    class Status(models.TextChoices):
        PAID = "paid"
        CANCELLED = "cancelled"
        REFUNDED = "refunded"

    store = models.ForeignKey(Store, on_delete=models.PROTECT, related_name="orders")
    customer = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                 on_delete=models.SET_NULL, related_name="orders")
    number = models.CharField(max_length=20, unique=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PAID)
    total = models.DecimalField(max_digits=10, decimal_places=2, default=Decimal("0"))
    placed_at = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ["-placed_at"]

    def __str__(self) -> str:
        return self.number
