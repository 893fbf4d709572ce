from django.conf import settings
from django.db import models
from django.utils import timezone


class Campaign(models.Model):
    name = models.CharField(max_length=100)
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return self.name


class Coupon(models.Model):
    class Kind(models.TextChoices):
        PERCENT = "percent", "割合"
        AMOUNT = "amount", "定額"

    code = models.CharField(max_length=32, unique=True)
    campaign = models.ForeignKey(Campaign, on_delete=models.PROTECT, related_name="coupons")
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.PERCENT)
    percent = models.PositiveSmallIntegerField(default=0)
    amount = models.PositiveIntegerField(default=0)
    audience = models.CharField(max_length=20, default="all")
    is_active = models.BooleanField(default=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    max_uses = models.PositiveIntegerField(null=True, blank=True)
    used_count = models.PositiveIntegerField(default=0)

    @property
    def is_expired(self) -> bool:
        return self.expires_at is not None and self.expires_at <= timezone.now()

    def __str__(self) -> str:
        return self.code


class CouponRedemption(models.Model):
    coupon = models.ForeignKey(Coupon, on_delete=models.CASCADE, related_name="redemptions")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    discount = models.PositiveIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["coupon", "user"], name="one_redemption_per_user")]
