import logging

import requests
from django.core.cache import cache
from django.core.management.base import BaseCommand

from inventory.services import set_on_hand

log = logging.getLogger(__name__)

WMS_URL = "https://wms.internal.example.cn/api/v1/stock"
LOCK_KEY = "lock:sync_stock"
LOCK_TIMEOUT = 10 * 60  # seconds; longer than the slowest run seen (~4 min)


class Command(BaseCommand):
    help = "Pull on-hand quantities from the warehouse system (cron, every 2 minutes)."

    def add_arguments(self, parser):
        parser.add_argument("--page-size", type=int, default=500)

    def handle(self, *args, **opts):
        if not cache.add(LOCK_KEY, "1", LOCK_TIMEOUT):
            log.warning("sync_stock already running, skipping this run")
            return
        try:
            self._sync(opts["page_size"])
        finally:
            cache.delete(LOCK_KEY)

    def _sync(self, page_size: int) -> None:
        page, synced = 1, 0
        while True:
            resp = requests.get(WMS_URL, params={"page": page, "size": page_size}, timeout=15)
            resp.raise_for_status()
            data = resp.json()
            for row in data["items"]:
                set_on_hand(row["sku"], row["on_hand"])
                synced += 1
            if not data.get("has_more"):
                break
            page += 1
        log.info("synced %d skus from WMS", synced)
