"""Minimal Shopify Admin API client: just what the sync needs."""
from __future__ import annotations

import logging

import requests

log = logging.getLogger(__name__)

API_VERSION = "2024-10"
VARIANT_QUERY = (
    "query($q: String!) { productVariants(first: 1, query: $q) "
    "{ nodes { inventoryItem { legacyResourceId } } } }"
)


class ShopifyClient:
    def __init__(self, domain: str, token: str, location_id: int, timeout: float = 10.0) -> None:
        self.base = f"https://{domain}/admin/api/{API_VERSION}"
        self.location_id = location_id
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update({"X-Shopify-Access-Token": token, "Content-Type": "application/json"})
        self._inventory_ids: dict[str, int] = {}

    def inventory_item_id(self, sku: str) -> int | None:
        if sku in self._inventory_ids:
            return self._inventory_ids[sku]
        payload = {"query": VARIANT_QUERY, "variables": {"q": f"sku:{sku}"}}
        r = self.session.post(f"{self.base}/graphql.json", json=payload, timeout=self.timeout)
        r.raise_for_status()
        nodes = r.json()["data"]["productVariants"]["nodes"]
        if not nodes:
            return None
        item_id = int(nodes[0]["inventoryItem"]["legacyResourceId"])
        self._inventory_ids[sku] = item_id
        return item_id

    def set_available(self, sku: str, quantity: int) -> bool:
        item_id = self.inventory_item_id(sku)
        if item_id is None:
            log.warning("no variant with sku %s", sku)
            return False
        r = self.session.post(
            f"{self.base}/inventory_levels/set.json",
            json={"location_id": self.location_id, "inventory_item_id": item_id, "available": quantity},
            timeout=self.timeout,
        )
        r.raise_for_status()
        return True
