from django.conf import settings
from django.db import models


class Product(models.Model):
    sku = models.CharField(max_length=32, unique=True)
    name = models.CharField(max_length=200)
    price = models.DecimalField(max_digits=10, decimal_places=0)
    sale_price = models.DecimalField(max_digits=10, decimal_places=0, null=True, blank=True)
    is_active = models.BooleanField(default=True)

    def __str__(self):
        return f"{self.sku} {self.name}"


class Coupon(models.Model):
    code = models.CharField(max_length=40, unique=True)
    rate = models.DecimalField(max_digits=5, decimal_places=2, help_text="割引率(%)")
    min_amount = models.DecimalField(max_digits=10, decimal_places=0, default=0)
    max_discount = models.DecimalField(max_digits=10, decimal_places=0, null=True, blank=True)
    expires_at = models.DateTimeField()

    def __str__(self):
        return self.code


class Cart(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE)
    session_key = models.CharField(max_length=64, db_index=True)
    coupon = models.ForeignKey(Coupon, null=True, blank=True, on_delete=models.SET_NULL)
    coupon_code = models.CharField(max_length=40, blank=True, default="")
    use_points = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)


class CartItem(models.Model):
    cart = models.ForeignKey(Cart, related_name="items", on_delete=models.CASCADE)
    product = models.ForeignKey(Product, on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField(default=1)

    class Meta:
        unique_together = ("cart", "product")
