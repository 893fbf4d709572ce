import json
import os
from unittest import mock

os.environ["ORDERHOOK_TESTING"] = "1"

import app as app_module  # noqa: E402
from shopify_verify import sign  # noqa: E402

ORDER = {"name": "#1001", "total_price": "24.50", "currency": "GBP", "line_items": [{"title": "Assam", "quantity": 2}]}


def post(body: bytes, signature: str):
    client = app_module.app.test_client()
    return client.post("/webhooks/orders-create", data=body, headers={
        "X-Shopify-Hmac-Sha256": signature, "X-Shopify-Topic": "orders/create",
        "X-Shopify-Webhook-Id": "abc-123", "Content-Type": "application/json"})


def test_good_signature_is_accepted():
    body = json.dumps(ORDER).encode()
    with mock.patch.object(app_module, "append_order") as append, mock.patch.object(app_module, "post_order"):
        r = post(body, sign(body, "test-secret"))
    assert r.status_code == 200
    append.assert_called_once()


def test_bad_signature_is_401():
    body = json.dumps(ORDER).encode()
    r = post(body, sign(body, "wrong"))
    assert r.status_code == 401
