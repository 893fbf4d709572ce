import secrets

from django.db import models


def make_public_code() -> str:
    return secrets.token_urlsafe(8)


class Clinic(models.Model):
    code = models.SlugField(unique=True)
    name = models.CharField(max_length=100)
    opens_at = models.TimeField()
    closes_at = models.TimeField()

    def __str__(self) -> str:
        return self.name


class Patient(models.Model):
    last_name = models.CharField(max_length=50)
    first_name = models.CharField(max_length=50)
    email = models.EmailField(blank=True)
    phone = models.CharField(max_length=20, blank=True)

    def __str__(self) -> str:
        return f"{self.last_name} {self.first_name}"


class Booking(models.Model):
    class Status(models.TextChoices):
        CONFIRMED = "confirmed", "確定"
        CANCELLED = "cancelled", "キャンセル"
        NO_SHOW = "no_show", "無断キャンセル"

    clinic = models.ForeignKey(Clinic, on_delete=models.PROTECT, related_name="bookings")
    patient = models.ForeignKey(Patient, on_delete=models.PROTECT, related_name="bookings")
    start_at = models.DateTimeField(db_index=True)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.CONFIRMED)
    public_code = models.CharField(max_length=16, unique=True, default=make_public_code)
    note = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["start_at"]

    def __str__(self) -> str:
        return f"{self.clinic.code} {self.start_at:%Y-%m-%d %H:%M} {self.patient}"
