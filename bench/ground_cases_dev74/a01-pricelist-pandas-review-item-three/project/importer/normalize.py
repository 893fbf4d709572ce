"""Turning supplier strings into typed values. Every function returns None when it cannot parse."""
from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal, InvalidOperation

DATE_FORMATS = ("%d.%m.%Y", "%Y-%m-%d", "%d/%m/%Y")


def parse_price(value: str) -> Decimal | None:
    value = value.strip().replace("EUR", "").replace("\u20ac", "").strip()
    if not value:
        return None
    if "," in value:
        # German style: 1.234,50 -> 1234.50
        value = value.replace(".", "").replace(",", ".")
    try:
        price = Decimal(value)
    except InvalidOperation:
        return None
    return price.quantize(Decimal("0.01"))


def parse_qty(value: str) -> int | None:
    value = value.strip()
    if not value:
        return None
    try:
        return int(Decimal(value.replace(",", ".")))
    except InvalidOperation:
        return None


def parse_date(value: str) -> date | None:
    value = value.strip()
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(value, fmt).date()
        except ValueError:
            continue
    return None


def normalize_sku(value: str) -> str:
    sku = value.strip().upper().replace(" ", "")
    sku = sku.lstrip("0")
    return sku


def normalize_name(value: str) -> str:
    return " ".join(value.split())
