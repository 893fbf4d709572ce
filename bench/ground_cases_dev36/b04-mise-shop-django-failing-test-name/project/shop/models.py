from decimal import Decimal

from django.db import models


class Coupon(models.Model):
    class Kind(models.TextChoices):
        FIXED = "fixed", "定額"
        PERCENT = "percent", "定率"

    code = models.CharField(max_length=32, unique=True)
    kind = models.CharField(max_length=8, choices=Kind.choices)
    value = models.DecimalField(max_digits=10, decimal_places=0)
    max_discount = models.DecimalField(max_digits=10, decimal_places=0, null=True, blank=True,
                                       help_text="定率クーポンの値引き上限（円）")
    min_subtotal = models.DecimalField(max_digits=10, decimal_places=0, default=Decimal("0"))
    is_active = models.BooleanField(default=True)
    expires_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return self.code


class Order(models.Model):
    customer = models.ForeignKey("accounts.Customer", on_delete=models.PROTECT, related_name="orders")
    subtotal = models.DecimalField(max_digits=10, decimal_places=0)
    discount = models.DecimalField(max_digits=10, decimal_places=0, default=Decimal("0"))
    coupon_code = models.CharField(max_length=32, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    @property
    def number(self) -> str:
        return f"MS-{self.pk:06d}"

    @property
    def total(self) -> Decimal:
        return self.subtotal - self.discount
