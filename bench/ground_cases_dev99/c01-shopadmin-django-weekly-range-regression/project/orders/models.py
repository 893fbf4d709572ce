from django.db import models


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "待支付"
        PAID = "paid", "已支付"
        SHIPPED = "shipped", "已发货"
        DONE = "done", "已完成"
        REFUNDED = "refunded", "已退款"
        CANCELLED = "cancelled", "已取消"

    class Channel(models.TextChoices):
        MINIAPP = "miniapp", "小程序"
        APP = "app", "App"
        WEB = "web", "网页"

    number = models.CharField(max_length=32, unique=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    channel = models.CharField(max_length=16, choices=Channel.choices, default=Channel.MINIAPP)
    phone = models.CharField(max_length=20)
    total_cents = models.PositiveIntegerField()
    refund_cents = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    paid_at = models.DateTimeField(null=True, blank=True)
    refunded_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["paid_at"]), models.Index(fields=["status", "created_at"])]

    def __str__(self) -> str:
        return f"{self.number} ({self.get_status_display()})"

    @property
    def refundable_cents(self) -> int:
        return max(self.total_cents - self.refund_cents, 0)
