"""Shopify signs every webhook: base64(HMAC-SHA256(raw request body, signing secret)) in
the X-Shopify-Hmac-Sha256 header. See https://shopify.dev/docs/apps/build/webhooks/subscribe/https"""
from __future__ import annotations

import base64
import hashlib
import hmac


def sign(raw_body: bytes, secret: str) -> str:
    digest = hmac.new(secret.encode("utf-8"), raw_body, hashlib.sha256).digest()
    return base64.b64encode(digest).decode("ascii")


def verify_hmac(raw_body: bytes, header_value: str, secret: str) -> bool:
    """True when the header matches the body signed with our secret. Must use the raw bytes,
    not re-serialised JSON, or the signature never matches."""
    if not secret or not header_value:
        return False
    expected = sign(raw_body, secret)
    return hmac.compare_digest(expected, header_value.strip())


def describe(header_value: str) -> str:
    """For logs: never print the whole signature."""
    if not header_value:
        return "<missing>"
    return header_value[:6] + "..." + f" ({len(header_value)} chars)"


def is_base64(value: str) -> bool:
    try:
        base64.b64decode(value, validate=True)
    except ValueError:
        return False
    return True
