from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=120)
    phone = models.CharField(max_length=20, db_index=True)
    level = models.CharField(max_length=16, default="normal")


class Order(models.Model):
    STATUS = [
        ("pending", "待支付"),
        ("paid", "已支付"),
        ("shipped", "已发货"),
        ("done", "已完成"),
        ("refunded", "已退款"),
    ]
    number = models.CharField(max_length=32, unique=True)
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=STATUS)
    total = models.DecimalField(max_digits=12, decimal_places=2)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [
            models.Index(fields=["status"], name="order_status_idx"),
        ]


class OrderItem(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="items")
    sku = models.CharField(max_length=40)
    qty = models.PositiveIntegerField()
    price = models.DecimalField(max_digits=10, decimal_places=2)
