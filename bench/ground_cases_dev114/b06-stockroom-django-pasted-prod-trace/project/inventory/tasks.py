import logging

from celery import shared_task

from inventory.models import Item
from inventory.services import reorder_point

log = logging.getLogger(__name__)


@shared_task
def compute_reorder_points() -> int:
    """Nightly: refresh Item.reorder_point for every item."""
    updated = 0
    for item in Item.objects.all().iterator():
        point = reorder_point(item)
        log.debug("reorder point %s -> %s", item.sku, point)
        if point != item.reorder_point:
            item.reorder_point = point
            item.save(update_fields=["reorder_point"])
            updated += 1
    log.info("reorder points updated: %d", updated)
    return updated
