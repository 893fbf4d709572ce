from django.conf import settings
from django.db import models
from django.utils import timezone


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "待支付"
        PAID = "paid", "已支付"
        SHIPPED = "shipped", "已发货"
        CANCELLED = "cancelled", "已取消"

    number = models.CharField(max_length=32, unique=True)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="orders")
    email = models.EmailField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    total_cents = models.PositiveIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)
    paid_at = models.DateTimeField(null=True, blank=True)
    trade_no = models.CharField(max_length=64, blank=True, default="")

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status", "created_at"])]

    def __str__(self) -> str:
        return self.number

    @property
    def total_display(self) -> str:
        return f"¥{self.total_cents / 100:.2f}"

    def mark_paid(self, trade_no: str = "", paid_at=None) -> None:
        self.status = self.Status.PAID
        self.paid_at = paid_at or timezone.now()
        if trade_no:
            self.trade_no = trade_no
        self.save(update_fields=["status", "paid_at", "trade_no"])

    def cancel(self) -> None:
        if self.status != self.Status.PENDING:
            raise ValueError(f"cannot cancel an order that is {self.status}")
        self.status = self.Status.CANCELLED
        self.save(update_fields=["status"])


class OrderLine(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    sku = models.CharField(max_length=32)
    name = models.CharField(max_length=120)
    qty = models.PositiveIntegerField()
    unit_cents = models.PositiveIntegerField()
