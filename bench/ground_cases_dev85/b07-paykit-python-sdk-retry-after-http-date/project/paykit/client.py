from __future__ import annotations

import time
import uuid
from typing import Any

import httpx

from paykit.errors import APIConnectionError, error_from_response
from paykit.resources.charges import Charges
from paykit.resources.refunds import Refunds
from paykit.retry import RetryPolicy

DEFAULT_BASE_URL = "https://api.paykit.jp"


class Paykit:
    def __init__(self, api_key: str, *, base_url: str = DEFAULT_BASE_URL, timeout: float = 30.0,
                 retry: RetryPolicy | None = None, transport: httpx.BaseTransport | None = None) -> None:
        self._http = httpx.Client(base_url=base_url, timeout=timeout, transport=transport,
                                  headers={"Authorization": f"Bearer {api_key}", "User-Agent": "paykit-python/1.8.0"})
        self._retry = retry or RetryPolicy()
        self._sleep = time.sleep
        self.charges = Charges(self)
        self.refunds = Refunds(self)

    def request(self, method: str, path: str, *, json: dict | None = None, params: dict | None = None,
                idempotency_key: str | None = None) -> dict[str, Any]:
        if method.upper() == "POST" and idempotency_key is None:
            # One key per logical request: every retry of this call carries the same key.
            idempotency_key = f"paykit-{uuid.uuid4().hex}"
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key else {}
        attempt = 0
        while True:
            try:
                resp = self._http.request(method, path, json=json, params=params, headers=headers)
            except httpx.TransportError as exc:
                if self._retry.should_retry(method, None, attempt):
                    self._sleep(self._retry.backoff(attempt))
                    attempt += 1
                    continue
                raise APIConnectionError(str(exc)) from exc
            if resp.status_code < 400:
                return resp.json()
            if self._retry.should_retry(method, resp.status_code, attempt):
                self._sleep(self._retry.delay(attempt, resp.headers.get("Retry-After")))
                attempt += 1
                continue
            raise error_from_response(resp.status_code, resp.json(), resp.headers.get("Request-Id"))
