"""Signed outbound webhooks for customers that subscribe to report runs."""
from __future__ import annotations

import hashlib
import hmac
import json
import time

import requests

SIGNATURE_HEADER = "X-Reportly-Signature"
TIMEOUT = (3.05, 10)


def sign(secret: str, body: bytes, ts: int) -> str:
    mac = hmac.new(secret.encode(), f"{ts}.".encode() + body, hashlib.sha256)
    return f"t={ts},v1={mac.hexdigest()}"


def deliver(url: str, secret: str, event: str, data: dict) -> int:
    body = json.dumps({"event": event, "data": data}, separators=(",", ":")).encode()
    ts = int(time.time())
    resp = requests.post(
        url,
        data=body,
        headers={"Content-Type": "application/json", SIGNATURE_HEADER: sign(secret, body, ts)},
        timeout=TIMEOUT,
    )
    return resp.status_code


def verify(secret: str, body: bytes, header: str, tolerance: int = 300) -> bool:
    parts = dict(p.split("=", 1) for p in header.split(","))
    ts = int(parts.get("t", "0"))
    if abs(time.time() - ts) > tolerance:
        return False
    expected = sign(secret, body, ts).split("v1=", 1)[1]
    return hmac.compare_digest(expected, parts.get("v1", ""))
