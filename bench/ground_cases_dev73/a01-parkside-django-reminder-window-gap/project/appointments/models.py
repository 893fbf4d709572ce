from django.db import models


class Clinician(models.Model):
    name = models.CharField(max_length=120)
    room = models.CharField(max_length=20, blank=True)
    active = models.BooleanField(default=True)

    def __str__(self):
        return self.name


class Patient(models.Model):
    first_name = models.CharField(max_length=80)
    last_name = models.CharField(max_length=80)
    phone = models.CharField(max_length=32)
    sms_opt_in = models.BooleanField(default=True)

    def __str__(self):
        return f"{self.first_name} {self.last_name}"


class Appointment(models.Model):
    class Status(models.TextChoices):
        BOOKED = "booked"
        CANCELLED = "cancelled"
        ATTENDED = "attended"
        NO_SHOW = "no_show"

    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, related_name="appointments")
    clinician = models.ForeignKey(Clinician, on_delete=models.PROTECT, related_name="appointments")
    starts_at = models.DateTimeField()
    duration_minutes = models.PositiveSmallIntegerField(default=45)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.BOOKED)
    reminder_sent_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["starts_at", "status"])]

    def __str__(self):
        return f"{self.patient} with {self.clinician} at {self.starts_at:%Y-%m-%d %H:%M}"
