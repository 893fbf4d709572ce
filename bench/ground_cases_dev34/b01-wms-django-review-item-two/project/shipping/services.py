"""Stock allocation for outbound orders (FEFO: first expiring, first out)."""
from __future__ import annotations

import logging
from dataclasses import dataclass

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from inventory.models import StockLot
from shipping.models import Allocation, Order

logger = logging.getLogger(__name__)


class AllocationError(Exception):
    """Raised when an order cannot be allocated and partial allocation is not allowed."""


@dataclass(frozen=True)
class AllocationResult:
    order_id: int
    allocated: int
    backordered: int

    @property
    def complete(self) -> bool:
        return self.backordered == 0


def _pick_lots(sku: str, warehouse_id: int):
    """Lots to draw from, first-expiring first. Locks the rows until the transaction ends."""
    return (
        StockLot.objects.select_for_update()
        .filter(sku=sku, warehouse_id=warehouse_id, available__gt=0)
        .order_by("expires_at", "received_at")
    )


@transaction.atomic
def allocate_stock(order: Order, *, allow_partial: bool = True) -> AllocationResult:
    """Reserve stock for every open line of ``order``.

    With ``allow_partial`` the shortfall is kept as a backorder and the order becomes
    PARTIALLY_ALLOCATED; ``retry_backorders`` picks it up again later.
    """
    allocated_total = 0
    backordered_total = 0
    for line in order.lines.select_related("product"):
        remaining = line.quantity - line.allocated_quantity
        if remaining <= 0:
            continue
        for lot in _pick_lots(line.product.sku, order.warehouse_id):
            take = min(lot.available, line.quantity)
            StockLot.objects.filter(pk=lot.pk).update(available=F("available") - take)
            Allocation.objects.create(order_line=line, lot=lot, quantity=take)
            remaining -= take
            allocated_total += take
            if remaining <= 0:
                break
        if remaining > 0:
            if not allow_partial:
                raise AllocationError(f"not enough stock for {line.product.sku}: short by {remaining}")
            backordered_total += remaining
        line.allocated_quantity = line.quantity - max(remaining, 0)
        line.save(update_fields=["allocated_quantity"])

    order.status = (Order.Status.ALLOCATED if backordered_total == 0
                    else Order.Status.PARTIALLY_ALLOCATED)
    order.allocated_at = timezone.now()
    order.save(update_fields=["status", "allocated_at"])
    logger.info("order %s: allocated=%s backordered=%s", order.pk, allocated_total, backordered_total)
    return AllocationResult(order.pk, allocated_total, backordered_total)


@transaction.atomic
def release_allocation(order: Order) -> int:
    """Give every allocated unit of ``order`` back to its lot (order cancelled)."""
    released = 0
    for alloc in Allocation.objects.select_related("lot").filter(order_line__order=order):
        StockLot.objects.filter(pk=alloc.lot_id).update(available=F("available") + alloc.quantity)
        released += alloc.quantity
    Allocation.objects.filter(order_line__order=order).delete()
    order.lines.update(allocated_quantity=0)
    order.status = Order.Status.CANCELLED
    order.save(update_fields=["status"])
    return released
