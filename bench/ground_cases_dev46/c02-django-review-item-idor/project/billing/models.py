from django.conf import settings
from django.db import models


class Organization(models.Model):
    name = models.CharField(max_length=200)


class Customer(models.Model):
    org = models.ForeignKey(Organization, on_delete=models.CASCADE)
    name = models.CharField(max_length=200)
    email = models.EmailField(blank=True)


class Invoice(models.Model):
    STATUS = [("draft", "Draft"), ("sent", "Sent"), ("paid", "Paid")]

    org = models.ForeignKey(Organization, on_delete=models.CASCADE, related_name="invoices")
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT)
    number = models.CharField(max_length=32)
    status = models.CharField(max_length=8, choices=STATUS, default="draft")
    total = models.DecimalField(max_digits=12, decimal_places=2)
    issued_at = models.DateTimeField()
    updated_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL)

    class Meta:
        unique_together = [("org", "number")]
        indexes = [models.Index(fields=["org", "issued_at"])]

    def __str__(self):
        return self.number
