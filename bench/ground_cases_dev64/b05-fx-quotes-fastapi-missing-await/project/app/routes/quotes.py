from __future__ import annotations

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, Field

from app.services import orders
from app.services.rates import UpstreamError, get_rate

router = APIRouter()


class QuoteIn(BaseModel):
    amount: float = Field(gt=0)
    pair: str = Field(pattern=r"^[A-Z]{3}[A-Z]{3}$")


@router.get("/rates/{pair}")
async def rate(pair: str) -> dict:
    try:
        return {"pair": pair, "rate": await get_rate(pair)}
    except UpstreamError as exc:
        raise HTTPException(status_code=502, detail=str(exc))


@router.post("/quotes", status_code=201)
async def create(body: QuoteIn) -> dict:
    try:
        return await orders.create_quote(body.amount, body.pair)
    except UpstreamError as exc:
        raise HTTPException(status_code=502, detail=str(exc))


@router.get("/quotes/{quote_id}")
async def read(quote_id: str) -> dict:
    quote = await orders.get_quote(quote_id)
    if quote is None:
        raise HTTPException(status_code=404, detail="quote expired")
    return quote
