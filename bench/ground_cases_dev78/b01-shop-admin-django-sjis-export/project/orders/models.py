from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=120)
    name_kana = models.CharField(max_length=120, blank=True)
    email = models.EmailField()

    def __str__(self) -> str:
        if self.name_kana:
            return f"{self.name}（{self.name_kana}）"
        return self.name


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "未入金"
        PAID = "paid", "入金済"
        CANCELLED = "cancelled", "キャンセル"

    number = models.CharField(max_length=20, unique=True)
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="orders")
    ordered_at = models.DateTimeField()
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.PENDING)
    subtotal = models.PositiveIntegerField()
    tax = models.PositiveIntegerField()
    note = models.TextField(blank=True)

    class Meta:
        ordering = ["ordered_at", "number"]

    @property
    def total(self) -> int:
        return self.subtotal + self.tax
