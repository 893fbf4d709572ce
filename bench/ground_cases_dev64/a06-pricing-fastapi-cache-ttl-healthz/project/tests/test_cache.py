from app.cache import TTLCache


def test_set_then_get():
    c = TTLCache(ttl_ms=1000)
    c.set("a", 1)
    assert c.get("a") == 1


def test_missing_key():
    c = TTLCache(ttl_ms=1000)
    assert c.get("nope") is None


def test_delete():
    c = TTLCache(ttl_ms=1000)
    c.set("a", 1)
    c.delete("a")
    assert c.get("a") is None


def test_evicts_oldest_when_full():
    c = TTLCache(ttl_ms=1000, max_items=2)
    c.set("a", 1)
    c.set("b", 2)
    c.set("c", 3)
    assert c.get("a") is None
    assert c.get("c") == 3


def test_entry_expires_after_ttl(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr("app.cache.time.monotonic", lambda: now[0])
    c = TTLCache(ttl_ms=60_000)
    c.set("a", 1)
    now[0] += 59.9
    assert c.get("a") == 1
    now[0] += 0.2
    assert c.get("a") is None


def test_clear():
    c = TTLCache(ttl_ms=1000)
    c.set("a", 1)
    c.clear()
    assert c.get("a") is None
