"""Monthly reconciliation CSV for finance: every balance transaction in JPY."""
from __future__ import annotations

import csv
import io
from datetime import date, datetime, timezone

from recon.fx import load_rates, to_jpy

COLUMNS = ["id", "type", "date", "currency", "amount", "amount_jpy", "fee_jpy"]
INCLUDED_TYPES = ("charge", "payment")


def _day(ts: int) -> date:
    return datetime.fromtimestamp(ts, tz=timezone.utc).date()


def build_rows(transactions: list[dict], rates=None) -> list[dict]:
    rates = rates if rates is not None else load_rates()
    rows = []
    for bt in transactions:
        if bt["type"] not in INCLUDED_TYPES:
            continue
        on = _day(bt["created"])
        rows.append({
            "id": bt["id"],
            "type": bt["type"],
            "date": on.isoformat(),
            "currency": bt["currency"],
            "amount": bt["amount"],
            "amount_jpy": to_jpy(bt["amount"], bt["currency"], on, rates),
            "fee_jpy": to_jpy(bt["fee"], bt["currency"], on, rates),
        })
    return rows


def total_jpy(rows: list[dict]) -> int:
    return sum(r["amount_jpy"] for r in rows)


def to_csv(rows: list[dict]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS)
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue()
