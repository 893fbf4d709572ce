from django.db import models
from django.utils.translation import gettext_lazy as _


class Customer(models.Model):
    code = models.CharField(_("Customer code"), max_length=20, unique=True)
    name = models.CharField(_("Name"), max_length=120)
    phone = models.CharField(_("Phone"), max_length=20, blank=True)

    def __str__(self):
        return f"{self.code} {self.name}"


class Order(models.Model):
    STATUS_CHOICES = [
        ("received", _("Received")),
        ("picking", _("Picking")),
        ("shipped", _("Shipped")),
        ("cancelled", _("Cancelled")),
    ]

    number = models.CharField(_("Order number"), max_length=20, unique=True)
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, verbose_name=_("Customer"))
    status = models.CharField(_("Status"), max_length=20, choices=STATUS_CHOICES, default="received")
    ordered_at = models.DateTimeField(_("Ordered at"))
    shipped_at = models.DateTimeField(_("Shipped at"), null=True, blank=True)
    total = models.DecimalField(_("Total"), max_digits=10, decimal_places=0)

    class Meta:
        ordering = ["-ordered_at"]
        verbose_name = _("Order")
        verbose_name_plural = _("Orders")

    def __str__(self):
        return self.number
