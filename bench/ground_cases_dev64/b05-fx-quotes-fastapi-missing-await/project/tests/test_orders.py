import pytest

from app.services import orders


class FakeCache:
    def __init__(self):
        self.data = {}

    async def get(self, key):
        return self.data.get(key)

    async def set(self, key, value, ttl):
        self.data[key] = value

    async def delete(self, key):
        self.data.pop(key, None)


@pytest.fixture
def fake(monkeypatch):
    c = FakeCache()
    monkeypatch.setattr(orders, "cache", c)

    async def convert(amount, pair):
        return amount * 0.0066

    monkeypatch.setattr(orders, "convert", convert)
    return c


@pytest.mark.asyncio
async def test_quote_is_cached(fake):
    q = await orders.create_quote(1000, "JPYUSD")
    assert fake.data[f"quote:{q['id']}"]["converted"] == pytest.approx(6.6)
