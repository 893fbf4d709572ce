from django.conf import settings
from django.db import models

from rooms.models import Room


class Booking(models.Model):
    class Status(models.TextChoices):
        HELD = "held", "Held"
        CONFIRMED = "confirmed", "Confirmed"
        RELEASED = "released", "Released"
        CANCELLED = "cancelled", "Cancelled"

    room = models.ForeignKey(Room, on_delete=models.PROTECT, related_name="bookings")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="bookings")
    start = models.DateTimeField()
    end = models.DateTimeField()
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.HELD)
    held_until = models.DateTimeField(null=True, blank=True)
    reminder_sent = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["start"]
        indexes = [models.Index(fields=["status", "held_until"])]
        constraints = [
            models.CheckConstraint(check=models.Q(end__gt=models.F("start")), name="booking_ends_after_start"),
        ]

    def __str__(self) -> str:
        return f"{self.room} {self.start:%Y-%m-%d %H:%M}"

    @property
    def is_active(self) -> bool:
        return self.status in (self.Status.HELD, self.Status.CONFIRMED)
