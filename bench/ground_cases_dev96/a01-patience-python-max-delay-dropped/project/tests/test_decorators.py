import asyncio

import pytest

from patience import RetryError, aretry, retry


class Flaky:
    def __init__(self, failures):
        self.failures = failures
        self.calls = 0

    def __call__(self):
        self.calls += 1
        if self.calls <= self.failures:
            raise ConnectionError(f"boom {self.calls}")
        return "ok"


def test_returns_after_failures():
    waits = []
    fn = retry(attempts=3, base=1, sleep=waits.append)(Flaky(2))
    assert fn() == "ok"
    assert waits == [1, 2]


def test_gives_up_after_attempts():
    waits = []
    flaky = Flaky(10)
    fn = retry(attempts=3, base=1, sleep=waits.append)(flaky)
    with pytest.raises(RetryError) as info:
        fn()
    assert flaky.calls == 3
    assert info.value.attempts == 3
    assert isinstance(info.value.__cause__, ConnectionError)


def test_no_sleep_after_last_attempt():
    waits = []
    fn = retry(attempts=3, base=2, sleep=waits.append)(Flaky(10))
    with pytest.raises(RetryError):
        fn()
    assert waits == [2, 4]


def test_jitter_waits_vary_but_stay_below_delay():
    import random

    waits = []
    fn = retry(attempts=4, base=1, jitter=True, rng=random.Random(3), sleep=waits.append)(Flaky(3))
    assert fn() == "ok"
    assert len(waits) == 3
    assert all(0 <= w <= 2 ** i for i, w in enumerate(waits))


def test_other_exceptions_pass_through():
    def broken():
        raise KeyError("x")

    fn = retry(on=(ConnectionError,), sleep=lambda s: None)(broken)
    with pytest.raises(KeyError):
        fn()


def test_async_returns_after_failures():
    waits = []

    async def fake_sleep(s):
        waits.append(s)

    flaky = Flaky(1)

    async def call():
        return flaky()

    fn = aretry(attempts=2, base=0.5, sleep=fake_sleep)(call)
    assert asyncio.run(fn()) == "ok"
    assert waits == [0.5]
