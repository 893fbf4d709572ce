from __future__ import annotations

import logging
from datetime import UTC, datetime

from fastapi import APIRouter, Header, HTTPException, Request

from app import stripe_client
from app.db import session_scope
from app.models import Order, OrderStatus
from app.money import from_minor_units

log = logging.getLogger("webhooks")
router = APIRouter(prefix="/webhooks", tags=["webhooks"])


@router.post("/stripe")
async def stripe_webhook(request: Request, stripe_signature: str = Header(alias="Stripe-Signature")) -> dict:
    payload = await request.body()
    try:
        event = stripe_client.construct_event(payload, stripe_signature)
    except Exception as exc:  # bad signature or payload
        raise HTTPException(400, str(exc)) from exc

    obj = event["data"]["object"]
    if event["type"] == "payment_intent.succeeded":
        _mark_paid(obj["metadata"].get("order_id"), obj["id"])
    elif event["type"] == "charge.refunded":
        _mark_refunded(obj["payment_intent"], obj["amount_refunded"], obj["currency"])
    else:
        log.debug("ignoring %s", event["type"])
    return {"received": True}


def _mark_paid(order_id: str | None, payment_intent_id: str) -> None:
    if not order_id:
        log.warning("payment_intent %s has no order_id metadata", payment_intent_id)
        return
    with session_scope() as db:
        order = db.get(Order, order_id)
        if order is None:
            log.warning("unknown order %s", order_id)
            return
        order.payment_intent_id = payment_intent_id
        order.status = OrderStatus.paid
        order.updated_at = datetime.now(UTC)


def _mark_refunded(payment_intent_id: str, amount_refunded: int, currency: str) -> None:
    with session_scope() as db:
        order = db.query(Order).filter_by(payment_intent_id=payment_intent_id).one_or_none()
        if order is None:
            log.warning("charge.refunded for unknown payment_intent %s", payment_intent_id)
            return
        # amount_refunded is cumulative on the charge, so it replaces our running total
        order.refunded_total = from_minor_units(amount_refunded, currency)
        order.status = OrderStatus.refunded if order.refundable() <= 0 else OrderStatus.partially_refunded
        order.updated_at = datetime.now(UTC)
