import httpx
import structlog
from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, EmailStr, Field

from app.settings import Settings, get_settings

router = APIRouter(prefix="/payments", tags=["payments"])
log = structlog.get_logger(__name__)


def _last4(card_number: str) -> str:
    digits = "".join(ch for ch in card_number if ch.isdigit())
    return f"****{digits[-4:]}"


class ChargeIn(BaseModel):
    order_id: str
    amount: int = Field(gt=0)
    card_number: str = Field(min_length=12, max_length=19)
    exp: str
    cvc: str
    email: EmailStr


async def _call_psp(settings: Settings, body: ChargeIn) -> httpx.Response:
    async with httpx.AsyncClient(base_url=settings.psp_base_url, timeout=settings.psp_timeout_seconds) as client:
        return await client.post(
            "/v1/charges",
            headers={"Authorization": f"Bearer {settings.psp_api_key}"},
            json={"amount": body.amount, "currency": "jpy", "card": {"number": body.card_number,
                                                                     "exp": body.exp, "cvc": body.cvc}},
        )


@router.post("/charges")
async def create_charge(body: ChargeIn, settings: Settings = Depends(get_settings)) -> dict:
    log.info("charge.requested", order_id=body.order_id, amount=body.amount, card_last4=_last4(body.card_number))
    try:
        res = await _call_psp(settings, body)
    except httpx.TimeoutException:
        log.error("charge.timeout", order_id=body.order_id, timeout=settings.psp_timeout_seconds)
        raise HTTPException(504, "payment provider timeout") from None
    if res.status_code == 402:
        reason = res.json().get("decline_code", "unknown")
        log.warning("charge.declined", order_id=body.order_id, email=body.email, reason=reason)
        raise HTTPException(402, "card declined")
    res.raise_for_status()
    charge_id = res.json()["id"]
    log.info("charge.succeeded", order_id=body.order_id, charge_id=charge_id)
    return {"charge_id": charge_id, "status": "succeeded"}
