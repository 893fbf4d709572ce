import asyncio
import time
from dataclasses import dataclass

from worker import db


@dataclass
class _Entry:
    merchant: dict
    fetched_at: float


class MerchantCache:
    """Merchant rows (webhook URL, secret) cached per process."""

    def __init__(self, ttl_ms: int):
        self.ttl_ms = ttl_ms
        self._entries: dict[int, _Entry] = {}
        self._lock = asyncio.Lock()

    async def get(self, merchant_id: int) -> dict:
        entry = self._entries.get(merchant_id)
        if entry and time.monotonic() - entry.fetched_at < self.ttl_ms:
            return entry.merchant
        async with self._lock:
            merchant = await db.fetch_merchant(merchant_id)
            self._entries[merchant_id] = _Entry(merchant, time.monotonic())
            return merchant

    def invalidate(self, merchant_id: int) -> None:
        self._entries.pop(merchant_id, None)
