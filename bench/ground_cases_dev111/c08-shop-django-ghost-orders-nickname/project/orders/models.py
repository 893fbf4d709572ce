from django.db import models, transaction
from django.utils import timezone


class Order(models.Model):
    PENDING = "pending"
    PAID = "paid"
    CANCELLED = "cancelled"
    STATUS_CHOICES = [(PENDING, "Pending"), (PAID, "Paid"), (CANCELLED, "Cancelled")]

    number = models.CharField(max_length=32, unique=True)
    amount_cents = models.PositiveIntegerField()
    status = models.CharField(max_length=16, choices=STATUS_CHOICES, default=PENDING)
    created_at = models.DateTimeField(default=timezone.now)
    paid_at = models.DateTimeField(null=True, blank=True)

    def __str__(self):
        return f"{self.number} ({self.status})"

    @classmethod
    def mark_paid(cls, number, paid_at=None):
        with transaction.atomic():
            order = cls.objects.select_for_update().get(number=number)
            if order.status == cls.PAID:
                return order
            order.status = cls.PAID
            order.paid_at = paid_at or timezone.now()
            order.save(update_fields=["status", "paid_at"])
            return order

    def cancel(self):
        if self.status != self.PENDING:
            return False
        self.status = self.CANCELLED
        self.save(update_fields=["status"])
        return True
