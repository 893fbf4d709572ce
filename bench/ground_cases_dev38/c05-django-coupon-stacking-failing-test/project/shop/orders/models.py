from django.db import models

from shop.orders.pricing import quote


class Coupon(models.Model):
    KINDS = [("percent", "percent"), ("threshold", "threshold")]
    code = models.CharField(max_length=32, unique=True)
    kind = models.CharField(max_length=16, choices=KINDS)
    value = models.DecimalField(max_digits=8, decimal_places=2)
    min_amount = models.DecimalField(max_digits=8, decimal_places=2, default=0)
    active = models.BooleanField(default=True)


class Order(models.Model):
    number = models.CharField(max_length=24, unique=True)
    status = models.CharField(max_length=16, default="pending")
    coupons = models.ManyToManyField(Coupon, blank=True)
    subtotal = models.DecimalField(max_digits=10, decimal_places=2, default=0)
    discount = models.DecimalField(max_digits=10, decimal_places=2, default=0)
    shipping = models.DecimalField(max_digits=10, decimal_places=2, default=0)
    total = models.DecimalField(max_digits=10, decimal_places=2, default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    def reprice(self):
        q = quote(self.items.all(), list(self.coupons.all()))
        self.subtotal, self.discount, self.shipping, self.total = q.subtotal, q.discount, q.shipping, q.total
        self.save(update_fields=["subtotal", "discount", "shipping", "total"])


class OrderItem(models.Model):
    order = models.ForeignKey(Order, related_name="items", on_delete=models.CASCADE)
    sku = models.CharField(max_length=32)
    name = models.CharField(max_length=128)
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)
    quantity = models.PositiveIntegerField(default=1)
