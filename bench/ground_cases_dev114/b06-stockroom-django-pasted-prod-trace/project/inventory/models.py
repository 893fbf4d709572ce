from django.db import models


class Item(models.Model):
    sku = models.CharField(max_length=32, unique=True)
    name = models.CharField(max_length=200)
    on_hand = models.PositiveIntegerField(default=0)
    reserved = models.PositiveIntegerField(default=0)
    lead_time_days = models.PositiveSmallIntegerField(default=7)
    safety_stock = models.PositiveIntegerField(default=0)
    reorder_point = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    @property
    def available(self) -> int:
        return self.on_hand - self.reserved

    def __str__(self) -> str:
        return f"{self.sku} {self.name}"


class Movement(models.Model):
    class Kind(models.TextChoices):
        RECEIPT = "receipt"
        SHIPMENT = "shipment"
        ADJUST = "adjust"

    item = models.ForeignKey(Item, on_delete=models.CASCADE, related_name="movements")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    qty = models.IntegerField()
    at = models.DateTimeField(auto_now_add=True)
