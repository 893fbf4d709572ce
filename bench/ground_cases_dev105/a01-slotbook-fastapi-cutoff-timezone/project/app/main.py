from __future__ import annotations

from datetime import datetime, timezone
from itertools import count

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

from app.models import Order, OrderBook
from app.slots import available_slots

app = FastAPI(title="slotbook")
_book = OrderBook()
_ids = count(1)


def get_book() -> OrderBook:
    return _book


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class OrderIn(BaseModel):
    customer_id: int
    slot_key: str
    items: list[str]


@app.get("/slots")
def list_slots(book: OrderBook = Depends(get_book)) -> list[dict]:
    return available_slots(book, utcnow())


@app.get("/slots/next")
def next_slot(book: OrderBook = Depends(get_book)) -> dict:
    slots = available_slots(book, utcnow())
    if not slots:
        raise HTTPException(status_code=404, detail="no open slot in the next days")
    return slots[0]


@app.post("/orders", status_code=201)
def place_order(payload: OrderIn, book: OrderBook = Depends(get_book)) -> dict:
    open_keys = {s["key"] for s in available_slots(book, utcnow())}
    if payload.slot_key not in open_keys:
        raise HTTPException(status_code=409, detail="slot is full or closed")
    order = book.add(Order(id=next(_ids), customer_id=payload.customer_id, slot_key=payload.slot_key,
                           placed_at=utcnow(), items=payload.items))
    return {"id": order.id, "slot_key": order.slot_key, "status": order.status.value}
