"""Synchronous client for the Hoshi analytics API."""
from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from typing import Any

import httpx

from hoshi.errors import AuthenticationError, HoshiConnectionError, error_for
from hoshi.pagination import iter_pages
from hoshi.retry import RetryPolicy

DEFAULT_BASE_URL = "https://api.hoshi.dev/v1"
SDK_VERSION = "1.4.0"


class Client:
    """Entry point of the SDK. Use it as a context manager to close the connection pool."""

    def __init__(
        self,
        api_key: str | None = None,
        *,
        base_url: str = DEFAULT_BASE_URL,
        timeout: float = 10.0,
        max_retries: int = 3,
        retry_on_status: Iterable[int] = (),
        http_client: httpx.Client | None = None,
    ) -> None:
        api_key = api_key or os.environ.get("HOSHI_API_KEY")
        if not api_key:
            raise AuthenticationError("no API key: pass api_key= or set HOSHI_API_KEY")
        self.base_url = base_url.rstrip("/")
        self._retry = RetryPolicy(max_retries=max_retries)
        self._retry.retry_on.extend(retry_on_status)
        self._http = http_client or httpx.Client(timeout=timeout)
        self._headers = {
            "Authorization": f"Bearer {api_key}",
            "User-Agent": f"hoshi-python/{SDK_VERSION}",
            "Accept": "application/json",
        }

    def request(self, method: str, path: str, *, params: dict[str, Any] | None = None,
                json: Any = None) -> dict[str, Any]:
        url = f"{self.base_url}/{path.lstrip('/')}"
        attempt = 0
        while True:
            response: httpx.Response | None = None
            error: Exception | None = None
            try:
                response = self._http.request(method, url, params=params, json=json, headers=self._headers)
            except httpx.TransportError as exc:
                error = exc
            if not self._retry.should_retry(attempt, response, error):
                break
            self._retry.wait(attempt, response)
            attempt += 1
        if error is not None:
            raise HoshiConnectionError(str(error)) from error
        assert response is not None
        if response.status_code >= 400:
            raise error_for(response)
        return response.json()

    def iter_events(self, project: str, *, page_size: int = 100) -> Iterator[dict[str, Any]]:
        return iter_pages(self, f"/projects/{project}/events", page_size=page_size)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
