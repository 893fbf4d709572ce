from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")


class BadAmount(ValueError):
    pass


def to_decimal(raw: str) -> Decimal:
    """Parse an amount from the export: '12.50', '1,204.00' or '' (treated as zero)."""
    cleaned = raw.strip().replace(",", "")
    if not cleaned:
        return Decimal("0")
    try:
        value = Decimal(cleaned)
    except InvalidOperation as exc:
        raise BadAmount(raw) from exc
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def cents(value: Decimal) -> int:
    return int((value * 100).to_integral_value(rounding=ROUND_HALF_UP))


def from_cents(n: int) -> Decimal:
    return (Decimal(n) / 100).quantize(CENT)


def add_all(values: list[Decimal]) -> Decimal:
    total = Decimal("0")
    for v in values:
        total += v
    return total.quantize(CENT)
