import pytest
from aioresponses import aioresponses

from pricesync.client import SupplierClient
from pricesync.config import Settings, Supplier
from pricesync.sync import fetch_prefix

SUP = Supplier(code="acme", base_url="https://acme.test", token="t")


async def test_fetch_prefix_follows_pages():
    with aioresponses() as m:
        m.get("https://acme.test/v2/prices?prefix=01&page=1&size=200",
              payload={"items": [{"sku": "01-a", "price": 1.5}], "next_page": 2})
        m.get("https://acme.test/v2/prices?prefix=01&page=2&size=200",
              payload={"items": [{"sku": "01-b", "price": 2.0}], "next_page": None})
        async with SupplierClient() as client:
            prices = await fetch_prefix(client, SUP, "01", attempts=2)
    assert prices == {"01-a": 1.5, "01-b": 2.0}


async def test_fetch_prefix_gives_up_on_500():
    from pricesync.client import SupplierError
    with aioresponses() as m:
        m.get("https://acme.test/v2/prices?prefix=02&page=1&size=200", status=500)
        async with SupplierClient() as client:
            with pytest.raises(SupplierError):
                await fetch_prefix(client, SUP, "02", attempts=2)


async def test_sync_supplier_marks_synced(monkeypatch):
    from pricesync import sync

    marked = []

    class FakeCache:
        async def set_many(self, supplier, prices):
            pass

        async def mark_synced(self, supplier, at):
            marked.append(supplier)

    async def fake_fetch(client, supplier, prefix, attempts):
        return {f"{prefix}-x": 1.0}

    monkeypatch.setattr(sync, "fetch_prefix", fake_fetch)
    total = await sync.sync_supplier(None, FakeCache(), SUP, Settings())
    assert total == 100
    assert marked == ["acme"]


def test_settings_default_ttl():
    assert Settings().price_ttl == 900
