import httpx
import pytest

from hoshi.retry import MAX_BACKOFF, RetryPolicy


def _resp(status: int, **headers: str) -> httpx.Response:
    return httpx.Response(status, headers=headers)


def test_retries_on_default_statuses():
    policy = RetryPolicy()
    assert policy.should_retry(0, _resp(503), None)
    assert policy.should_retry(0, _resp(429), None)
    assert not policy.should_retry(0, _resp(404), None)


def test_stops_after_max_retries():
    policy = RetryPolicy(max_retries=2)
    assert policy.should_retry(1, _resp(503), None)
    assert not policy.should_retry(2, _resp(503), None)


def test_connection_errors_are_retried():
    policy = RetryPolicy()
    assert policy.should_retry(0, None, httpx.ConnectError("boom"))
    assert not policy.should_retry(0, None, ValueError("not transport"))


def test_retry_after_header_wins():
    policy = RetryPolicy()
    assert policy.delay(0, _resp(429, **{"Retry-After": "7"})) == 7.0
    assert policy.delay(0, _resp(429, **{"Retry-After": "600"})) == MAX_BACKOFF


def test_negative_max_retries_rejected():
    with pytest.raises(ValueError):
        RetryPolicy(max_retries=-1)
