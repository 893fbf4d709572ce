from django.db import models


class PointAccount(models.Model):
    customer_email = models.EmailField(unique=True)
    balance = models.IntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)


class PointEntry(models.Model):
    KIND_CHOICES = [("earn", "付与"), ("redeem", "利用"), ("expire", "失効"), ("revoke", "取消")]

    account = models.ForeignKey(PointAccount, related_name="entries", on_delete=models.CASCADE)
    order_number = models.CharField(max_length=20, blank=True)
    kind = models.CharField(max_length=10, choices=KIND_CHOICES)
    points = models.IntegerField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.kind} {self.points}pt ({self.order_number})"
