"""Sends order webhooks to partners: HMAC-signed JSON, retried with backoff."""
import hashlib
import hmac
import json
import logging
import time

import requests
from django.conf import settings

from orders.webhooks.payloads import build_order_payload

log = logging.getLogger(__name__)
RETRY_STATUSES = {408, 429, 500, 502, 503, 504}


def sign(secret, body):
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def send_order_event(order, event_type):
    partner = order.partner
    if not partner.webhook_url:
        return False
    body = json.dumps(build_order_payload(order, event_type), separators=(",", ":")).encode()
    headers = {"Content-Type": "application/json", "X-Signature-SHA256": sign(partner.webhook_secret, body)}
    for attempt in range(1, settings.WEBHOOK_MAX_ATTEMPTS + 1):
        try:
            resp = requests.post(partner.webhook_url, data=body, headers=headers,
                                 timeout=settings.WEBHOOK_TIMEOUT_SECONDS)
        except requests.RequestException as exc:
            log.warning("webhook to %s failed (attempt %d): %s", partner, attempt, exc)
        else:
            if resp.ok:
                return True
            if resp.status_code not in RETRY_STATUSES:
                log.error("webhook to %s rejected with %d", partner, resp.status_code)
                return False
        time.sleep(2 ** attempt)
    return False
