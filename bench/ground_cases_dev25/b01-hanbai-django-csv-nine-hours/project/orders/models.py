from decimal import Decimal

from django.db import models

from customers.models import Customer

TAX_RATE = Decimal("0.10")


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "未処理"
        PAID = "paid", "入金済"
        SHIPPED = "shipped", "出荷済"
        CANCELLED = "cancelled", "キャンセル"

    class PaymentMethod(models.TextChoices):
        CARD = "card", "クレジットカード"
        BANK = "bank", "銀行振込"
        COD = "cod", "代金引換"

    number = models.CharField("注文番号", max_length=20, unique=True)
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    payment_method = models.CharField(max_length=8, choices=PaymentMethod.choices, default=PaymentMethod.CARD)
    subtotal = models.DecimalField(max_digits=12, decimal_places=0)
    tax = models.DecimalField(max_digits=12, decimal_places=0, default=0)
    shipped_on = models.DateField("出荷日", null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.tax

    def save(self, *args, **kwargs) -> None:
        if not self.tax:
            self.tax = (self.subtotal * TAX_RATE).quantize(Decimal("1"))
        super().save(*args, **kwargs)

    def __str__(self) -> str:
        return self.number
