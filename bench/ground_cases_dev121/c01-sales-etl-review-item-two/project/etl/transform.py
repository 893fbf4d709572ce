"""Row-level cleaning for the daily sales export."""
from __future__ import annotations

from datetime import date, datetime

REGION_ALIASES = {
    "north china": "north",
    "huabei": "north",
    "east china": "east",
    "huadong": "east",
    "south china": "south",
    "huanan": "south",
}


def normalize_region(raw: str) -> str:
    key = " ".join(raw.strip().lower().split())
    return REGION_ALIASES.get(key, key)


def to_cents(amount: str) -> int:
    amount = amount.replace(",", "").replace("¥", "").strip()
    return int(float(amount) * 100)


def parse_date(value: str) -> date | None:
    for fmt in ("%Y-%m-%d", "%Y/%m/%d"):
        try:
            return datetime.strptime(value.strip(), fmt).date()
        except ValueError:
            continue
    return None


def dedupe(rows: list[dict]) -> list[dict]:
    seen: set[tuple[str, str]] = set()
    out = []
    for row in rows:
        key = (row["order_id"], row["sku"])
        if key in seen:
            continue
        seen.add(key)
        out.append(row)
    return out


def clean_rows(rows: list[dict]) -> list[dict]:
    cleaned = []
    for row in rows:
        day = parse_date(row["date"])
        if day is None:
            continue
        cleaned.append({
            "order_id": row["order_id"].strip(),
            "sku": row["sku"].strip().upper(),
            "region": normalize_region(row["region"]),
            "amount_cents": to_cents(row["amount"]),
            "qty": int(row["qty"]),
            "day": day,
        })
    return dedupe(cleaned)
