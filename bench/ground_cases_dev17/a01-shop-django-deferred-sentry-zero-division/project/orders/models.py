from django.conf import settings
from django.db import models


class Order(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        PENDING = "pending", "Pending payment"
        PAID = "paid", "Paid"
        SHIPPED = "shipped", "Shipped"
        DELIVERED = "delivered", "Delivered"
        CANCELLED = "cancelled", "Cancelled"

    shop = models.ForeignKey("shops.Shop", on_delete=models.CASCADE, related_name="orders")
    customer = models.ForeignKey("customers.Customer", on_delete=models.PROTECT, related_name="orders")
    number = models.CharField(max_length=20, unique=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.DRAFT)
    total_cents = models.PositiveIntegerField(default=0)
    currency = models.CharField(max_length=3, default="EUR")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["shop", "status", "created_at"])]

    def __str__(self) -> str:
        return self.number

    @property
    def is_open(self) -> bool:
        return self.status in {self.Status.DRAFT, self.Status.PENDING, self.Status.PAID}


class OrderLine(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    sku = models.CharField(max_length=40)
    title = models.CharField(max_length=200)
    quantity = models.PositiveIntegerField(default=1)
    unit_price_cents = models.PositiveIntegerField()

    @property
    def total_cents(self) -> int:
        return self.quantity * self.unit_price_cents
