"""Thin client for the marketplace order API with retry/backoff."""
from __future__ import annotations

import time

import requests

RETRYABLE_STATUS = {429, 500, 502, 503, 504}


class ApiError(RuntimeError):
    def __init__(self, status: int, body: str):
        super().__init__(f"API error {status}: {body[:200]}")
        self.status = status


class ApiClient:
    def __init__(self, base_url: str, token: str, max_attempts: int = 5,
                 backoff: float = 0.5, max_delay: float = 30.0):
        self.base_url = base_url.rstrip("/")
        self.max_attempts = max_attempts
        self.backoff = backoff
        self.max_delay = max_delay
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def _retry_delay(self, resp: requests.Response, attempt: int) -> float:
        """Seconds to wait before retry number `attempt` (1-based)."""
        header = resp.headers.get("Retry-After", "")
        if header.isdigit():
            return min(float(header), self.max_delay)
        return min(self.backoff ** attempt, self.max_delay)

    def _send(self, method: str, path: str, **kwargs) -> requests.Response:
        for attempt in range(1, self.max_attempts + 1):
            resp = self.session.request(method, self.base_url + path, timeout=15, **kwargs)
            if resp.status_code not in RETRYABLE_STATUS:
                break
            if attempt == self.max_attempts:
                break
            time.sleep(self._retry_delay(resp, attempt))
        if resp.status_code >= 400:
            raise ApiError(resp.status_code, resp.text)
        return resp

    def orders(self, date: str, page: int = 1) -> dict:
        return self._send("GET", "/v2/orders", params={"date": date, "page": page}).json()
