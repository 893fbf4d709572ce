from __future__ import annotations

from django.db import models


class Order(models.Model):
    class Status(models.TextChoices):
        AWAITING_PAYMENT = "awaiting_payment"
        ALLOCATED = "allocated"
        PARTIALLY_ALLOCATED = "partially_allocated"
        SHIPPED = "shipped"
        CANCELLED = "cancelled"

    warehouse_id = models.IntegerField(db_index=True)
    customer_ref = models.CharField(max_length=120)
    status = models.CharField(max_length=32, choices=Status.choices, default=Status.AWAITING_PAYMENT)
    allocated_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)


class OrderLine(models.Model):
    order = models.ForeignKey(Order, related_name="lines", on_delete=models.CASCADE)
    product = models.ForeignKey("catalog.Product", on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField()
    allocated_quantity = models.PositiveIntegerField(default=0)


class Allocation(models.Model):
    order_line = models.ForeignKey(OrderLine, related_name="allocations", on_delete=models.CASCADE)
    lot = models.ForeignKey("inventory.StockLot", on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)
