from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=200)
    region = models.CharField(max_length=32, blank=True)
    sales_rep = models.CharField(max_length=64, blank=True)

    def __str__(self):
        return self.name


class Order(models.Model):
    STATUS_CHOICES = [
        ("new", "新建"),
        ("paid", "已付款"),
        ("shipped", "已发货"),
        ("refunded", "已退款"),
    ]

    number = models.CharField(max_length=32, unique=True)
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=STATUS_CHOICES, default="new")
    currency = models.CharField(max_length=3, default="CNY")
    # NULL for orders migrated from the old ERP in 2021; their amount is in legacy_amount
    total_amount = models.DecimalField(max_digits=14, decimal_places=2, null=True, blank=True)
    legacy_amount = models.CharField(max_length=32, blank=True)
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return self.number


class ExchangeRate(models.Model):
    """Daily CNY central parity, filled by the sync_rates command."""

    date = models.DateField()
    currency = models.CharField(max_length=3)
    rate = models.DecimalField(max_digits=12, decimal_places=6)

    class Meta:
        unique_together = [("date", "currency")]
