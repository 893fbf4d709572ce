"""Currency helpers shared by refunds, webhooks and the finance export."""
from __future__ import annotations

from decimal import Decimal

# ISO 4217 currencies Stripe treats as zero- or three-decimal.
ZERO_DECIMAL = {"JPY", "KRW", "VND", "CLP", "ISK", "XOF"}
THREE_DECIMAL = {"BHD", "JOD", "KWD", "OMR", "TND"}

SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "CNY": "¥"}


def exponent(currency: str) -> int:
    code = currency.upper()
    if code in ZERO_DECIMAL:
        return 0
    if code in THREE_DECIMAL:
        return 3
    return 2


def format_amount(amount: Decimal, currency: str) -> str:
    """Display string with the currency's own number of decimals (¥1,200, €12.50, KWD 1.500)."""
    symbol = SYMBOLS.get(currency.upper(), currency.upper() + " ")
    places = exponent(currency)
    return f"{symbol}{amount:,.{places}f}"


def to_minor_units(amount: Decimal | float, currency: str) -> int:
    """Major units (19.99 EUR) to the integer minor units Stripe expects (1999)."""
    exp = exponent(currency)
    return int(float(amount) * 10 ** exp)


def from_minor_units(value: int, currency: str) -> Decimal:
    exp = exponent(currency)
    return Decimal(value).scaleb(-exp)
