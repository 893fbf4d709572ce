from __future__ import annotations

from zoneinfo import ZoneInfo

from django.db import models


class Office(models.Model):
    code = models.CharField(max_length=8, unique=True)
    name = models.CharField(max_length=120)
    timezone = models.CharField(max_length=64, default="UTC")
    export_recipients = models.TextField(blank=True, help_text="Comma-separated e-mail addresses")
    is_active = models.BooleanField(default=True)

    def __str__(self) -> str:
        return f"{self.code} {self.name}"

    @property
    def zoneinfo(self) -> ZoneInfo:
        return ZoneInfo(self.timezone)

    def recipients(self) -> list[str]:
        return [a.strip() for a in self.export_recipients.split(",") if a.strip()]


class Order(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        PLACED = "placed", "Placed"
        SHIPPED = "shipped", "Shipped"
        CANCELLED = "cancelled", "Cancelled"

    number = models.CharField(max_length=20, unique=True)
    office = models.ForeignKey(Office, on_delete=models.PROTECT, related_name="orders")
    customer = models.ForeignKey("customers.Customer", on_delete=models.PROTECT, related_name="orders")
    channel = models.CharField(max_length=16, default="web")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.DRAFT)
    total = models.DecimalField(max_digits=12, decimal_places=2, default=0)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]


class OrderLine(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    sku = models.CharField(max_length=32)
    quantity = models.PositiveIntegerField()
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)
