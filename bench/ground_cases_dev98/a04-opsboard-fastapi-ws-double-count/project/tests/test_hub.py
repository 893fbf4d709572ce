from __future__ import annotations

from typing import Any

from app.hub import Hub


class FakeSocket:
    def __init__(self, fail: bool = False) -> None:
        self.sent: list[Any] = []
        self.fail = fail

    async def send_json(self, data: Any) -> None:
        if self.fail:
            raise RuntimeError("socket closed")
        self.sent.append(data)


async def test_publish_reaches_subscribers_of_that_topic():
    hub = Hub()
    a, b = FakeSocket(), FakeSocket()
    await hub.subscribe(a, "orders")
    await hub.subscribe(b, "signups")
    assert await hub.publish("orders", {"delta": 1}) == 1
    assert a.sent == [{"topic": "orders", "delta": 1}]
    assert b.sent == []


async def test_unsubscribe_all_removes_every_topic():
    hub = Hub()
    ws = FakeSocket()
    await hub.subscribe(ws, "orders")
    await hub.subscribe(ws, "signups")
    await hub.unsubscribe_all(ws)
    assert hub.stats() == {"orders": 0, "signups": 0}


async def test_dead_socket_is_dropped():
    hub = Hub()
    dead, alive = FakeSocket(fail=True), FakeSocket()
    await hub.subscribe(dead, "orders")
    await hub.subscribe(alive, "orders")
    assert await hub.publish("orders", {"delta": 2}) == 1
    assert hub.stats() == {"orders": 1}
