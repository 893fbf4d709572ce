from django.conf import settings
from django.db import models


class Doctor(models.Model):
    name = models.CharField(max_length=50)
    department = models.CharField(max_length=50)
    active = models.BooleanField(default=True)

    def __str__(self):
        return f"{self.department}-{self.name}"


class Booking(models.Model):
    class Status(models.TextChoices):
        CONFIRMED = "confirmed", "已确认"
        CANCELLED = "cancelled", "已取消"
        DONE = "done", "已就诊"

    patient = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="bookings")
    doctor = models.ForeignKey(Doctor, on_delete=models.PROTECT, related_name="bookings")
    start_at = models.DateTimeField()
    end_at = models.DateTimeField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.CONFIRMED)
    cancelled_at = models.DateTimeField(null=True, blank=True)
    cancelled_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                     on_delete=models.SET_NULL, related_name="+")
    cancel_reason = models.CharField(max_length=200, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["start_at"]
        indexes = [
            models.Index(fields=["doctor", "start_at"], name="booking_doctor_start_idx"),
        ]

    def __str__(self):
        return f"{self.doctor} {self.start_at:%m-%d %H:%M}"

    @property
    def is_active(self):
        return self.status == self.Status.CONFIRMED
