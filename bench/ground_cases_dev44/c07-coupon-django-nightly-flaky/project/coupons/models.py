from datetime import date, timedelta

from django.db import models
from django.utils import timezone


class CouponTemplate(models.Model):
    name = models.CharField(max_length=64)
    discount_fen = models.PositiveIntegerField(help_text="减免金额，单位分")
    threshold_fen = models.PositiveIntegerField(default=0, help_text="满多少可用，单位分")
    valid_days = models.PositiveSmallIntegerField(default=7, help_text="领取后有效天数（含领取当天）")

    def __str__(self):
        return self.name


class Coupon(models.Model):
    STATUS_UNUSED = "unused"
    STATUS_USED = "used"
    STATUS_CHOICES = [(STATUS_UNUSED, "未使用"), (STATUS_USED, "已使用")]

    template = models.ForeignKey(CouponTemplate, on_delete=models.PROTECT, related_name="coupons")
    user_id = models.BigIntegerField(db_index=True)
    status = models.CharField(max_length=16, choices=STATUS_CHOICES, default=STATUS_UNUSED)
    received_at = models.DateTimeField(default=timezone.now)
    valid_until = models.DateField(help_text="有效期至（含当天）")
    used_at = models.DateTimeField(null=True, blank=True)

    @classmethod
    def issue(cls, template, user_id):
        today = timezone.localdate()
        return cls.objects.create(
            template=template,
            user_id=user_id,
            valid_until=today + timedelta(days=template.valid_days - 1),
        )

    def is_expired(self):
        return date.today() > self.valid_until

    def can_use(self, order_amount_fen):
        if self.status != self.STATUS_UNUSED or self.is_expired():
            return False
        return order_amount_fen >= self.template.threshold_fen

    def use(self, order_amount_fen):
        if not self.can_use(order_amount_fen):
            raise ValueError("coupon not usable")
        self.status = self.STATUS_USED
        self.used_at = timezone.now()
        self.save(update_fields=["status", "used_at"])
