import json

import redis.asyncio as redis


class PriceCache:
    def __init__(self, url: str, ttl: int) -> None:
        self._redis = redis.from_url(url, decode_responses=True)
        self._ttl = ttl

    @staticmethod
    def key(supplier: str, sku: str) -> str:
        return f"price:{supplier}:{sku}"

    async def set_many(self, supplier: str, prices: dict[str, float]) -> None:
        async with self._redis.pipeline(transaction=False) as pipe:
            for sku, price in prices.items():
                pipe.set(self.key(supplier, sku), json.dumps({"price": price}), ex=self._ttl)
            await pipe.execute()

    async def get(self, supplier: str, sku: str) -> float | None:
        raw = await self._redis.get(self.key(supplier, sku))
        return None if raw is None else json.loads(raw)["price"]

    async def mark_synced(self, supplier: str, at: float) -> None:
        await self._redis.set(f"price:{supplier}:synced_at", at)

    async def synced_at(self, supplier: str) -> float | None:
        raw = await self._redis.get(f"price:{supplier}:synced_at")
        return None if raw is None else float(raw)

    async def close(self) -> None:
        await self._redis.aclose()
