from django.conf import settings
from django.db import models


class Customer(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    phone = models.CharField(max_length=20, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return self.user.get_username()


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "受付"
        PAID = "paid", "支払済"
        SHIPPED = "shipped", "発送済"
        CANCELLED = "cancelled", "キャンセル"

    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    total = models.DecimalField(max_digits=10, decimal_places=0)
    placed_at = models.DateTimeField()
    shipped_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-placed_at"]
        index_together = [["customer", "status"]]

    def __str__(self):
        return f"#{self.pk} {self.customer}"

    @property
    def cancellable(self):
        return self.status in (self.Status.PENDING, self.Status.PAID)


class OrderLine(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    sku = models.CharField(max_length=32)
    quantity = models.PositiveIntegerField(default=1)
    unit_price = models.DecimalField(max_digits=10, decimal_places=0)

    class Meta:
        unique_together = [["order", "sku"]]
