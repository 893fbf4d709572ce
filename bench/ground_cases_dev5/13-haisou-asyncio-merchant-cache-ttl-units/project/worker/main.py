import asyncio
import logging
import socket

from worker import consumer
from worker.config import MERCHANT_CACHE_TTL_MS
from worker.merchant_cache import MerchantCache


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    cache = MerchantCache(ttl_ms=MERCHANT_CACHE_TTL_MS)
    asyncio.run(consumer.run(cache, socket.gethostname()))


if __name__ == "__main__":
    main()
