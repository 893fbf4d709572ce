"""Clean and aggregate the raw POS rows."""
from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta
from decimal import Decimal, InvalidOperation


def parse_amount(raw: str) -> Decimal | None:
    """'1200' / '¥1200' -> Decimal; None when the cell is not a number."""
    text = raw.strip().lstrip("¥").replace(",", "")
    if text.startswith("▲"):  # 返品は ▲ 付きで出てくる
        text = "-" + text[1:]
    try:
        return Decimal(text)
    except InvalidOperation:
        return None


def parse_day(raw: str) -> date:
    return datetime.strptime(raw.strip(), "%Y-%m-%d").date()


def month_bounds(year: int, month: int) -> tuple[date, date]:
    first = date(year, month, 1)
    if month == 12:
        last = date(year, 12, 31)
    else:
        last = date(year, month + 1, 1) - timedelta(days=1)
    return first, last


def in_month(day: date, year: int, month: int) -> bool:
    first, last = month_bounds(year, month)
    return first <= day < last


def clean_rows(rows: list[dict[str, str]], year: int, month: int) -> tuple[list[dict], int]:
    kept, dropped = [], 0
    for row in rows:
        amount = parse_amount(row["amount"])
        if amount is None:
            dropped += 1
            continue
        day = parse_day(row["date"])
        if not in_month(day, year, month):
            continue
        kept.append({"store": row["store"].strip(), "day": day, "amount": amount})
    return kept, dropped


def totals_by_store(rows: list[dict]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for row in rows:
        totals[row["store"]] += row["amount"]
    return dict(sorted(totals.items()))
