from __future__ import annotations

from django.db import models


class StockLot(models.Model):
    """One received batch of a SKU in one warehouse."""

    sku = models.CharField(max_length=64, db_index=True)
    warehouse_id = models.IntegerField(db_index=True)
    lot_number = models.CharField(max_length=40)
    available = models.PositiveIntegerField(default=0)
    expires_at = models.DateField(null=True, blank=True)
    received_at = models.DateTimeField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["sku", "warehouse_id", "lot_number"], name="uniq_lot_per_warehouse"),
        ]

    def __str__(self) -> str:
        return f"{self.sku}/{self.lot_number} ({self.available})"
