from decimal import Decimal

from django.conf import settings
from django.db import models


class Order(models.Model):
    STATUS_CHOICES = [
        ("pending", "未払い"),
        ("paid", "支払済"),
        ("shipped", "発送済"),
        ("cancelled", "キャンセル"),
    ]

    number = models.CharField(max_length=20, unique=True)
    customer_email = models.EmailField()
    status = models.CharField(max_length=20, choices=STATUS_CHOICES, default="pending")
    subtotal_excl_tax = models.IntegerField(default=0)
    tax = models.IntegerField(default=0)
    shipping_fee = models.IntegerField(default=0)
    coupon_discount = models.IntegerField(default=0)
    points_used = models.IntegerField(default=0)
    prefecture = models.CharField(max_length=10)
    delivery_slot = models.CharField(max_length=20, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    @property
    def total_incl_tax(self) -> int:
        return self.subtotal_excl_tax + self.tax

    @property
    def amount_due(self) -> int:
        return self.total_incl_tax - self.coupon_discount - self.points_used + self.shipping_fee

    def tax_rate(self) -> Decimal:
        return Decimal(settings.TAX_RATE)


class OrderLine(models.Model):
    order = models.ForeignKey(Order, related_name="lines", on_delete=models.CASCADE)
    sku = models.CharField(max_length=40)
    name = models.CharField(max_length=200)
    unit_price = models.IntegerField()
    quantity = models.PositiveIntegerField()

    @property
    def amount(self) -> int:
        return self.unit_price * self.quantity
