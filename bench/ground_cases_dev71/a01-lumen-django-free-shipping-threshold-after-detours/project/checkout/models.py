from decimal import Decimal

from django.db import models


class Product(models.Model):
    sku = models.CharField(max_length=32, unique=True)
    name = models.CharField(max_length=200)
    price = models.DecimalField(max_digits=10, decimal_places=2)
    vat_rate = models.DecimalField(max_digits=4, decimal_places=2, default=Decimal("0.19"))
    active = models.BooleanField(default=True)

    def __str__(self) -> str:
        return f"{self.sku} {self.name}"


class Coupon(models.Model):
    PERCENT = "percent"
    FIXED = "fixed"
    KINDS = [(PERCENT, "Percent off"), (FIXED, "Fixed amount off")]

    code = models.CharField(max_length=32, unique=True)
    kind = models.CharField(max_length=10, choices=KINDS, default=PERCENT)
    value = models.DecimalField(max_digits=8, decimal_places=2)
    valid_until = models.DateTimeField(null=True, blank=True)
    max_uses = models.PositiveIntegerField(null=True, blank=True)
    times_used = models.PositiveIntegerField(default=0)
    min_subtotal = models.DecimalField(max_digits=8, decimal_places=2, null=True, blank=True,
                                       help_text="Goods total (gross) the cart needs before the code works.")

    def __str__(self) -> str:
        return self.code


class Cart(models.Model):
    session_key = models.CharField(max_length=40, db_index=True)
    coupon = models.ForeignKey(Coupon, null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(auto_now_add=True)


class CartItem(models.Model):
    cart = models.ForeignKey(Cart, related_name="items", on_delete=models.CASCADE)
    product = models.ForeignKey(Product, on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField(default=1)

    @property
    def line_total(self) -> Decimal:
        return self.product.price * self.quantity
