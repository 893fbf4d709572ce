from django.db import models


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "未払い"
        PAID = "paid", "支払済"
        CANCELLED = "cancelled", "キャンセル"
        REFUNDED = "refunded", "返金済"

    order_no = models.CharField(max_length=16, unique=True)
    ordered_at = models.DateTimeField()
    customer_email = models.EmailField()
    total = models.PositiveIntegerField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    note = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-ordered_at"]
        indexes = [
            models.Index(fields=["status"], name="order_status_idx"),
            models.Index(fields=["ordered_at"], name="order_ordered_at_idx"),
        ]

    def __str__(self):
        return self.order_no

    @property
    def is_paid(self):
        return self.status == self.Status.PAID

    def cancel(self):
        if self.status != self.Status.PENDING:
            raise ValueError("支払済の注文はキャンセルできません。返金処理を使ってください")
        self.status = self.Status.CANCELLED
        self.save(update_fields=["status", "updated_at"])
