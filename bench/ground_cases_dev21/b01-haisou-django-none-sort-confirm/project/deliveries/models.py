from django.db import models


class Slot(models.Model):
    label = models.CharField(max_length=32)  # 午前中 / 14-16時 など
    starts_at = models.TimeField()
    ends_at = models.TimeField()

    def __str__(self):
        return self.label


class Delivery(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "日時調整中"
        SCHEDULED = "scheduled", "配送予定"
        DELIVERED = "delivered", "配達済み"
        CANCELLED = "cancelled", "キャンセル"

    order = models.ForeignKey("orders.Order", on_delete=models.CASCADE, related_name="deliveries")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    # 0014: 日時未定の配送を登録できるように null=True に変更
    scheduled_date = models.DateField(null=True, blank=True)
    slot = models.ForeignKey(Slot, null=True, blank=True, on_delete=models.SET_NULL)
    delivered_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["scheduled_date", "id"]

    def __str__(self):
        return f"Delivery#{self.pk} ({self.get_status_display()})"


class DeliveryItem(models.Model):
    delivery = models.ForeignKey(Delivery, on_delete=models.CASCADE, related_name="items")
    product = models.ForeignKey("catalog.Product", on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField(default=1)

    def __str__(self):
        return f"{self.product} x{self.quantity}"
