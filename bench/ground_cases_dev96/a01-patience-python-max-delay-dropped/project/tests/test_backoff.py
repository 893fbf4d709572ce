import random

import pytest

from patience import Backoff
from patience.errors import InvalidPolicy


def test_first_delay_is_base():
    assert Backoff(base=0.25).delay(1) == 0.25


def test_grows_by_factor():
    b = Backoff(base=1, factor=3)
    assert [b.delay(n) for n in (1, 2, 3)] == [1, 3, 9]


def test_capped_at_max_delay():
    b = Backoff(base=1, factor=2, max_delay=5)
    assert [b.delay(n) for n in range(1, 6)] == [1, 2, 4, 5, 5]


def test_delays_without_max_attempts_is_endless():
    it = Backoff(base=1, factor=2, max_delay=4).delays()
    assert [next(it) for _ in range(5)] == [1, 2, 4, 4, 4]


def test_delays_is_bounded_by_max_attempts():
    b = Backoff(base=1, factor=2, max_attempts=4)
    assert list(b.delays()) == [1, 2, 4]


def test_rejects_zero_attempts():
    with pytest.raises(InvalidPolicy):
        Backoff(max_attempts=0)


def test_rejects_max_delay_below_base():
    with pytest.raises(InvalidPolicy):
        Backoff(base=2, max_delay=1)


def test_attempt_numbers_start_at_one():
    with pytest.raises(ValueError):
        Backoff().delay(0)


def test_reset_is_deprecated():
    with pytest.deprecated_call():
        Backoff().reset()


def test_jitter_stays_within_delay():
    b = Backoff(base=1, factor=2, jitter=True, rng=random.Random(7))
    for n in range(1, 8):
        assert 0 <= b.delay(n) <= min(2 ** (n - 1), 30)


def test_jitter_is_repeatable_with_seed():
    first = Backoff(jitter=True, rng=random.Random(42))
    second = Backoff(jitter=True, rng=random.Random(42))
    assert [first.delay(n) for n in range(1, 5)] == [second.delay(n) for n in range(1, 5)]
