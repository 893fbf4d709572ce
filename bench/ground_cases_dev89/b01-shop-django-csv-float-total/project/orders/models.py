from decimal import Decimal

from django.conf import settings
from django.db import models


class Coupon(models.Model):
    PERCENT = "percent"
    FIXED = "fixed"
    KIND_CHOICES = [(PERCENT, "割引率"), (FIXED, "定額")]

    code = models.CharField(max_length=32, unique=True)
    kind = models.CharField(max_length=16, choices=KIND_CHOICES, default=PERCENT)
    percent = models.DecimalField(max_digits=5, decimal_places=2, null=True, blank=True)
    amount = models.DecimalField(max_digits=10, decimal_places=0, null=True, blank=True)
    active = models.BooleanField(default=True)

    def __str__(self):
        return self.code


class Order(models.Model):
    STATUS_CHOICES = [("pending", "未払い"), ("paid", "支払済"), ("shipped", "発送済"), ("cancelled", "キャンセル")]

    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=STATUS_CHOICES, default="pending")
    coupon = models.ForeignKey(Coupon, null=True, blank=True, on_delete=models.SET_NULL)
    subtotal = models.DecimalField(max_digits=10, decimal_places=0, default=Decimal("0"))
    discount = models.DecimalField(max_digits=10, decimal_places=0, default=Decimal("0"))
    total = models.DecimalField(max_digits=10, decimal_places=0, default=Decimal("0"))
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"Order #{self.pk}"


class OrderItem(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="items")
    sku = models.CharField(max_length=32)
    name = models.CharField(max_length=200)
    unit_price = models.DecimalField(max_digits=10, decimal_places=0)
    quantity = models.PositiveIntegerField(default=1)

    @property
    def line_total(self):
        return self.unit_price * self.quantity
