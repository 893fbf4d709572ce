import time

import pytest

from billing.webhooks import backoff_seconds, retry_delivery


def test_backoff_grows():
    assert backoff_seconds(1) == 2.0
    assert backoff_seconds(3) == 8.0


def test_backoff_is_capped():
    assert backoff_seconds(20) == 300.0


def test_backoff_rejects_zero():
    with pytest.raises(ValueError):
        backoff_seconds(0)


def test_retry_backoff():
    calls = []

    def send():
        calls.append(time.monotonic())
        return len(calls) == 3

    delays = []
    assert retry_delivery(send, attempts=3, sleep=delays.append) == 3
    assert delays == [2.0, 4.0]


def test_retry_gives_up():
    assert retry_delivery(lambda: False, attempts=2, sleep=lambda s: None) is None
