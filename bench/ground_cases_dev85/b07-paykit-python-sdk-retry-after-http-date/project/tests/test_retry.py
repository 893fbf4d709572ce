import httpx
import pytest

from paykit import APIError, Paykit
from paykit.retry import RetryPolicy


def make_client(handler):
    client = Paykit("sk_test_x", transport=httpx.MockTransport(handler), retry=RetryPolicy(max_retries=2))
    client._sleep = lambda s: None
    return client


def test_get_retries_503_then_succeeds():
    answers = iter([httpx.Response(503, json={}), httpx.Response(200, json={"id": "ch_1"})])
    client = make_client(lambda req: next(answers))
    assert client.charges.retrieve("ch_1")["id"] == "ch_1"


def test_gives_up_after_max_retries():
    calls = []

    def handler(req):
        calls.append(req)
        return httpx.Response(503, json={"error": {"code": "unavailable", "message": "try later"}})

    with pytest.raises(APIError):
        make_client(handler).charges.retrieve("ch_1")
    assert len(calls) == 3


def test_post_retries_reuse_one_idempotency_key():
    keys = []

    def handler(req):
        keys.append(req.headers.get("Idempotency-Key"))
        if len(keys) == 1:
            return httpx.Response(502, json={})
        return httpx.Response(201, json={"id": "ch_1"})

    make_client(handler).charges.create(amount=1200)
    assert len(keys) == 2 and keys[0] == keys[1] and keys[0].startswith("paykit-")


def test_429_waits_retry_after():
    answers = iter([httpx.Response(429, headers={"Retry-After": "3"}, json={}), httpx.Response(200, json={"id": "ch_1"})])
    client = make_client(lambda req: next(answers))
    slept = []
    client._sleep = slept.append
    client.charges.retrieve("ch_1")
    assert slept == [3.0]


def test_does_not_retry_400():
    calls = []

    def handler(req):
        calls.append(req)
        return httpx.Response(400, json={"error": {"code": "invalid_amount", "message": "amount must be > 0"}})

    with pytest.raises(APIError):
        make_client(handler).charges.create(amount=0)
    assert len(calls) == 1
