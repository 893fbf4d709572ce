from django.conf import settings
from django.db import models


class Doctor(models.Model):
    name = models.CharField(max_length=50)
    department = models.CharField(max_length=50)

    def __str__(self) -> str:
        return f"{self.department}-{self.name}"


class Slot(models.Model):
    """医生的一个号源时段。"""

    doctor = models.ForeignKey(Doctor, on_delete=models.CASCADE, related_name="slots")
    start_at = models.DateTimeField()
    capacity = models.PositiveSmallIntegerField(default=10)
    booked = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["start_at"]


class Appointment(models.Model):
    class Status(models.TextChoices):
        BOOKED = "booked", "已预约"
        CANCELLED = "cancelled", "已取消"
        DONE = "done", "已就诊"

    patient = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="appointments")
    slot = models.ForeignKey(Slot, on_delete=models.PROTECT, related_name="appointments")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.BOOKED)
    created_at = models.DateTimeField(auto_now_add=True)
    cancelled_at = models.DateTimeField(null=True, blank=True)
