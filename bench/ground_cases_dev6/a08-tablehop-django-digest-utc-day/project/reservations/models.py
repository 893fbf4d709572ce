from django.db import models


class Restaurant(models.Model):
    name = models.CharField(max_length=200)
    manager_email = models.EmailField()
    seats = models.PositiveIntegerField(default=40)

    def __str__(self) -> str:
        return self.name


class Reservation(models.Model):
    class Status(models.TextChoices):
        CONFIRMED = "confirmed"
        CANCELLED = "cancelled"
        NO_SHOW = "no_show"

    restaurant = models.ForeignKey(Restaurant, on_delete=models.CASCADE, related_name="reservations")
    guest_name = models.CharField(max_length=200)
    party_size = models.PositiveSmallIntegerField()
    starts_at = models.DateTimeField(db_index=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.CONFIRMED)
    notes = models.TextField(blank=True)

    class Meta:
        ordering = ["starts_at"]

    def __str__(self) -> str:
        return f"{self.guest_name} x{self.party_size} @ {self.starts_at:%Y-%m-%d %H:%M}"
