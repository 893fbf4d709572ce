from django.db import models


class Depot(models.Model):
    code = models.CharField(max_length=16, unique=True)
    name = models.CharField(max_length=64)
    timezone = models.CharField(max_length=48, default="Asia/Shanghai")
    lat = models.FloatField()
    lng = models.FloatField()
    max_radius_km = models.FloatField(default=8.0)

    def __str__(self) -> str:
        return f"{self.code} {self.name}"


class DeliverySlot(models.Model):
    depot = models.ForeignKey(Depot, on_delete=models.CASCADE, related_name="slots")
    day = models.DateField()
    start_hour = models.PositiveSmallIntegerField()
    end_hour = models.PositiveSmallIntegerField()
    capacity = models.PositiveIntegerField(default=40)

    class Meta:
        unique_together = ("depot", "day", "start_hour")


class Order(models.Model):
    STATUS_CHOICES = [
        ("pending", "待支付"),
        ("confirmed", "已确认"),
        ("picking", "拣货中"),
        ("out_for_delivery", "配送中"),
        ("delivered", "已送达"),
        ("cancelled", "已取消"),
    ]
    slot = models.ForeignKey(DeliverySlot, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=24, choices=STATUS_CHOICES, default="pending")
    address = models.CharField(max_length=255)
    lat = models.FloatField(null=True)
    lng = models.FloatField(null=True)
    created_at = models.DateTimeField(auto_now_add=True)
