"""Clean and aggregate POS rows."""
from __future__ import annotations

from collections import defaultdict


def normalize_store_code(code: str) -> str:
    return code.upper()


def dedupe(rows: list[dict]) -> list[dict]:
    seen: set[tuple[str, str]] = set()
    out = []
    for row in rows:
        key = (row["receipt_id"], row["sku"])
        if key not in seen:
            seen.add(key)
            out.append(row)
    return out


def daily_totals(rows: list[dict]) -> dict[tuple[str, str], dict]:
    totals: dict[tuple[str, str], dict] = defaultdict(lambda: {"qty": 0, "amount": 0})
    for row in dedupe(rows):
        key = (normalize_store_code(row["store"]), row["sold_at"].date().isoformat())
        totals[key]["qty"] += row["qty"]
        totals[key]["amount"] += row["amount"]
    return dict(totals)
