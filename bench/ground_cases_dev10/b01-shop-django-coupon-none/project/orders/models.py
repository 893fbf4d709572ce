from django.conf import settings
from django.db import models


class Coupon(models.Model):
    class Kind(models.TextChoices):
        PERCENT = "percent", "割合"
        FIXED = "fixed", "定額"

    code = models.CharField(max_length=32, unique=True)
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.PERCENT)
    value = models.DecimalField(max_digits=10, decimal_places=0)
    min_amount = models.DecimalField(max_digits=10, decimal_places=0, default=0)
    expires_at = models.DateTimeField()

    def __str__(self) -> str:
        return self.code


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "未決済"
        PAID = "paid", "決済済み"
        SHIPPED = "shipped", "発送済み"
        CANCELLED = "cancelled", "キャンセル"

    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    coupon = models.ForeignKey(Coupon, null=True, blank=True, on_delete=models.SET_NULL)
    prefecture = models.CharField(max_length=8)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"Order #{self.pk}"


class OrderLine(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    sku = models.CharField(max_length=32)
    name = models.CharField(max_length=200)
    unit_price = models.DecimalField(max_digits=10, decimal_places=0)
    quantity = models.PositiveIntegerField(default=1)

    def __str__(self) -> str:
        return f"{self.sku} x{self.quantity}"
