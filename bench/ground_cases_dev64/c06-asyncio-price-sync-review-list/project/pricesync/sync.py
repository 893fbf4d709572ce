import asyncio
import logging
import time

from pricesync.cache import PriceCache
from pricesync.client import SupplierClient, SupplierError
from pricesync.config import Settings, Supplier

log = logging.getLogger(__name__)

SKU_PREFIXES = [f"{d:02d}" for d in range(100)]


async def fetch_prefix(client: SupplierClient, supplier: Supplier, prefix: str, attempts: int) -> dict[str, float]:
    prices: dict[str, float] = {}
    page = 1
    while True:
        for attempt in range(1, attempts + 1):
            try:
                data = await client.fetch_page(supplier, prefix, page)
                break
            except SupplierError as e:
                if e.status != 429 or attempt == attempts:
                    raise
                backoff = 2 ** attempt
                log.warning("%s prefix=%s page=%d throttled, retry in %ss", supplier.code, prefix, page, backoff)
                await asyncio.sleep(backoff)
        prices.update({item["sku"]: item["price"] for item in data["items"]})
        if not data.get("next_page"):
            return prices
        page += 1


async def sync_supplier(client: SupplierClient, cache: PriceCache, supplier: Supplier, settings: Settings) -> int:
    tasks = [fetch_prefix(client, supplier, prefix, settings.max_attempts) for prefix in SKU_PREFIXES]
    results = await asyncio.gather(*tasks)
    total = 0
    for prices in results:
        await cache.set_many(supplier.code, prices)
        total += len(prices)
    await cache.mark_synced(supplier.code, time.time())
    log.info("%s: %d prices synced", supplier.code, total)
    return total


async def sync_all(settings: Settings) -> None:
    cache = PriceCache(settings.redis_url, settings.price_ttl)
    try:
        async with SupplierClient() as client:
            for supplier in settings.suppliers:
                await sync_supplier(client, cache, supplier, settings)
    finally:
        await cache.close()
