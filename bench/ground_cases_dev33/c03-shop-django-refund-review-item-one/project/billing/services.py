import logging
from decimal import Decimal

from django.db import transaction
from django.db.models import Sum

from billing import gateway
from billing.models import Order, Refund

logger = logging.getLogger("billing.refund")

REFUNDABLE = (Order.Status.PAID, Order.Status.PARTIALLY_REFUNDED)


class RefundError(Exception):
    pass


def _mask_card(card_number):
    if not card_number:
        return "-"
    return "*" * max(len(card_number) - 4, 0) + card_number[-4:]


def create_refund(order_id, amount, operator, reason=""):
    """Refund part or all of a paid order. Returns the Refund row."""
    amount = Decimal(amount)
    if amount <= 0:
        raise RefundError("退款金额必须大于 0")

    with transaction.atomic():
        order = Order.objects.get(pk=order_id)
        if order.status not in REFUNDABLE:
            raise RefundError(f"订单状态 {order.get_status_display()} 不能退款")

        refunded = order.refunds.aggregate(s=Sum("amount"))["s"] or Decimal("0")
        if amount > order.paid_amount:
            raise RefundError("退款金额超过实付金额")

        refund = Refund.objects.create(order=order, amount=amount, operator=operator, reason=reason)
        refund.gateway_ref = gateway.refund(order.payment_no, amount)
        refund.save(update_fields=["gateway_ref"])

        if refunded + amount >= order.paid_amount:
            order.status = Order.Status.REFUNDED
        else:
            order.status = Order.Status.PARTIALLY_REFUNDED
        order.save(update_fields=["status"])

    logger.info("refund ok order=%s card=%s amount=%s operator=%s",
                order.no, _mask_card(order.card_number), amount, operator.username)
    return refund


def refundable_amount(order):
    refunded = order.refunds.aggregate(s=Sum("amount"))["s"] or Decimal("0")
    return max(order.paid_amount - refunded, Decimal("0"))
