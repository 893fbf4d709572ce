from decimal import Decimal

from django.db import models
from django.db.models import Max, Sum
from django.utils import timezone

from customers.models import Customer


class Invoice(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft"
        ISSUED = "issued"
        PAID = "paid"
        VOID = "void"

    number = models.CharField(max_length=20, unique=True, editable=False)
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="invoices")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT)
    created_at = models.DateTimeField(default=timezone.now)
    due_on = models.DateField()
    currency = models.CharField(max_length=3, default="EUR")

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.number

    @classmethod
    def next_number(cls, year: int) -> str:
        prefix = f"INV-{year}-"
        last = cls.objects.filter(number__startswith=prefix).aggregate(m=Max("number"))["m"]
        seq = int(last.rsplit("-", 1)[1]) + 1 if last else 1
        return f"{prefix}{seq:06d}"

    def save(self, *args, **kwargs):
        if not self.number:
            self.number = self.next_number(self.created_at.year)
        super().save(*args, **kwargs)

    @property
    def total(self) -> Decimal:
        return self.lines.aggregate(t=Sum(models.F("quantity") * models.F("unit_price")))["t"] or Decimal("0")


class InvoiceLine(models.Model):
    invoice = models.ForeignKey(Invoice, on_delete=models.CASCADE, related_name="lines")
    description = models.CharField(max_length=200)
    quantity = models.DecimalField(max_digits=10, decimal_places=2)
    unit_price = models.DecimalField(max_digits=12, decimal_places=2)

    class Meta:
        ordering = ["id"]
