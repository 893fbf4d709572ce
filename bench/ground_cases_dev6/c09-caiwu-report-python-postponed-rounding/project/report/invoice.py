"""开票金额计算，与税控发票系统保持一致：Decimal + 四舍五入（ROUND_HALF_UP）。"""
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def to_yuan(value) -> Decimal:
    return Decimal(str(value)).quantize(CENT, rounding=ROUND_HALF_UP)


def invoice_tax(amount_with_tax, tax_rate) -> Decimal:
    amount = Decimal(str(amount_with_tax))
    rate = Decimal(str(tax_rate))
    return to_yuan(amount * rate / (1 + rate))
