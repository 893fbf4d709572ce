import logging
from decimal import Decimal

import httpx
from fastapi import APIRouter, HTTPException
from pydantic import BaseModel

from app.config import get_settings

router = APIRouter(prefix="/payments")
log = logging.getLogger(__name__)


class ChargeIn(BaseModel):
    order_id: str
    amount: Decimal
    currency: str = "CNY"


@router.post("/charge")
async def charge(body: ChargeIn) -> dict:
    settings = get_settings()
    async with httpx.AsyncClient(timeout=10.0) as client:
        resp = await client.post(
            f"{settings.payment_api_url}/charges",
            headers={"Authorization": f"Bearer {settings.payment_api_key}"},
            json={"reference": body.order_id, "amount": str(body.amount), "currency": body.currency},
        )
    if resp.status_code >= 500:
        log.error("provider error", extra={"order_id": body.order_id, "status": resp.status_code})
        raise HTTPException(502, "payment provider unavailable")
    resp.raise_for_status()
    log.info("charged", extra={"order_id": body.order_id})
    return resp.json()
