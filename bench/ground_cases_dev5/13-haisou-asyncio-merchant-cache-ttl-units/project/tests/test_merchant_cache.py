import pytest

from worker import merchant_cache


@pytest.mark.asyncio
async def test_second_get_is_cached(monkeypatch):
    calls = []

    async def fake_fetch(mid):
        calls.append(mid)
        return {"id": mid, "webhook_url": "https://a.example/hook", "webhook_secret": "s"}

    monkeypatch.setattr(merchant_cache.db, "fetch_merchant", fake_fetch)
    cache = merchant_cache.MerchantCache(ttl_ms=300_000)
    await cache.get(1)
    await cache.get(1)
    assert calls == [1]
