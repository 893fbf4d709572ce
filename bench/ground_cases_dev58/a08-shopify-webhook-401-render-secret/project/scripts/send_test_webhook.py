"""Send a signed fake orders/create webhook to the app, like Shopify does.

    SHOPIFY_WEBHOOK_SECRET=... python scripts/send_test_webhook.py https://teashop-order-hook.onrender.com

The order name is #TEST-<time>, so the row is easy to find and delete in the sheet.
"""
from __future__ import annotations

import json
import os
import sys
import time
import uuid
from pathlib import Path

import requests

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from shopify_verify import sign  # noqa: E402

ORDER = {
    "name": f"#TEST-{int(time.time())}",
    "created_at": time.strftime("%Y-%m-%dT%H:%M:%S+01:00"),
    "email": "test@example.com",
    "total_price": "12.00",
    "currency": "GBP",
    "customer": {"first_name": "Test", "last_name": "Order"},
    "line_items": [{"title": "Test tea", "quantity": 1}],
    "shipping_lines": [{"title": "Pickup"}],
}


def main() -> int:
    base = sys.argv[1] if len(sys.argv) > 1 else "http://localhost:5000"
    secret = os.environ["SHOPIFY_WEBHOOK_SECRET"]
    body = json.dumps(ORDER).encode()
    r = requests.post(f"{base.rstrip('/')}/webhooks/orders-create", data=body, timeout=60, headers={
        "Content-Type": "application/json",
        "X-Shopify-Topic": "orders/create",
        "X-Shopify-Hmac-Sha256": sign(body, secret),
        "X-Shopify-Webhook-Id": str(uuid.uuid4()),
    })
    print(r.status_code, r.text[:200])
    return 0 if r.ok else 1


if __name__ == "__main__":
    sys.exit(main())
