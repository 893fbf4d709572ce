from __future__ import annotations

import itertools
import threading
from datetime import datetime, timezone

from pydantic import BaseModel, Field


class Quote(BaseModel):
    id: int | None = None
    customer: str
    amount_cents: int = Field(gt=0)
    currency: str = "EUR"
    created_at: datetime | None = None


class QuoteStore:
    def __init__(self) -> None:
        self._items: dict[int, Quote] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def add(self, quote: Quote) -> Quote:
        with self._lock:
            stored = quote.model_copy(update={"id": next(self._ids), "created_at": datetime.now(timezone.utc)})
            self._items[stored.id] = stored
            return stored

    def get(self, quote_id: int) -> Quote | None:
        return self._items.get(quote_id)

    def latest(self, limit: int) -> list[Quote]:
        return sorted(self._items.values(), key=lambda q: q.id, reverse=True)[:limit]
