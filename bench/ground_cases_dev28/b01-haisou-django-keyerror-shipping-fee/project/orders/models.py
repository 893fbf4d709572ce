from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=120)
    prefecture = models.CharField(max_length=10)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return self.name


class Order(models.Model):
    class Status(models.TextChoices):
        NEW = "new", "新規"
        SHIPPED = "shipped", "発送済み"
        CANCELLED = "cancelled", "キャンセル"

    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.NEW)
    ordered_at = models.DateTimeField()
    # 2024-04 以降の注文は送料・クーポン情報などをここに持つ
    meta = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-ordered_at"]


class OrderItem(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="items")
    sku = models.CharField(max_length=32)
    name = models.CharField(max_length=200)
    unit_price = models.DecimalField(max_digits=10, decimal_places=0)
    quantity = models.PositiveIntegerField(default=1)

    @property
    def subtotal(self):
        return self.unit_price * self.quantity
