"""Row-level cleaning for the nightly order export."""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal, InvalidOperation


def parse_ts(raw: str) -> datetime:
    # the shop admin writes local time with an offset: 2025-11-03 10:02:11+08:00
    return datetime.fromisoformat(raw.strip())


def dedupe_latest(rows: list[dict]) -> list[dict]:
    """One row per order_id: the most recently updated version wins."""
    seen: dict[str, dict] = {}
    for row in rows:
        key = row["order_id"]
        current = seen.get(key)
        if current is None or parse_ts(row["updated_at"]) >= parse_ts(current["updated_at"]):
            seen[key] = row
    return list(seen.values())


def filter_since(rows: list[dict], since: datetime) -> list[dict]:
    return [r for r in rows if parse_ts(r["updated_at"]) >= since]


def parse_amount(raw: str) -> Decimal:
    """'1,299.00' -> Decimal('1299.00'); empty -> 0."""
    text = (raw or "").strip().replace(",", "")
    if not text:
        return Decimal("0")
    try:
        return Decimal(text)
    except InvalidOperation:
        raise ValueError(f"bad amount: {raw!r}") from None


def clean(rows: list[dict]) -> list[dict]:
    out = []
    for row in rows:
        out.append({
            "order_id": row["order_id"],
            "customer": row["customer"].strip(),
            "amount": parse_amount(row["amount"]),
            "updated_at": parse_ts(row["updated_at"]),
            "status": row["status"].lower(),
        })
    return out


def summarize(rows: list[dict]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = {}
    for row in rows:
        if row["status"] == "cancelled":
            continue
        totals[row["customer"]] = totals.get(row["customer"], Decimal("0")) + row["amount"]
    return totals
