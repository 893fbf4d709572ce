from decimal import ROUND_DOWN, Decimal

STANDARD_RATE = Decimal("0.10")
REDUCED_RATE = Decimal("0.08")


def tax_for(amount: Decimal, rate: Decimal = STANDARD_RATE) -> Decimal:
    """Consumption tax on a line, rounded down to the yen (端数切り捨て)."""
    return (amount * rate).quantize(Decimal("1"), rounding=ROUND_DOWN)
