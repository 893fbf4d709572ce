"""Money helpers. All amounts are Decimal; never float."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")
SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£"}


def to_money(value: str | int | Decimal) -> Decimal:
    """Parse a user-supplied amount into a Decimal with two places."""
    return round_money(Decimal(str(value)))


def round_money(amount: Decimal) -> Decimal:
    """Round half up to the cent, as the accounting team expects."""
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def format_money(amount: Decimal, currency: str = "USD") -> str:
    symbol = SYMBOLS.get(currency, currency + " ")
    return f"{symbol}{float(amount):,.2f}"
