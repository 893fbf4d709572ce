import httpx
import pytest

from app.payments import retry
from app.payments.retry import ProviderUnavailable, with_retries


def _status_error(code: int) -> httpx.HTTPStatusError:
    request = httpx.Request("POST", "https://x/payouts")
    return httpx.HTTPStatusError("boom", request=request, response=httpx.Response(code, request=request))


def test_returns_first_success():
    assert with_retries(lambda: 42, op="t") == 42


def test_gives_up_after_max_retries(monkeypatch):
    sleeps = []
    monkeypatch.setattr(retry.time, "sleep", sleeps.append)
    calls = []

    def call():
        calls.append(1)
        raise _status_error(503)

    with pytest.raises(ProviderUnavailable):
        with_retries(call, op="t")
    assert len(calls) == 5
    assert len(sleeps) == 4  # no sleep after the last attempt


def test_does_not_retry_client_errors():
    calls = []

    def call():
        calls.append(1)
        raise _status_error(422)

    with pytest.raises(httpx.HTTPStatusError):
        with_retries(call, op="t")
    assert len(calls) == 1
