from django.db import models


class Clinic(models.Model):
    name = models.CharField(max_length=120)
    timezone = models.CharField(max_length=64, default="Europe/Madrid")
    opens_at = models.TimeField(default="08:00")
    closes_at = models.TimeField(default="18:00")
    lunch_start = models.TimeField(null=True, blank=True)
    lunch_end = models.TimeField(null=True, blank=True)

    def __str__(self):
        return self.name


class Practitioner(models.Model):
    clinic = models.ForeignKey(Clinic, on_delete=models.CASCADE, related_name="practitioners")
    name = models.CharField(max_length=120)
    # length of one appointment; set per practitioner in the admin
    slot_minutes = models.PositiveSmallIntegerField(default=30)
    active = models.BooleanField(default=True)

    def __str__(self):
        return self.name


class Appointment(models.Model):
    class Status(models.TextChoices):
        BOOKED = "booked"
        CANCELLED = "cancelled"
        DONE = "done"

    practitioner = models.ForeignKey(Practitioner, on_delete=models.PROTECT, related_name="appointments")
    start = models.DateTimeField()  # aware, stored in UTC
    patient_name = models.CharField(max_length=120)
    patient_email = models.EmailField()
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.BOOKED)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["practitioner", "start"],
                condition=models.Q(status="booked"),
                name="one_booking_per_slot",
            )
        ]
