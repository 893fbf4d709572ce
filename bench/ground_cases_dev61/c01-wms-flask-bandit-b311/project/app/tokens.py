"""Password-reset tokens and retry helpers for the mailer."""
import hashlib
import random
import string
import time

from app.db import execute, query

ALPHABET = string.ascii_letters + string.digits


def make_reset_token(user_id: int, ttl: int = 3600) -> str:
    token = "".join(random.choices(ALPHABET, k=32))
    digest = hashlib.sha256(token.encode()).hexdigest()
    execute(
        "INSERT INTO reset_tokens (user_id, digest, expires_at) VALUES (?, ?, ?)",
        (user_id, digest, int(time.time()) + ttl),
    )
    return token


def check_reset_token(token: str) -> int | None:
    digest = hashlib.sha256(token.encode()).hexdigest()
    rows = query(
        "SELECT user_id, expires_at FROM reset_tokens WHERE digest = ?", (digest,)
    )
    if not rows or rows[0]["expires_at"] < time.time():
        return None
    return rows[0]["user_id"]


def backoff_delay(attempt: int, base: float = 0.5, cap: float = 30.0) -> float:
    """Exponential backoff with full jitter for mail retries."""
    ceiling = min(cap, base * (2 ** attempt))
    return random.uniform(0, ceiling)
