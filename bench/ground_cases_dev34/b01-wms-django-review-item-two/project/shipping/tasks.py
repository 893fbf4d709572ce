"""Background jobs for the shipping app."""
from __future__ import annotations

import logging

from celery import shared_task
from django.conf import settings

from shipping.models import Order
from shipping.services import allocate_stock

logger = logging.getLogger(__name__)


@shared_task(bind=True, acks_late=True)
def retry_backorders(self, warehouse_id: int) -> int:
    """Try again to allocate every partially allocated order of a warehouse.

    Re-queues itself while backorders are left (new stock may arrive any time).
    """
    pending = Order.objects.filter(warehouse_id=warehouse_id,
                                   status=Order.Status.PARTIALLY_ALLOCATED)
    completed = 0
    for order in pending.iterator():
        result = allocate_stock(order)
        if result.complete:
            completed += 1
    if pending.exists():
        logger.info("warehouse %s: backorders left, retrying", warehouse_id)
        raise self.retry(countdown=settings.BACKORDER_RETRY_SECONDS)
    return completed


@shared_task
def expire_stale_orders(days: int = 14) -> int:
    """Cancel orders that were never paid."""
    from django.utils import timezone
    from datetime import timedelta

    from shipping.services import release_allocation

    cutoff = timezone.now() - timedelta(days=days)
    stale = Order.objects.filter(status=Order.Status.AWAITING_PAYMENT, created_at__lt=cutoff)
    count = 0
    for order in stale.iterator():
        release_allocation(order)
        count += 1
    return count
