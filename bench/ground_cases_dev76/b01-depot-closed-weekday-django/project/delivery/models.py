from django.db import models


class Depot(models.Model):
    code = models.SlugField(unique=True)
    name = models.CharField(max_length=100)
    timezone = models.CharField(max_length=64, default="Asia/Tokyo")
    # 当日配送の締め切り (デポのローカル時刻)
    same_day_cutoff = models.TimeField()
    # 0=月曜 ... 6=日曜。カンマ区切りで保存する ("0,6" など)
    closed_weekdays = models.CharField(max_length=20, blank=True, default="6")

    def closed_days(self) -> set[int]:
        return {int(x) for x in self.closed_weekdays.split(",") if x.strip()}

    def __str__(self) -> str:
        return f"{self.name} ({self.code})"


class DeliverySlot(models.Model):
    depot = models.ForeignKey(Depot, on_delete=models.CASCADE, related_name="slots")
    label = models.CharField(max_length=40)
    start = models.TimeField()
    end = models.TimeField()
    capacity = models.PositiveIntegerField(default=40)

    class Meta:
        ordering = ["start"]

    def __str__(self) -> str:
        return f"{self.depot.code} {self.label} {self.start:%H:%M}-{self.end:%H:%M}"


class Booking(models.Model):
    slot = models.ForeignKey(DeliverySlot, on_delete=models.PROTECT, related_name="bookings")
    order_ref = models.CharField(max_length=32, unique=True)
    delivery_date = models.DateField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["slot", "delivery_date"])]
