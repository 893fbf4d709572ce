from __future__ import annotations

from app.hub import Hub
from app.metrics import MetricsFeed


class FixedCounts:
    def __init__(self, *rounds: dict[str, int]) -> None:
        self.rounds = list(rounds)

    async def counts_today(self) -> dict[str, int]:
        return self.rounds.pop(0)


class Recorder(Hub):
    def __init__(self) -> None:
        super().__init__()
        self.published: list[tuple[str, dict]] = []

    async def publish(self, topic, message):
        self.published.append((topic, message))
        return 1


async def test_publishes_only_changes():
    hub = Recorder()
    feed = MetricsFeed(hub, FixedCounts({"orders": 3, "signups": 1}, {"orders": 5, "signups": 1}))
    await feed.tick()
    await feed.tick()
    assert hub.published == [
        ("orders", {"delta": 3}),
        ("signups", {"delta": 1}),
        ("orders", {"delta": 2}),
    ]
    assert feed.current("orders") == 5
