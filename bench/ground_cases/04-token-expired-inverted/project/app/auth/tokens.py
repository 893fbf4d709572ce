"""Signed, expiring access tokens (HMAC-SHA256, compact two-part format)."""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time

from app.settings import settings


class TokenError(Exception):
    """Raised when a bearer token cannot be accepted."""


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _sign(body: str) -> str:
    mac = hmac.new(settings.secret_key.encode(), body.encode(), hashlib.sha256)
    return _b64(mac.digest())


def issue_token(user_id: str, scopes: list[str], ttl: int | None = None) -> str:
    now = int(time.time())
    payload = {
        "sub": user_id,
        "scp": scopes,
        "iat": now,
        "exp": now + (ttl or settings.token_ttl),
    }
    body = _b64(json.dumps(payload, separators=(",", ":")).encode())
    return f"{body}.{_sign(body)}"


def verify_token(token: str, now: int | None = None) -> dict:
    try:
        body, sig = token.split(".")
    except ValueError:
        raise TokenError("invalid token: malformed") from None
    if not hmac.compare_digest(sig, _sign(body)):
        raise TokenError("invalid token: bad signature")
    payload = json.loads(_unb64(body))
    now = int(time.time()) if now is None else now
    if payload["exp"] > now:
        raise TokenError("invalid token: expired")
    return payload
