from datetime import date, datetime, time, timezone

from app.models import Order, OrderBook, OrderStatus, Slot
from app.slots import available_slots, capacity_left, format_label, slots_for

NOW = datetime(2025, 3, 4, 9, 0, tzinfo=timezone.utc)  # a Tuesday morning


def test_no_slots_on_sunday():
    assert slots_for(date(2025, 3, 9)) == []


def test_label():
    slot = slots_for(date(2025, 3, 5))[0]
    assert format_label(slot) == "Wed 08:00\u201310:00"


def test_cancelled_orders_free_capacity():
    book = OrderBook()
    slot = Slot(date(2025, 3, 5), time(8), time(10), capacity=2)
    book.add(Order(1, 7, slot.key, NOW))
    book.add(Order(2, 8, slot.key, NOW, status=OrderStatus.CANCELLED))
    assert capacity_left(book, slot) == 1


def test_next_slot_endpoint(monkeypatch):
    from fastapi.testclient import TestClient

    import app.main as main

    monkeypatch.setattr(main, "utcnow", lambda: NOW)
    client = TestClient(main.app)
    res = client.get("/slots/next")
    assert res.status_code == 200
    assert res.json()["key"] == "2025-03-05T0800"


def test_tomorrow_is_offered_in_the_morning():
    keys = [s["key"] for s in available_slots(OrderBook(), NOW)]
    assert keys[0] == "2025-03-05T0800"
