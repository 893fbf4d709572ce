from django.db import models


class Doctor(models.Model):
    name = models.CharField(max_length=50)
    department = models.CharField(max_length=50)
    work_start = models.TimeField(default="09:00")
    work_end = models.TimeField(default="17:00")
    slot_minutes = models.PositiveSmallIntegerField(default=30)

    def __str__(self):
        return f"{self.name}（{self.department}）"


class Patient(models.Model):
    name = models.CharField(max_length=50)
    phone = models.CharField(max_length=20, db_index=True)


class Appointment(models.Model):
    class Status(models.TextChoices):
        BOOKED = "booked", "已预约"
        DONE = "done", "已就诊"
        CANCELLED = "cancelled", "已取消"

    doctor = models.ForeignKey(Doctor, on_delete=models.PROTECT, related_name="appointments")
    patient = models.ForeignKey(Patient, on_delete=models.PROTECT, related_name="appointments")
    start = models.DateTimeField(db_index=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.BOOKED)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-start"]
