"""The Client: one API key, one base URL, and the resources hung off it."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import TYPE_CHECKING, Any, Callable, Dict, Optional, Tuple

from tally.errors import error_for

if TYPE_CHECKING:
    from tally.resources import Customers, Invoices

DEFAULT_BASE_URL = "https://api.tally.dev/v1"
DEFAULT_API_VERSION = "2025-06-01"
DEFAULT_HEADERS = {
    "Accept": "application/json",
    "Content-Type": "application/json",
}

# (method, url, headers, body) -> (status, response headers, body bytes)
Transport = Callable[[str, str, Dict[str, str], Optional[bytes]], Tuple[int, Dict[str, str], bytes]]


def urllib_transport(timeout: float) -> Transport:
    def send(method: str, url: str, headers: Dict[str, str],
             body: Optional[bytes]) -> Tuple[int, Dict[str, str], bytes]:
        request = urllib.request.Request(url, data=body, headers=headers, method=method)
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as e:
            return e.code, dict(e.headers), e.read()

    return send


class Client:
    def __init__(
        self,
        api_key: str,
        *,
        base_url: str = DEFAULT_BASE_URL,
        headers: Optional[Dict[str, str]] = None,
        timeout: float = 30.0,
        transport: Optional[Transport] = None,
        api_version: str = DEFAULT_API_VERSION,
    ) -> None:
        if not api_key:
            raise ValueError("api_key is required")
        self.base_url = base_url.rstrip("/")
        self._headers = headers or DEFAULT_HEADERS
        self._headers["Authorization"] = f"Bearer {api_key}"
        self._headers["Tally-Version"] = api_version
        self.api_version = api_version
        self._transport = transport or urllib_transport(timeout)

        from tally.resources import Customers, Invoices

        self.customers: Customers = Customers(self)
        self.invoices: Invoices = Invoices(self)

    def request(self, method: str, path: str, *, params: Optional[Dict[str, Any]] = None,
                json_body: Any = None) -> Any:
        url = f"{self.base_url}/{path.lstrip('/')}"
        if params:
            from urllib.parse import urlencode

            query = urlencode({k: v for k, v in params.items() if v is not None}, doseq=True)
            if query:
                url = f"{url}?{query}"
        body = None if json_body is None else json.dumps(json_body).encode()
        status, headers, raw = self._transport(method, url, dict(self._headers), body)
        payload = json.loads(raw) if raw else None
        if status >= 400:
            raise error_for(status, payload, headers.get("X-Request-Id"))
        return payload
