from __future__ import annotations

import logging
import random
import time

import httpx

from app.settings import settings

log = logging.getLogger(__name__)


class AccountsUnavailable(Exception):
    """The accounts service failed or timed out after all retries."""


def get_user(user_id: int, client: httpx.Client | None = None) -> dict:
    client = client or httpx.Client(base_url=settings.accounts_url, timeout=settings.accounts_timeout_s)
    last: Exception | None = None
    for attempt in range(1, settings.accounts_retries + 1):
        try:
            resp = client.get(f"/users/{user_id}")
            if resp.status_code == 404:
                raise LookupError(f"user {user_id} not found")
            resp.raise_for_status()
            return resp.json()
        except (httpx.TransportError, httpx.HTTPStatusError) as exc:
            last = exc
            if attempt < settings.accounts_retries:
                time.sleep(_backoff(attempt))
    log.warning("accounts: giving up on user %s after %d attempts: %s", user_id, settings.accounts_retries, last)
    raise AccountsUnavailable(str(last))


def _backoff(attempt: int, base: float = 0.2, cap: float = 2.0) -> float:
    """Full-jitter exponential backoff: a random wait up to base * 2**(attempt-1), capped."""
    return random.uniform(0, min(cap, base * 2 ** (attempt - 1)))
