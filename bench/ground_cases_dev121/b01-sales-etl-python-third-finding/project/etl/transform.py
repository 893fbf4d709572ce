from __future__ import annotations

import logging
from datetime import datetime, timezone

log = logging.getLogger("etl.transform")

TS_FORMAT = "%Y/%m/%d %H:%M:%S"


def parse_ts(value: str) -> datetime:
    return datetime.strptime(value, TS_FORMAT).replace(tzinfo=timezone.utc)


def parse_amount(value: str) -> float:
    s = value.strip().lstrip("¥")
    return float(s.replace(",", ""))


def normalize_row(raw: dict[str, str]) -> dict | None:
    try:
        return {
            "store_id": raw["store_id"],
            "order_id": raw["order_id"],
            "ordered_at": parse_ts(raw["ordered_at"]),
            "amount": parse_amount(raw["amount"]),
            "sku": raw["sku"].upper(),
            "qty": int(raw.get("qty") or 1),
        }
    except (KeyError, ValueError):
        return None


def dedupe(rows: list[dict]) -> list[dict]:
    """Registers resend the last batch after a reconnect: keep the first copy of each order line."""
    seen: set[tuple] = set()
    out = []
    for row in rows:
        key = (row["store_id"], row["order_id"], row["sku"])
        if key in seen:
            continue
        seen.add(key)
        out.append(row)
    return out
