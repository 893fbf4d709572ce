from django.db import models


class Stylist(models.Model):
    name = models.CharField(max_length=50)
    active = models.BooleanField(default=True)

    def __str__(self):
        return self.name


class Slot(models.Model):
    stylist = models.ForeignKey(Stylist, on_delete=models.PROTECT, related_name="slots")
    starts_at = models.DateTimeField()
    duration_minutes = models.PositiveIntegerField(default=60)

    class Meta:
        ordering = ["starts_at"]
        constraints = [
            models.UniqueConstraint(fields=["stylist", "starts_at"], name="uniq_slot_stylist_start"),
        ]

    def __str__(self):
        return f"{self.stylist} {self.starts_at:%Y-%m-%d %H:%M}"


class Reservation(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "決済待ち"
        CONFIRMED = "confirmed", "確定"
        CANCELLED = "cancelled", "キャンセル"

    slot = models.ForeignKey(Slot, on_delete=models.PROTECT, related_name="reservations")
    customer_name = models.CharField(max_length=100)
    customer_email = models.EmailField()
    customer_phone = models.CharField(max_length=20, blank=True)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.PENDING)
    payment_intent_id = models.CharField(max_length=64, null=True, blank=True, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    confirmed_at = models.DateTimeField(null=True, blank=True)
    cancelled_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["slot", "status"], name="resv_slot_status_idx")]

    def __str__(self):
        return f"#{self.pk} {self.customer_name} ({self.status})"
