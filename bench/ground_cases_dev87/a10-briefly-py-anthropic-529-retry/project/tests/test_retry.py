import httpx
import anthropic
import pytest

from briefly import retry


def status_error(code: int) -> anthropic.APIStatusError:
    request = httpx.Request("POST", "https://api.anthropic.com/v1/messages")
    return anthropic.APIStatusError("boom", response=httpx.Response(code, request=request), body=None)


@pytest.fixture(autouse=True)
def no_sleep(monkeypatch):
    monkeypatch.setattr(retry.time, "sleep", lambda s: None)


def test_retries_rate_limit_then_succeeds():
    calls = iter([status_error(429), "ok"])

    def call():
        value = next(calls)
        if isinstance(value, Exception):
            raise value
        return value

    assert retry.with_backoff(call, attempts=3) == "ok"


def test_does_not_retry_bad_request():
    with pytest.raises(anthropic.APIStatusError):
        retry.with_backoff(lambda: (_ for _ in ()).throw(status_error(400)), attempts=3)
