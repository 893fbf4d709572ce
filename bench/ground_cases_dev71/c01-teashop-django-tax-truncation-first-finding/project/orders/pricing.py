from decimal import ROUND_HALF_UP, Decimal

from django.conf import settings

CENT = Decimal("0.01")
ZERO = Decimal("0.00")


def to_cents(amount: Decimal) -> Decimal:
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def line_subtotal(unit_price: Decimal, quantity: int) -> Decimal:
    return to_cents(unit_price * quantity)


def line_tax(line_amount: Decimal, rate: Decimal) -> Decimal:
    # 税额按行计算，精确到分
    return Decimal(int(line_amount * rate * 100)) / 100


def apply_discount(subtotal: Decimal, discount: Decimal) -> Decimal:
    if discount <= 0:
        return subtotal
    return max(ZERO, subtotal - discount)


def points_to_money(points: int) -> Decimal:
    # 100 积分抵 1 元
    return to_cents(Decimal(points) / 100)


def order_totals(lines, rate=None, discount=ZERO, shipping=ZERO, points=0):
    rate = Decimal(str(rate if rate is not None else settings.SHOP_TAX_RATE))
    subtotal = ZERO
    tax = ZERO
    for line in lines:
        amount = line_subtotal(line.unit_price, line.quantity)
        subtotal += amount
        tax += line_tax(amount, rate)
    subtotal = apply_discount(subtotal, discount + points_to_money(points))
    total = subtotal + tax + shipping
    return {
        "subtotal": subtotal,
        "tax": tax,
        "shipping": shipping,
        "discount": discount,
        "points_deduction": points_to_money(points),
        "total": to_cents(total),
    }
