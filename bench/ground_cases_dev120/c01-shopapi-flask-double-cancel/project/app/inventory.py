"""In-process stock ledger. Production swaps this for the Redis-backed one,
but the interface is the same."""
from __future__ import annotations

import threading


class OutOfStock(Exception):
    def __init__(self, sku: str, wanted: int, left: int):
        super().__init__(f"{sku}: wanted {wanted}, only {left} left")
        self.sku = sku
        self.wanted = wanted
        self.left = left


class Inventory:
    def __init__(self, stock: dict[str, int]):
        self._stock = dict(stock)
        self._lock = threading.Lock()

    def level(self, sku: str) -> int:
        return self._stock.get(sku, 0)

    def reserve(self, sku: str, qty: int) -> None:
        if qty <= 0:
            raise ValueError("qty must be positive")
        with self._lock:
            left = self._stock.get(sku, 0)
            if left < qty:
                raise OutOfStock(sku, qty, left)
            self._stock[sku] = left - qty

    def release(self, sku: str, qty: int) -> None:
        with self._lock:
            self._stock[sku] = self._stock.get(sku, 0) + qty

    def snapshot(self) -> dict[str, int]:
        with self._lock:
            return dict(self._stock)
