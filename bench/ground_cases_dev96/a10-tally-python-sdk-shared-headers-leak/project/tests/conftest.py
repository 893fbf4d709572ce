import json

import pytest

import tally


class FakeTransport:
    """Records requests and answers from a queue of (status, body) pairs."""

    def __init__(self):
        self.requests = []
        self.responses = []

    def queue(self, status=200, body=None, headers=None):
        self.responses.append((status, headers or {}, json.dumps(body).encode() if body is not None else b""))

    def __call__(self, method, url, headers, body):
        self.requests.append({"method": method, "url": url, "headers": headers,
                              "json": json.loads(body) if body else None})
        return self.responses.pop(0)


@pytest.fixture
def transport():
    return FakeTransport()


@pytest.fixture
def client(transport):
    return tally.Client(api_key="sk_test_1", transport=transport)
