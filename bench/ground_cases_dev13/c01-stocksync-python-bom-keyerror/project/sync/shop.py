"""Thin client for the shop's inventory API."""
from __future__ import annotations

import os
from collections.abc import Iterable

import requests

from sync.inventory import StockLevel

BATCH = 100


class ShopClient:
    def __init__(self, base_url: str, token: str, timeout: float = 20.0):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"
        self.timeout = timeout

    @classmethod
    def from_env(cls) -> "ShopClient":
        return cls(os.environ["SHOP_API_URL"], os.environ["SHOP_API_TOKEN"])

    def stock_levels(self) -> dict[tuple[str, str], int]:
        levels: dict[tuple[str, str], int] = {}
        page = 1
        while True:
            r = self.session.get(f"{self.base_url}/inventory", params={"page": page, "per_page": 500},
                                 timeout=self.timeout)
            r.raise_for_status()
            items = r.json()["items"]
            for item in items:
                levels[(item["sku"], item["warehouse"])] = int(item["qty"])
            if len(items) < 500:
                return levels
            page += 1

    def push(self, levels: Iterable[StockLevel]) -> None:
        batch: list[dict] = []
        for level in levels:
            batch.append({"sku": level.sku, "warehouse": level.warehouse, "qty": level.qty})
            if len(batch) == BATCH:
                self._send(batch)
                batch = []
        if batch:
            self._send(batch)

    def _send(self, batch: list[dict]) -> None:
        r = self.session.post(f"{self.base_url}/inventory/bulk", json={"items": batch}, timeout=self.timeout)
        r.raise_for_status()
