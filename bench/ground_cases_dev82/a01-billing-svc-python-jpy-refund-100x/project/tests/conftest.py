from __future__ import annotations

import itertools

import pytest
from fastapi.testclient import TestClient

from app import api
from app.store import OrderStore


class FakeStripe:
    def __init__(self) -> None:
        self.intents: list[dict] = []
        self.refunds: list[dict] = []
        self._n = itertools.count(1)

    def create_payment_intent(self, **kw):
        self.intents.append(kw)
        n = next(self._n)
        return {"id": f"pi_{n}", "client_secret": f"pi_{n}_secret", "status": "requires_payment_method"}

    def refund(self, payment_intent, *, amount, reason, idempotency_key):
        self.refunds.append({"payment_intent": payment_intent, "amount": amount, "reason": reason})
        return {"id": f"re_{next(self._n)}", "status": "succeeded", "amount": amount}


@pytest.fixture
def stripe_fake():
    return FakeStripe()


@pytest.fixture
def client(stripe_fake):
    store = OrderStore()
    api.app.dependency_overrides[api.get_store] = lambda: store
    api.app.dependency_overrides[api.get_client] = lambda: stripe_fake
    yield TestClient(api.app)
    api.app.dependency_overrides.clear()
