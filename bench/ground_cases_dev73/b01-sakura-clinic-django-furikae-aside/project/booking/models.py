from django.db import models


class Doctor(models.Model):
    name = models.CharField(max_length=80)
    department = models.CharField(max_length=40)
    active = models.BooleanField(default=True)

    def __str__(self):
        return self.name


class Patient(models.Model):
    name = models.CharField(max_length=80)
    email = models.EmailField(blank=True)
    phone = models.CharField(max_length=20, blank=True)


class Appointment(models.Model):
    STATUS_CHOICES = [
        ("booked", "予約済み"),
        ("cancelled", "キャンセル"),
        ("done", "来院済み"),
    ]

    doctor = models.ForeignKey(Doctor, on_delete=models.PROTECT, related_name="appointments")
    patient = models.ForeignKey(Patient, on_delete=models.PROTECT, related_name="appointments")
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    status = models.CharField(max_length=12, choices=STATUS_CHOICES, default="booked")
    reminded_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["starts_at"]
        indexes = [models.Index(fields=["doctor", "starts_at"])]
