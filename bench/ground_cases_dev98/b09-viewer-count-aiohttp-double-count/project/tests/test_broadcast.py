import asyncio

import pytest

from viewers.broadcast import CountBroadcaster


async def test_pushes_the_count():
    sent = []

    async def send(stream_id, payload):
        sent.append((stream_id, payload))

    b = CountBroadcaster(send)
    b.changed("s1", 3)
    await b.drain()
    assert sent == [("s1", {"type": "viewers", "count": 3})]


async def test_a_failing_send_is_logged_not_raised(caplog):
    async def send(stream_id, payload):
        raise ConnectionResetError

    b = CountBroadcaster(send)
    b.changed("s1", 1)
    await b.drain()
    assert "could not push" in caplog.text


class FakeClock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


async def test_a_burst_is_coalesced_into_the_latest_count(monkeypatch):
    sent = []
    clock = FakeClock()
    waits = []

    async def fake_sleep(seconds):
        waits.append(seconds)
        clock.now += seconds

    async def send(stream_id, payload):
        sent.append(payload["count"])

    monkeypatch.setattr("viewers.broadcast.asyncio.sleep", fake_sleep)
    b = CountBroadcaster(send, interval=1.0, clock=clock)
    b.changed("s1", 0)
    await b.drain()
    clock.now += 0.2
    for n in range(1, 5):
        b.changed("s1", n)
    await b.drain()
    assert sent == [0, 4]
    assert waits == [pytest.approx(0.8)]
