import pytest

from fetchq.retry import Backoff, RetryableError, with_retries


def test_backoff_grows_exponentially():
    b = Backoff(base=0.5, factor=2.0, max_delay=100.0, jitter=0.0)
    assert [b.delay(n) for n in (1, 2, 3, 4)] == [0.5, 1.0, 2.0, 4.0]


def test_jitter_stays_within_ten_percent():
    b = Backoff(base=1.0, max_delay=100.0, jitter=0.1)
    for _ in range(200):
        assert 0.9 <= b.delay(1) <= 1.1


def test_backoff_is_capped():
    b = Backoff(base=0.5, factor=2.0, max_delay=10.0)
    for attempt in range(1, 30):
        assert b.delay(attempt) <= 10.0


class Flaky:
    def __init__(self, failures: int, retry_after: float | None = None):
        self.failures = failures
        self.retry_after = retry_after
        self.calls = 0

    async def __call__(self) -> str:
        self.calls += 1
        if self.calls <= self.failures:
            raise RetryableError(503, self.retry_after)
        return "ok"


async def test_retries_then_succeeds():
    waits: list[float] = []

    async def fake_sleep(s: float) -> None:
        waits.append(s)

    fn = Flaky(2)
    assert await with_retries(fn, attempts=3, backoff=Backoff(base=1), sleep=fake_sleep) == "ok"
    assert fn.calls == 3
    assert len(waits) == 2


async def test_gives_up_after_attempts():
    async def no_sleep(s: float) -> None:
        pass

    with pytest.raises(RetryableError):
        await with_retries(Flaky(5), attempts=3, sleep=no_sleep)


async def test_retry_after_wins_over_backoff():
    waits: list[float] = []

    async def fake_sleep(s: float) -> None:
        waits.append(s)

    await with_retries(Flaky(1, retry_after=2.0), attempts=2, sleep=fake_sleep)
    assert waits == [2.0]
