from decimal import Decimal

import httpx

from app.payments.client import PaylaneClient


def test_create_payout_sends_idempotency_key():
    seen = {}

    def handler(request: httpx.Request) -> httpx.Response:
        seen["key"] = request.headers.get("idempotency-key")
        return httpx.Response(201, json={"id": "po_1", "status": "pending"})

    client = PaylaneClient(transport=httpx.MockTransport(handler))
    out = client.create_payout("acct_9", Decimal("12.50"), "EUR", "idem-1")
    assert out["id"] == "po_1"
    assert seen["key"] == "idem-1"
