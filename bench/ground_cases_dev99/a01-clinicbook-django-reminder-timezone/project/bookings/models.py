from datetime import timedelta

from django.db import models


class Practitioner(models.Model):
    name = models.CharField(max_length=120)
    speciality = models.CharField(max_length=80, blank=True)
    active = models.BooleanField(default=True)
    works_weekends = models.BooleanField(default=False)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Appointment(models.Model):
    class Status(models.TextChoices):
        BOOKED = "booked", "Booked"
        CANCELLED = "cancelled", "Cancelled"
        ATTENDED = "attended", "Attended"
        NO_SHOW = "no_show", "No show"

    practitioner = models.ForeignKey(Practitioner, on_delete=models.PROTECT, related_name="appointments")
    patient_name = models.CharField(max_length=120)
    patient_phone = models.CharField(max_length=32)
    start = models.DateTimeField(db_index=True)
    duration_min = models.PositiveSmallIntegerField(default=15)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.BOOKED)
    reminder_sent = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["start"]
        constraints = [
            models.UniqueConstraint(fields=["practitioner", "start"], name="one_booking_per_slot"),
        ]

    def __str__(self) -> str:
        return f"{self.patient_name} with {self.practitioner} at {self.start:%Y-%m-%d %H:%M}"

    @property
    def end(self):
        return self.start + timedelta(minutes=self.duration_min)

    def overlaps(self, start, end) -> bool:
        return self.start < end and start < self.end
