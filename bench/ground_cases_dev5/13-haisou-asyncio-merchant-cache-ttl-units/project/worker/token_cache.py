import time

from worker import http


class TokenCache:
    """OAuth client-credentials token for the carrier API."""

    def __init__(self, ttl_ms: int):
        self.ttl_ms = ttl_ms
        self._token: str | None = None
        self._fetched_at = 0.0

    async def token(self) -> str:
        if self._token and time.monotonic() - self._fetched_at < self.ttl_ms / 1000:
            return self._token
        self._token = await http.fetch_carrier_token()
        self._fetched_at = time.monotonic()
        return self._token
