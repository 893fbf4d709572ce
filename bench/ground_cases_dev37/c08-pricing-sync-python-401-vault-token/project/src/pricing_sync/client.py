from __future__ import annotations

import logging
from collections.abc import Iterator
from datetime import datetime

import requests

from pricing_sync.settings import Settings

log = logging.getLogger(__name__)


class SupplierXClient:
    """Thin wrapper over Supplier X's price API (v2)."""

    def __init__(self, settings: Settings, session: requests.Session | None = None):
        self.base = settings.supplier_x_base_url.rstrip("/")
        self.timeout = settings.supplier_x_timeout
        self.page_size = settings.supplier_x_page_size
        self.session = session or requests.Session()
        self.session.headers.update(settings.auth_header)
        self.session.headers["Accept"] = "application/json"

    def iter_prices(self, since: datetime) -> Iterator[list[dict]]:
        """Yield pages of price records changed since `since`."""
        page = 1
        while True:
            resp = self.session.get(
                f"{self.base}/prices",
                params={"page": page, "size": self.page_size, "updated_since": since.isoformat()},
                timeout=self.timeout,
            )
            if resp.status_code == 429:
                log.warning("rate limited on page %s", page)
                raise RuntimeError("supplier-x rate limit, retry later")
            resp.raise_for_status()
            body = resp.json()
            yield body["items"]
            if not body.get("has_more"):
                return
            page += 1

    def ping(self) -> bool:
        resp = self.session.get(f"{self.base}/ping", timeout=self.timeout)
        return resp.ok
