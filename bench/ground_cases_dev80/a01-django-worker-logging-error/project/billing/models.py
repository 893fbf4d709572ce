from django.db import models


class Account(models.Model):
    name = models.CharField(max_length=200)
    provider_ref = models.CharField(max_length=64, unique=True)
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return self.name


class Invoice(models.Model):
    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="invoices")
    number = models.CharField(max_length=32)
    total_cents = models.BigIntegerField()
    currency = models.CharField(max_length=3, default="EUR")
    issued_at = models.DateTimeField()

    class Meta:
        unique_together = ("account", "number")
