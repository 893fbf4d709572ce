"""Outgoing webhooks: build, sign and deliver event payloads to customer endpoints."""
from __future__ import annotations

import hashlib
import hmac
import json
import logging
import time
from dataclasses import dataclass

import requests
from django.conf import settings

logger = logging.getLogger(__name__)

USER_AGENT = "Ledgerly-Webhooks/2.1"

_session = requests.Session()
_session.headers.update({"User-Agent": USER_AGENT})


@dataclass
class DeliveryResult:
    status_code: int | None
    ok: bool
    duration_ms: int
    error: str | None = None


def canonical_body(payload: dict) -> bytes:
    """The exact bytes we sign: sorted keys, no whitespace (documented in docs/webhooks.md)."""
    return json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()


def sign_payload(payload: dict, secret: str, timestamp: int) -> str:
    message = f"{timestamp}.".encode() + canonical_body(payload)
    digest = hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={digest}"


def deliver(url: str, payload: dict, secret: str) -> DeliveryResult:
    timestamp = int(time.time())
    headers = {
        "Content-Type": "application/json",
        "Ledgerly-Signature": sign_payload(payload, secret, timestamp),
        "Ledgerly-Event": payload["type"],
    }
    started = time.monotonic()
    try:
        resp = _session.post(
            url,
            json=payload,
            headers=headers,
            timeout=(settings.WEBHOOK_CONNECT_TIMEOUT, settings.WEBHOOK_READ_TIMEOUT),
        )
    except requests.RequestException as exc:
        elapsed = int((time.monotonic() - started) * 1000)
        logger.warning("webhook to %s failed after %d ms: %s", url, elapsed, exc)
        return DeliveryResult(None, False, elapsed, str(exc))
    elapsed = int((time.monotonic() - started) * 1000)
    return DeliveryResult(resp.status_code, 200 <= resp.status_code < 300, elapsed)
