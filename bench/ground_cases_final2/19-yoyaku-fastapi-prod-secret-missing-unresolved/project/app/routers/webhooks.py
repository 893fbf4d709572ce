import logging

import stripe
from fastapi import APIRouter, Depends, Header, HTTPException, Request
from sqlalchemy.orm import Session

from app.config import settings
from app.db import get_db
from app.services.payments import mark_paid

router = APIRouter()
logger = logging.getLogger("yoyaku.webhooks")


@router.post("/stripe")
async def stripe_webhook(request: Request, stripe_signature: str = Header(...), db: Session = Depends(get_db)):
    if not settings.stripe_webhook_secret:
        logger.error("STRIPE_WEBHOOK_SECRET is not configured; rejecting webhook")
        raise HTTPException(500, "webhook secret not configured")
    payload = await request.body()
    try:
        event = stripe.Webhook.construct_event(payload, stripe_signature, settings.stripe_webhook_secret)
    except (ValueError, stripe.error.SignatureVerificationError):
        raise HTTPException(400, "invalid signature")
    if event["type"] == "payment_intent.succeeded":
        mark_paid(db, event["data"]["object"]["id"])
    return {"received": True}
