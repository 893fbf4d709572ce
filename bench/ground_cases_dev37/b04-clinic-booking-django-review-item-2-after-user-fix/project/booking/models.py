from django.db import models


class Clinic(models.Model):
    name = models.CharField(max_length=100)
    deposit_amount = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return self.name


class Patient(models.Model):
    name = models.CharField(max_length=100)
    phone = models.CharField(max_length=20)


class Slot(models.Model):
    clinic = models.ForeignKey(Clinic, on_delete=models.CASCADE, related_name="slots")
    starts_at = models.DateTimeField(db_index=True)
    capacity = models.PositiveSmallIntegerField(default=1)
    booked_count = models.PositiveSmallIntegerField(default=0)


class Booking(models.Model):
    class Status(models.TextChoices):
        CONFIRMED = "confirmed", "予約済み"
        CANCELLED = "cancelled", "キャンセル"
        VISITED = "visited", "来院済み"

    patient = models.ForeignKey(Patient, on_delete=models.PROTECT, related_name="bookings")
    slot = models.ForeignKey(Slot, on_delete=models.PROTECT, related_name="bookings")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.CONFIRMED)
    amount = models.PositiveIntegerField(default=0)
    payment_id = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    cancelled_at = models.DateTimeField(null=True, blank=True)
