from __future__ import annotations

import secrets
from decimal import Decimal
from typing import Literal

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, Field

from app.db import get_conn
from app.repo import refunds as repo

router = APIRouter(prefix="/payments/{payment_id}/refunds", tags=["refunds"])


class RefundIn(BaseModel):
    amount: Decimal = Field(gt=0, max_digits=12, decimal_places=2)
    reason: str | None = Field(default=None, max_length=200)


@router.post("", status_code=201)
def create(payment_id: int, body: RefundIn, conn=Depends(get_conn), operator: str = "system") -> dict:
    refund_no = "RF" + secrets.token_hex(8).upper()
    try:
        return repo.create_refund(conn, payment_id, refund_no, body.amount, body.reason, operator)
    except LookupError:
        raise HTTPException(404, "payment not found")
    except repo.RefundTooLarge as e:
        raise HTTPException(422, str(e))


@router.get("")
def list_(payment_id: int, sort: Literal["created_at", "amount", "status"] = "created_at", desc: bool = True,
          conn=Depends(get_conn)) -> list[dict]:
    return repo.list_refunds(conn, payment_id, sort, desc)
