"""In-memory cart store (the real deployment swaps in Redis via the same interface)."""
from __future__ import annotations

import itertools
import threading


class CartStore:
    def __init__(self):
        self._lock = threading.Lock()
        self._carts: dict[str, list[dict]] = {}
        self._ids = itertools.count(1)

    def add_item(self, cart_id: str, sku: str, quantity: int, note: str | None = None) -> dict:
        with self._lock:
            items = self._carts.setdefault(cart_id, [])
            for item in items:
                if item["sku"] == sku:
                    item["quantity"] += quantity
                    return item
            item = {"id": next(self._ids), "sku": sku, "quantity": quantity, "note": note}
            items.append(item)
            return item

    def items(self, cart_id: str) -> list[dict]:
        with self._lock:
            return list(self._carts.get(cart_id, []))

    def clear(self) -> None:
        with self._lock:
            self._carts.clear()


store = CartStore()
