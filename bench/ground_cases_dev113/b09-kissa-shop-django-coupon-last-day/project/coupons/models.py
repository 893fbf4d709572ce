from django.db import models


class Coupon(models.Model):
    code = models.CharField(max_length=32, unique=True)
    description = models.CharField(max_length=200, blank=True)
    percent_off = models.PositiveSmallIntegerField(default=0)
    amount_off = models.PositiveIntegerField(default=0)  # 円
    min_subtotal = models.PositiveIntegerField(default=0)
    valid_from = models.DateField()
    valid_until = models.DateField(help_text="この日まで使える（当日を含む）")
    max_uses = models.PositiveIntegerField(null=True, blank=True)
    used_count = models.PositiveIntegerField(default=0)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["-valid_from"]

    def __str__(self) -> str:
        return self.code

    @property
    def exhausted(self) -> bool:
        return self.max_uses is not None and self.used_count >= self.max_uses

    def discount_for(self, subtotal: int) -> int:
        if self.percent_off:
            return subtotal * self.percent_off // 100
        return min(self.amount_off, subtotal)


class Redemption(models.Model):
    coupon = models.ForeignKey(Coupon, on_delete=models.PROTECT, related_name="redemptions")
    user_id = models.BigIntegerField()
    order_id = models.BigIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)
