import httpx
import pytest

from hoshi import Client, NotFoundError, RateLimitError


def _client(handler, **kwargs) -> Client:
    http = httpx.Client(transport=httpx.MockTransport(handler))
    return Client(api_key="hk_test", http_client=http, **kwargs)


def test_sends_bearer_token():
    seen = {}

    def handler(request: httpx.Request) -> httpx.Response:
        seen["auth"] = request.headers["Authorization"]
        return httpx.Response(200, json={"ok": True})

    assert _client(handler).request("GET", "/ping") == {"ok": True}
    assert seen["auth"] == "Bearer hk_test"


def test_404_raises_not_found():
    client = _client(lambda r: httpx.Response(404, json={"error": {"message": "no such project"}}))
    with pytest.raises(NotFoundError, match="no such project"):
        client.request("GET", "/projects/x")


def test_429_retried_then_raised(monkeypatch):
    calls = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        return httpx.Response(429, headers={"Retry-After": "0"})

    client = _client(handler, max_retries=2)
    with pytest.raises(RateLimitError):
        client.request("GET", "/events")
    assert len(calls) == 3


def test_retry_on_status_adds_to_defaults():
    client = Client(api_key="hk_test", retry_on_status=[409])
    assert 409 in client._retry.retry_on
    assert 429 in client._retry.retry_on


def test_iter_events_follows_cursor():
    pages = {None: {"data": [{"id": 1}, {"id": 2}], "next_cursor": "c2"},
             "c2": {"data": [{"id": 3}], "next_cursor": None}}

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=pages[request.url.params.get("cursor")])

    assert [e["id"] for e in _client(handler).iter_events("web")] == [1, 2, 3]


def test_iter_events_stops_on_empty_cursor():
    calls = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request.url.params.get("cursor"))
        return httpx.Response(200, json={"data": [{"id": len(calls)}], "next_cursor": ""})

    assert [e["id"] for e in _client(handler).iter_events("web")] == [1]
    assert calls == [None]
