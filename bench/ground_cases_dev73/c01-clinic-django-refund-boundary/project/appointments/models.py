from decimal import Decimal

from django.db import models


class Clinic(models.Model):
    name = models.CharField(max_length=120)
    timezone = models.CharField(max_length=64, default="Europe/Berlin")
    slot_minutes = models.PositiveIntegerField(default=30)

    def hours_for(self, day):
        return self.opening_hours.filter(weekday=day.weekday()).first()

    def __str__(self):
        return self.name


class OpeningHours(models.Model):
    clinic = models.ForeignKey(Clinic, related_name="opening_hours", on_delete=models.CASCADE)
    weekday = models.PositiveSmallIntegerField()  # 0 = Monday
    opens = models.TimeField()
    closes = models.TimeField()


class Appointment(models.Model):
    BOOKED = "booked"
    CANCELLED = "cancelled"
    STATUSES = [(BOOKED, "booked"), (CANCELLED, "cancelled")]

    clinic = models.ForeignKey(Clinic, on_delete=models.PROTECT)
    patient_name = models.CharField(max_length=120)
    patient_phone = models.CharField(max_length=32)
    starts_at = models.DateTimeField(db_index=True)
    ends_at = models.DateTimeField()
    status = models.CharField(max_length=16, choices=STATUSES, default=BOOKED)
    paid_amount = models.DecimalField(max_digits=8, decimal_places=2, default=Decimal("0"))
    refunded_amount = models.DecimalField(max_digits=8, decimal_places=2, default=Decimal("0"))
    reminder_sent_at = models.DateTimeField(null=True, blank=True)
