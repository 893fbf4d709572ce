from decimal import Decimal

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, Field

from app.payments.client import PaylaneClient
from app.payments.retry import ProviderUnavailable

router = APIRouter(prefix="/payouts", tags=["payouts"])


class PayoutIn(BaseModel):
    account_ref: str
    amount: Decimal = Field(gt=0)
    currency: str = Field(min_length=3, max_length=3)
    idempotency_key: str


@router.post("", status_code=201)
def create_payout(body: PayoutIn) -> dict:
    client = PaylaneClient()
    try:
        return client.create_payout(body.account_ref, body.amount, body.currency, body.idempotency_key)
    except ProviderUnavailable as exc:
        raise HTTPException(status_code=503, detail=str(exc)) from exc
    finally:
        client.close()


@router.get("/{payout_id}")
def get_payout(payout_id: str) -> dict:
    client = PaylaneClient()
    try:
        return client.get_payout(payout_id)
    except ProviderUnavailable as exc:
        raise HTTPException(status_code=503, detail=str(exc)) from exc
    finally:
        client.close()
