from django.db import models


class Depot(models.Model):
    name = models.CharField(max_length=80)
    code = models.CharField(max_length=8, unique=True)
    timezone = models.CharField(max_length=64, default="America/Chicago")
    cutoff_time = models.TimeField(help_text="Local time after which next-day delivery closes")
    works_saturday = models.BooleanField(default=False)

    def __str__(self):
        return f"{self.code} {self.name}"


class Slot(models.Model):
    depot = models.ForeignKey(Depot, on_delete=models.CASCADE, related_name="slots")
    date = models.DateField()
    starts_at = models.TimeField()
    ends_at = models.TimeField()
    capacity = models.PositiveIntegerField(default=40)
    booked = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["date", "starts_at"]

    @property
    def free(self):
        return max(self.capacity - self.booked, 0)


class Booking(models.Model):
    slot = models.ForeignKey(Slot, on_delete=models.PROTECT, related_name="bookings")
    order_ref = models.CharField(max_length=32, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
