from datetime import date
from decimal import Decimal

from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=200)
    email = models.EmailField(unique=True)
    active = models.BooleanField(default=True)
    country = models.CharField(max_length=2, default="DE")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Invoice(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft"
        SENT = "sent"
        PAID = "paid"
        VOID = "void"

    customer = models.ForeignKey(Customer, related_name="invoices", on_delete=models.PROTECT)
    number = models.CharField(max_length=32, unique=True)
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.DRAFT)
    amount = models.DecimalField(max_digits=12, decimal_places=2, default=Decimal("0.00"))
    issued_at = models.DateField()
    due_at = models.DateField()
    paid_at = models.DateField(null=True, blank=True)

    class Meta:
        indexes = [
            models.Index(fields=["customer", "issued_at"], name="invoice_customer_issued_idx"),
        ]

    def __str__(self) -> str:
        return self.number

    @property
    def is_overdue(self) -> bool:
        return self.status == self.Status.SENT and self.due_at < date.today()
