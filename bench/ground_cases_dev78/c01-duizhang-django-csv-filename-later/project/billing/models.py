from django.db import models


class Merchant(models.Model):
    name = models.CharField(max_length=100)
    short_code = models.CharField(max_length=20, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return self.name


class Settlement(models.Model):
    STATUS_CHOICES = [
        ("pending", "待结算"),
        ("settled", "已结算"),
        ("refunded", "已退款"),
    ]

    merchant = models.ForeignKey(Merchant, on_delete=models.CASCADE, related_name="settlements")
    order_no = models.CharField(max_length=40, db_index=True)
    paid_at = models.DateTimeField()
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    fee = models.DecimalField(max_digits=12, decimal_places=2, default=0)
    status = models.CharField(max_length=10, choices=STATUS_CHOICES, default="pending")
    remark = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["paid_at"]

    @property
    def net_amount(self):
        return self.amount - self.fee
