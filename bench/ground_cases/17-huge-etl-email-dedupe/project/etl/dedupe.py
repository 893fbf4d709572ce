"""Collapse customer rows that belong to the same person."""
from __future__ import annotations

SOURCE_PRIORITY = {"store": 0, "app": 1, "shop": 2}


def _better(a: dict, b: dict) -> dict:
    """Prefer the most recently updated row, then the higher-priority source."""
    if a["updated_at"] != b["updated_at"]:
        return a if a["updated_at"] > b["updated_at"] else b
    return a if SOURCE_PRIORITY[a["source"]] >= SOURCE_PRIORITY[b["source"]] else b


def dedupe_customers(rows: list[dict]) -> list[dict]:
    """One row per e-mail address; rows without an address are kept as-is."""
    by_email: dict[str, dict] = {}
    anonymous: list[dict] = []
    for row in rows:
        key = row["email"].strip()
        if not key:
            anonymous.append(row)
            continue
        current = by_email.get(key)
        if current is None:
            by_email[key] = row
        else:
            merged = dict(_better(current, row))
            merged["phone"] = merged["phone"] or current["phone"] or row["phone"]
            by_email[key] = merged
    return list(by_email.values()) + anonymous
