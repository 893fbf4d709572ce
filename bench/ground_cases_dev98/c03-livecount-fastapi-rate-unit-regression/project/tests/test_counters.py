from app.counters import CounterStore


def test_record_counts_current_minute():
    store = CounterStore()
    for t in (120, 121, 122):
        store.record("signup", now=t)
    assert store.per_minute("signup", now=125) == 3.0


def test_window_slides_instead_of_resetting():
    store = CounterStore()
    store.record("signup", now=59)
    # the old fixed bucket dropped to zero at 60; the sliding window keeps the hit
    assert store.per_minute("signup", now=61) > 0
    assert store.per_minute("signup", now=120) == 0


def test_sliding_window_forgets_old_hits():
    store = CounterStore(window=60)
    for t in (0, 30, 70):
        store.record("signup", now=t)
    assert store.per_minute("signup", now=75) == store.per_minute("signup", now=89)
    assert store.per_minute("signup", now=131) == 0


def test_totals_survive_rollover():
    store = CounterStore()
    store.record("login", now=10)
    store.record("login", now=70)
    assert store.total("login") == 2


def test_snapshot_reports_per_minute():
    store = CounterStore()
    for i in range(30):
        store.record("signup", now=100 + i)
    snap = store.snapshot(online=4, now=130)
    assert snap["per_minute"] == {"signup": 30.0}
    assert snap["online"] == 4


def test_snapshot_lists_kinds_sorted():
    store = CounterStore()
    store.record("login", now=1)
    store.record("checkout", now=1)
    assert list(store.snapshot(online=0, now=2)["per_minute"]) == ["checkout", "login"]
