from __future__ import annotations

import logging
from datetime import UTC, datetime
from decimal import Decimal

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, Field

from app import stripe_client
from app.db import session_scope
from app.models import Order, OrderStatus
from app.money import to_minor_units

log = logging.getLogger("refunds")
router = APIRouter(prefix="/orders", tags=["refunds"])


class RefundIn(BaseModel):
    amount: Decimal | None = Field(default=None, gt=0)
    reason: str | None = None


@router.post("/{order_id}/refunds", status_code=201)
def refund_order(order_id: str, body: RefundIn) -> dict:
    with session_scope() as db:
        order = db.get(Order, order_id)
        if order is None or order.payment_intent_id is None:
            raise HTTPException(404, "order not found or never paid")
        amount = body.amount if body.amount is not None else order.refundable()
        if amount > order.refundable():
            raise HTTPException(422, f"at most {order.refundable()} {order.currency} can be refunded")
        log.info("partial refund requested payment=%s order=%s amount=%s %s",
                 order.payment_intent_id, order.id, amount, order.currency)
        refund = stripe_client.create_refund(
            order.payment_intent_id,
            to_minor_units(amount, order.currency),
            order.currency,
            idempotency_key=f"refund-{order.id}-{order.refunded_total}-{amount}",
            reason=body.reason,
        )
        order.refunded_total += amount
        order.status = OrderStatus.refunded if order.refundable() == 0 else OrderStatus.partially_refunded
        order.updated_at = datetime.now(UTC)
        return {"refund_id": refund.id, "status": refund.status, "amount": str(amount)}
