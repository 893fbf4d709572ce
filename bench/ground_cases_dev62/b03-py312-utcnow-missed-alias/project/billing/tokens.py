"""Signed links for the customer billing portal."""
from __future__ import annotations

import os
from datetime import datetime as dt
from datetime import timedelta

import jwt

SECRET = os.environ.get("PORTAL_SECRET", "dev-secret")
ALGORITHM = "HS256"
LINK_TTL = timedelta(hours=24)


def issue_portal_token(account_id: int, scope: str = "invoices:read") -> str:
    now = dt.utcnow()
    payload = {
        "sub": str(account_id),
        "scope": scope,
        "iat": now,
        "exp": now + LINK_TTL,
    }
    return jwt.encode(payload, SECRET, algorithm=ALGORITHM)


def read_portal_token(token: str) -> dict:
    return jwt.decode(token, SECRET, algorithms=[ALGORITHM])


def portal_url(base: str, account_id: int) -> str:
    token = issue_portal_token(account_id)
    return f"{base.rstrip('/')}/portal?t={token}"


def is_recent(issued: int, window: timedelta = LINK_TTL) -> bool:
    return dt.fromtimestamp(issued) > dt.now() - window
