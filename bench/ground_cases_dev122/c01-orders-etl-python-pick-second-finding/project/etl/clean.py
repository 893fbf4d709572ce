"""Normalise raw export rows before loading."""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import datetime, timezone

COUNTRY_ALIASES = {"UK": "GB", "EL": "GR"}
_AMOUNT_JUNK = re.compile(r"[^\d.,-]")


def parse_amount(raw: str) -> int:
    """'1,234.50' / 'EUR 12.00' -> cents."""
    text = _AMOUNT_JUNK.sub("", raw.strip())
    if "," in text and "." in text:
        text = text.replace(",", "")
    elif "," in text:
        text = text.replace(",", ".")
    return int(round(float(text) * 100))


def normalise_country(raw: str) -> str:
    code = raw.strip().upper()
    return COUNTRY_ALIASES.get(code, code)


def parse_created(raw: str) -> str:
    value = datetime.strptime(raw.strip(), "%Y-%m-%d %H:%M:%S")
    return value.replace(tzinfo=timezone.utc).isoformat()


def clean_row(raw: dict) -> dict | None:
    if not raw.get("order_id"):
        return None
    return {
        "order_id": raw["order_id"].strip(),
        "email": raw["email"].strip().lower(),
        "amount_cents": parse_amount(raw["amount"]),
        "country": normalise_country(raw.get("country", "")),
        "created_at": parse_created(raw["created_at"]),
    }


def dedupe(rows: Iterable[dict]) -> Iterator[dict]:
    seen: set[str] = set()
    for row in rows:
        if row["order_id"] in seen:
            continue
        seen.add(row["order_id"])
        yield row
