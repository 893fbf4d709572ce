"""Daily revenue report from the payments export (one CSV per day from the PSP)."""
from __future__ import annotations

import csv
from collections import defaultdict
from datetime import datetime, timezone
from decimal import Decimal
from pathlib import Path
from zoneinfo import ZoneInfo

from revreport.money import to_decimal

STORE_TZ = ZoneInfo("America/Chicago")


def load_rows(path: Path) -> list[dict[str, str]]:
    with open(path) as fh:
        return list(csv.DictReader(fh))


def bucket_day(ts: str) -> str:
    """The store-local calendar day of a PSP timestamp (epoch seconds)."""
    moment = datetime.fromtimestamp(int(ts), tz=timezone.utc)
    return moment.date().isoformat()


def signed_amount(row: dict[str, str]) -> Decimal:
    amount = to_decimal(row["amount"])
    if row.get("type") == "refund":
        return -amount
    return amount


def daily_totals(rows: list[dict[str, str]]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for row in rows:
        if row["status"] != "succeeded":
            continue
        totals[bucket_day(row["created"])] += signed_amount(row)
    return dict(sorted(totals.items()))


def render(totals: dict[str, Decimal]) -> str:
    lines = ["day,revenue"]
    for day, amount in totals.items():
        lines.append(f"{day},{amount:.2f}")
    return "\n".join(lines) + "\n"
