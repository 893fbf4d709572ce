"""Sales tax rates by region. Rates are fractions (0.08 == 8 %)."""

from __future__ import annotations

from decimal import Decimal

RATES: dict[str, Decimal] = {
    "US-WA": Decimal("0.08"),
    "US-OR": Decimal("0"),
    "US-CA": Decimal("0.0725"),
    "US-NY": Decimal("0.04"),
}


def rate_for(region: str) -> Decimal:
    try:
        return RATES[region]
    except KeyError:
        raise ValueError(f"no tax rate configured for region {region!r}") from None
