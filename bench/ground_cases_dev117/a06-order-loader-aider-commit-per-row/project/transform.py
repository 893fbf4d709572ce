"""Row cleaning and de-duplication for the order export."""
from __future__ import annotations

from decimal import Decimal


def clean_row(raw: dict[str, str]) -> dict:
    return {
        "order_id": raw["order_id"].strip(),
        "customer_email": raw["email"].strip().lower(),
        "country": raw["country"].strip().upper() or None,
        "total": Decimal(raw["total"] or "0"),
        "status": raw["status"].strip().lower(),
        "updated_at": raw["updated_at"],
    }


def dedupe(rows: list[dict]) -> list[dict]:
    """One row per order_id. The export repeats an order each time it changes."""
    latest: dict[str, dict] = {}
    for row in rows:
        current = latest.get(row["order_id"])
        if current is None or row["updated_at"] > current["updated_at"]:
            latest[row["order_id"]] = row
    return list(latest.values())
