"""Thin client for the CRM v3 REST API (cursor pagination)."""
from __future__ import annotations

import logging
import os
import time
from collections.abc import Iterator

import requests

log = logging.getLogger(__name__)

BASE_URL = os.environ.get("CRM_BASE_URL", "https://api.crm.example.com/v3")
PAGE_SIZE = 100
MAX_429_RETRIES = 5


class CrmClient:
    def __init__(self, token: str | None = None, session: requests.Session | None = None):
        self.token = token or os.environ["CRM_TOKEN"]
        self.http = session or requests.Session()
        self.http.headers["Authorization"] = f"Bearer {self.token}"

    def _request(self, path: str, params: dict | None = None) -> dict:
        for attempt in range(MAX_429_RETRIES + 1):
            resp = self.http.get(f"{BASE_URL}{path}", params=params, timeout=30)
            if resp.status_code != 429 or attempt == MAX_429_RETRIES:
                break
            wait = float(resp.headers.get("Retry-After") or 2 ** attempt)
            log.warning("CRM rate limited on %s, retry %d in %.1fs", path, attempt + 1, wait)
            time.sleep(wait)
        resp.raise_for_status()
        return resp.json()

    def _paginate(self, path: str, properties: list[str]) -> Iterator[dict]:
        after = None
        while True:
            params = {"limit": PAGE_SIZE, "properties": ",".join(properties)}
            if after:
                params["after"] = after
            data = self._request(path, params)
            yield from data.get("results", [])
            after = data.get("paging", {}).get("next", {}).get("after")
            if not after:
                return

    def contacts(self) -> Iterator[dict]:
        return self._paginate("/contacts", ["email", "firstname", "lastname", "phone", "company", "lastmodifieddate"])

    def companies(self) -> Iterator[dict]:
        return self._paginate("/companies", ["name", "domain", "country", "lastmodifieddate"])
