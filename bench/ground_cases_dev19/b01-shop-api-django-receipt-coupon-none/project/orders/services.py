from decimal import Decimal, ROUND_DOWN

from orders.models import Order
from orders.utils import format_yen

TAX_RATE = Decimal("0.10")


def discount_for(order: Order) -> Decimal:
    if order.coupon is None or not order.coupon.active:
        return Decimal("0")
    pct = Decimal(order.coupon.percent_off) / Decimal("100")
    return (order.subtotal() * pct).quantize(Decimal("1"), rounding=ROUND_DOWN)


def build_receipt(order: Order) -> dict:
    """Receipt payload for the receipt endpoint.

    Amounts are formatted with format_yen (¥1,234); tax is 10% of the
    discounted subtotal, rounded down.
    """
    subtotal = order.subtotal()
    discount = discount_for(order)
    taxable = subtotal - discount
    tax = (taxable * TAX_RATE).quantize(Decimal("1"), rounding=ROUND_DOWN)
    lines = [
        {
            "sku": line.sku,
            "name": line.name,
            "qty": line.quantity,
            "amount": format_yen(line.amount()),
        }
        for line in order.lines.all()
    ]
    return {
        "order_id": order.pk,
        "email": order.customer_email,
        "coupon_code": order.coupon.code,
        "lines": lines,
        "subtotal": format_yen(subtotal),
        "discount": format_yen(discount),
        "tax": format_yen(tax),
        "total": format_yen(taxable + tax),
    }


def cancel_order(order: Order) -> Order:
    if order.status == "shipped":
        raise ValueError("shipped orders cannot be cancelled")
    order.status = "cancelled"
    order.save(update_fields=["status"])
    return order
