from django.conf import settings
from django.db import models


class Doctor(models.Model):
    name = models.CharField(max_length=50)
    department = models.CharField(max_length=50)

    def __str__(self):
        return f"{self.department} {self.name}"


class Appointment(models.Model):
    patient = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="appointments")
    doctor = models.ForeignKey(Doctor, on_delete=models.PROTECT)
    start_at = models.DateTimeField()
    status = models.CharField(max_length=16, default="booked")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["doctor", "start_at"], name="uniq_doctor_slot"),
        ]
