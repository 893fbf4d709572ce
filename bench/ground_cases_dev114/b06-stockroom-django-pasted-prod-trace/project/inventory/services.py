"""Stock operations used by the API views and the nightly tasks."""
from __future__ import annotations

from datetime import timedelta

from django.db import transaction
from django.db.models import Sum
from django.utils import timezone

from inventory.models import Item, Movement


class OutOfStock(Exception):
    pass


@transaction.atomic
def reserve_stock(sku: str, qty: int) -> Item:
    item = Item.objects.select_for_update().get(sku=sku)
    if qty <= 0:
        raise ValueError("数量は1以上を指定してください")
    if item.available < qty:
        raise OutOfStock(
            f"{item.name}（{sku}）の在庫が足りません。引当可能数: {item.available}"
        )
    item.reserved += qty
    item.save(update_fields=["reserved"])
    return item


@transaction.atomic
def release_stock(sku: str, qty: int) -> Item:
    item = Item.objects.select_for_update().get(sku=sku)
    item.reserved = max(0, item.reserved - qty)
    item.save(update_fields=["reserved"])
    return item


def daily_usage(item: Item, window_days: int = 28) -> float:
    """Average units shipped per day over the last `window_days` (or since the item exists)."""
    now = timezone.now()
    since = max(now - timedelta(days=window_days), item.created_at)
    shipped = (
        Movement.objects.filter(item=item, kind=Movement.Kind.SHIPMENT, at__gte=since)
        .aggregate(total=Sum("qty"))["total"]
        or 0
    )
    days = (now - since).days
    return abs(shipped) / days


def reorder_point(item: Item) -> int:
    usage = daily_usage(item)
    return round(usage * item.lead_time_days) + item.safety_stock
