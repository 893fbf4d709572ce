from django.db import models


class Shop(models.Model):
    name = models.CharField(max_length=100)
    opens_at = models.TimeField()
    closes_at = models.TimeField()

    def __str__(self) -> str:
        return self.name


class Reservation(models.Model):
    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="reservations")
    customer_name = models.CharField(max_length=100)
    customer_email = models.EmailField()
    starts_at = models.DateTimeField()
    party_size = models.PositiveSmallIntegerField(default=1)
    cancelled_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["starts_at"]
