import pytest

import tally


def test_sends_bearer_key(client, transport):
    transport.queue(body={"id": "cus_1"})
    client.request("GET", "customers/cus_1")
    assert transport.requests[0]["headers"]["Authorization"] == "Bearer sk_test_1"


def test_builds_url_and_query(client, transport):
    transport.queue(body={"data": []})
    client.request("GET", "/customers", params={"limit": 5, "starting_after": None})
    assert transport.requests[0]["url"] == "https://api.tally.dev/v1/customers?limit=5"


def test_error_mapping(client, transport):
    transport.queue(status=404, body={"error": {"code": "not_found", "message": "nope"}},
                    headers={"X-Request-Id": "req_9"})
    with pytest.raises(tally.NotFoundError) as info:
        client.request("GET", "customers/missing")
    assert info.value.request_id == "req_9"
    assert info.value.code == "not_found"


def test_sends_api_version(transport):
    c = tally.Client(api_key="k", transport=transport, api_version="2024-01-15")
    transport.queue(body={})
    c.request("GET", "ping")
    assert transport.requests[0]["headers"]["Tally-Version"] == "2024-01-15"


def test_default_api_version(client, transport):
    transport.queue(body={})
    client.request("GET", "ping")
    assert transport.requests[0]["headers"]["Tally-Version"] == "2025-06-01"


def test_requires_key():
    with pytest.raises(ValueError):
        tally.Client(api_key="")


def test_custom_base_url(transport):
    c = tally.Client(api_key="k", base_url="http://localhost:8080/v1/", transport=transport)
    transport.queue(body={})
    c.request("GET", "ping")
    assert transport.requests[0]["url"] == "http://localhost:8080/v1/ping"
