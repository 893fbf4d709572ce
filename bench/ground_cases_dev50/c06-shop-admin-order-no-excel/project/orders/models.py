from django.db import models


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "待支付"
        PAID = "paid", "已支付"
        SHIPPED = "shipped", "已发货"
        REFUNDED = "refunded", "已退款"
        CANCELLED = "cancelled", "已取消"

    # 18-digit order number from the order service: yyyymmdd + 10 digits
    order_no = models.CharField(max_length=18, unique=True)
    customer_name = models.CharField(max_length=64)
    phone = models.CharField(max_length=20, blank=True)
    item_count = models.PositiveIntegerField(default=0)
    paid_amount = models.DecimalField(max_digits=12, decimal_places=2, null=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    created_at = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status", "created_at"])]

    def __str__(self) -> str:
        return self.order_no

    @property
    def is_settled(self) -> bool:
        return self.status in (self.Status.PAID, self.Status.SHIPPED)
