from decimal import Decimal

from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=200)
    honorific = models.CharField(max_length=10, default="御中")
    email = models.EmailField()
    payjp_customer_id = models.CharField(max_length=64, blank=True)


class Invoice(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft"
        ISSUED = "issued"
        PAID = "paid"

    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="invoices")
    number = models.CharField(max_length=32, unique=True)
    issued_on = models.DateField()
    due_on = models.DateField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT)
    payjp_charge_id = models.CharField(max_length=64, blank=True)

    def __str__(self) -> str:
        return self.number


class InvoiceLine(models.Model):
    REDUCED = Decimal("8")
    STANDARD = Decimal("10")

    invoice = models.ForeignKey(Invoice, on_delete=models.CASCADE, related_name="lines")
    description = models.CharField(max_length=200)
    quantity = models.DecimalField(max_digits=10, decimal_places=2)
    unit_price = models.DecimalField(max_digits=12, decimal_places=0)  # yen, tax excluded
    tax_rate = models.DecimalField(max_digits=4, decimal_places=1, default=STANDARD)

    @property
    def amount(self) -> Decimal:
        return (self.quantity * self.unit_price).quantize(Decimal("1"))

    @property
    def is_reduced(self) -> bool:
        return self.tax_rate == self.REDUCED
