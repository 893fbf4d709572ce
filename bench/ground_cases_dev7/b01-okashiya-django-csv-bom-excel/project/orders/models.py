from django.db import models


class Order(models.Model):
    class Status(models.TextChoices):
        NEW = "new", "新規"
        PAID = "paid", "入金済み"
        SHIPPED = "shipped", "発送済み"
        CANCELLED = "cancelled", "キャンセル"

    number = models.CharField(max_length=20, unique=True)
    customer_name = models.CharField(max_length=100)
    total = models.PositiveIntegerField()
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.NEW)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.number


class OrderItem(models.Model):
    order = models.ForeignKey(Order, related_name="items", on_delete=models.CASCADE)
    product = models.ForeignKey("products.Product", on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField(default=1)
    unit_price = models.PositiveIntegerField()
