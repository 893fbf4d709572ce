from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=200)
    plan = models.CharField(max_length=40, default="standard")
    vat_id = models.CharField(max_length=32, blank=True)

    def __str__(self) -> str:
        return self.name


class UsageEvent(models.Model):
    """One telemetry event from a vehicle (km driven, charging kWh). ~80M rows."""

    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="events")
    vehicle_id = models.CharField(max_length=32)
    kind = models.CharField(max_length=16)  # "km" or "kwh"
    quantity = models.DecimalField(max_digits=12, decimal_places=3)
    occurred_at = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["customer", "occurred_at"])]


class DailyUsage(models.Model):
    """Pre-aggregated usage per customer, day and kind; the dashboard reads only this."""

    customer = models.ForeignKey(Customer, on_delete=models.CASCADE)
    day = models.DateField()
    kind = models.CharField(max_length=16)
    quantity = models.DecimalField(max_digits=14, decimal_places=3)
    events = models.PositiveIntegerField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["customer", "day", "kind"], name="uniq_daily_usage")]
