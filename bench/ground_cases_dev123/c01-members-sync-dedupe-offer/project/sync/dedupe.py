"""Collapse duplicate member rows from the CRM export.

The CRM keeps one record per signup, so a member who signed up twice
(web + app) shows up twice. We keep the most recently updated record.
"""
from __future__ import annotations

from datetime import date
from typing import Iterable

LEVEL_RANK = {"basic": 0, "silver": 1, "gold": 2, "platinum": 3}


def dedupe_key(row: dict) -> str:
    return row["email"].lower()


def _newer(a: dict, b: dict) -> bool:
    """True when a should replace b."""
    da, db = a["updated_at"] or date.min, b["updated_at"] or date.min
    if da != db:
        return da > db
    return LEVEL_RANK.get(a["level"], 0) > LEVEL_RANK.get(b["level"], 0)


def dedupe(rows: Iterable[dict]) -> list[dict]:
    kept: dict[str, dict] = {}
    for row in rows:
        key = dedupe_key(row)
        if not key:
            continue
        current = kept.get(key)
        if current is None or _newer(row, current):
            kept[key] = row
    return list(kept.values())
