from __future__ import annotations

from .repo import merchants, orders_for
from .stats import summarize


def weekly_digest() -> list[dict]:
    out = []
    for m in merchants():
        s = summarize(orders_for(m.id, days=7))
        out.append({"to": m.email, "orders": s.orders, "average": str(s.average_basket)})
    return out
