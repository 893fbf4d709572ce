from django.db import models


class Doctor(models.Model):
    name = models.CharField(max_length=64)
    department = models.CharField(max_length=64)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["department", "name"]

    def __str__(self) -> str:
        return f"{self.department} · {self.name}"


class Appointment(models.Model):
    class Status(models.TextChoices):
        BOOKED = "booked", "已预约"
        ARRIVED = "arrived", "已到诊"
        NO_SHOW = "no_show", "爽约"
        CANCELLED = "cancelled", "已取消"

    doctor = models.ForeignKey(Doctor, on_delete=models.PROTECT, related_name="appointments")
    patient_name = models.CharField(max_length=64)
    patient_phone = models.CharField(max_length=20)
    start_at = models.DateTimeField(db_index=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.BOOKED)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["start_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["doctor", "start_at"],
                condition=~models.Q(status="cancelled"),
                name="uniq_active_slot_per_doctor",
            )
        ]

    def __str__(self) -> str:
        return f"{self.patient_name} @ {self.start_at:%Y-%m-%d %H:%M}"
