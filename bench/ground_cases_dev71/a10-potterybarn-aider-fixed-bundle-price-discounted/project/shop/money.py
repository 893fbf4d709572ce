from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def fmt_eur(value: Decimal) -> str:
    return f"{money(value):.2f} €".replace(".", ",")
