from decimal import Decimal

from django.db import models
from django.utils.translation import gettext_lazy as _


class Customer(models.Model):
    name = models.CharField(_("name"), max_length=100)
    email = models.EmailField(_("email"))
    language = models.CharField(max_length=10, default="ja")
    timezone = models.CharField(max_length=50, default="Asia/Tokyo")

    def __str__(self):
        return self.name


class Order(models.Model):
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="orders")
    created_at = models.DateTimeField(auto_now_add=True)
    confirmed = models.BooleanField(default=False)

    @property
    def total(self) -> Decimal:
        return sum((line.subtotal for line in self.lines.all()), Decimal("0"))


class OrderLine(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    title = models.CharField(max_length=200)
    unit_price = models.DecimalField(max_digits=10, decimal_places=0)
    quantity = models.PositiveIntegerField(default=1)

    @property
    def subtotal(self) -> Decimal:
        return self.unit_price * self.quantity
