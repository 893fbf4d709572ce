"""Formatting of amounts kept in minor units (cents)."""
from __future__ import annotations

from decimal import Decimal

SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥"}

# Stripe's zero-decimal currencies we may see: amounts are sent in whole units.
ZERO_DECIMAL = {"JPY", "KRW", "VND", "CLP"}


def minor_digits(currency: str) -> int:
    return 0 if currency.upper() in ZERO_DECIMAL else 2


def to_minor_units(amount: Decimal, currency: str) -> int:
    """Decimal("19.99"), "EUR" -> 1999; Decimal("1500"), "JPY" -> 1500."""
    return int(amount.scaleb(minor_digits(currency)))


def format_amount(amount_minor: int, currency: str) -> str:
    """1999, "EUR" -> "€19.99"; 1500, "JPY" -> "¥1,500"."""
    symbol = SYMBOLS.get(currency.upper(), currency.upper() + " ")
    digits = minor_digits(currency)
    value = Decimal(amount_minor).scaleb(-digits)
    return f"{symbol}{value:,.{digits}f}"


def parse_amount(text: str) -> Decimal:
    """A decimal amount from user input ("12.50", "12,50")."""
    cleaned = text.strip().replace(",", ".")
    value = Decimal(cleaned)
    if value.is_nan() or value.is_infinite():
        raise ValueError(f"not an amount: {text!r}")
    return value
