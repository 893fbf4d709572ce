from __future__ import annotations

from decimal import Decimal

# ISO 4217 currencies we bill in.
SYMBOLS = {"JPY": "¥", "USD": "$", "EUR": "€"}
# ISO 4217 minor units: the yen has none.
MINOR_UNITS = {"JPY": 0, "USD": 2, "EUR": 2}


def to_decimal(value) -> Decimal:
    if isinstance(value, Decimal):
        return value
    if isinstance(value, float):
        return Decimal(repr(value))
    return Decimal(value)


def format_amount(amount, currency: str = "JPY") -> str:
    """Amount with symbol and thousands separators, as printed on the invoice PDF."""
    value = to_decimal(amount)
    symbol = SYMBOLS.get(currency, currency + " ")
    sign = "-" if value < 0 else ""
    digits = MINOR_UNITS.get(currency, 2)
    return f"{sign}{symbol}{abs(value):,.{digits}f}"


def parse_amount(text: str) -> Decimal:
    """Reverse of format_amount, used by the import of legacy invoices."""
    cleaned = text.strip()
    for symbol in SYMBOLS.values():
        cleaned = cleaned.replace(symbol, "")
    cleaned = cleaned.replace(",", "").replace(" ", "")
    return Decimal(cleaned)


def split_evenly(total: Decimal, parts: int) -> list[Decimal]:
    """Split a total into parts that add up exactly (the last part takes the remainder)."""
    base = (total / parts).quantize(Decimal("1"))
    out = [base] * (parts - 1)
    out.append(total - base * (parts - 1))
    return out
