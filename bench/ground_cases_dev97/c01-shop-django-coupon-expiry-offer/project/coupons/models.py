from decimal import Decimal

from django.conf import settings
from django.db import models


class Coupon(models.Model):
    class Kind(models.TextChoices):
        FIXED = "fixed", "满减"
        PERCENT = "percent", "折扣"

    code = models.CharField(max_length=32, unique=True)
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.FIXED)
    value = models.DecimalField(max_digits=10, decimal_places=2)
    min_amount = models.DecimalField(
        max_digits=10, decimal_places=2, default=Decimal("0"),
        help_text="使用门槛（元）：订单商品金额不低于该值才能用，按实际金额比较不取整；填 0 表示无门槛",
    )
    starts_at = models.DateTimeField()
    expires_at = models.DateTimeField()
    max_uses = models.PositiveIntegerField(default=0)
    used_count = models.PositiveIntegerField(default=0)
    is_enabled = models.BooleanField(default=True)

    class Meta:
        ordering = ["-starts_at"]

    def __str__(self) -> str:
        return f"{self.code} ({self.get_kind_display()})"


class Redemption(models.Model):
    coupon = models.ForeignKey(Coupon, on_delete=models.PROTECT, related_name="redemptions")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    order_id = models.BigIntegerField(unique=True)
    discount = models.DecimalField(max_digits=10, decimal_places=2)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["coupon", "user"])]
