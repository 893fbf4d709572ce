from app.cache import ReportCache


def test_key_is_stable_across_param_order():
    a = ReportCache.key("run_csv", {"a": 1, "b": 2})
    b = ReportCache.key("run_csv", {"b": 2, "a": 1})
    assert a == b


def test_put_then_get():
    c = ReportCache(ttl=60)
    c.put("r", {"x": 1}, b"data")
    assert c.get("r", {"x": 1}) == b"data"
    assert c.get("r", {"x": 2}) is None


def test_expired_entry_is_a_miss(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr("app.cache.time.monotonic", lambda: now[0])
    c = ReportCache(ttl=10)
    c.put("r", {"x": 1}, b"data")
    now[0] += 11
    assert c.get("r", {"x": 1}) is None


def test_key_differs_per_report():
    assert ReportCache.key("a", {}) != ReportCache.key("b", {})


def test_clear():
    c = ReportCache()
    c.put("r", {}, b"1")
    assert c.clear() == 1
