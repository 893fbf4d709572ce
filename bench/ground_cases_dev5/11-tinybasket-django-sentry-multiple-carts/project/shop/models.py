from django.conf import settings
from django.db import models


class Product(models.Model):
    sku = models.CharField(max_length=64, unique=True)
    name = models.CharField(max_length=200)
    price_cents = models.PositiveIntegerField()

    def __str__(self):
        return self.name


class Cart(models.Model):
    class Status(models.TextChoices):
        OPEN = "open"
        ORDERED = "ordered"
        SAVED = "saved"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="carts")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    created = models.DateTimeField(auto_now_add=True)

    def total_cents(self):
        return sum(item.product.price_cents * item.quantity for item in self.items.select_related("product"))


class CartItem(models.Model):
    cart = models.ForeignKey(Cart, on_delete=models.CASCADE, related_name="items")
    product = models.ForeignKey(Product, on_delete=models.PROTECT)
    quantity = models.PositiveSmallIntegerField(default=1)
