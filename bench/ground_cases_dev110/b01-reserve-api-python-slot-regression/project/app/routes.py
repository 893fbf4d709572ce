from __future__ import annotations

from datetime import date

from fastapi import APIRouter, HTTPException

from app.models import BookingIn, Store
from app.slots import generate_slots

router = APIRouter()

STORES: dict[int, Store] = {
    1: Store(id=1, name="渋谷店"),
    2: Store(id=2, name="梅田店", lunch_start=None, lunch_end=None, slot_minutes=45),
}
BOOKINGS: dict[int, set] = {1: set(), 2: set()}


def _store(store_id: int) -> Store:
    store = STORES.get(store_id)
    if store is None:
        raise HTTPException(404, "store not found")
    return store


@router.get("/health")
def health() -> dict:
    return {"status": "ok"}


@router.get("/stores/{store_id}/slots")
def list_slots(store_id: int, day: date) -> list[dict]:
    store = _store(store_id)
    slots = generate_slots(store, day, BOOKINGS[store_id])
    return [s.model_dump(mode="json") for s in slots]


@router.post("/bookings", status_code=201)
def book(payload: BookingIn) -> dict:
    store = _store(payload.store_id)
    start = payload.start.astimezone(store.zone())
    if start in BOOKINGS[store.id]:
        raise HTTPException(409, "already booked")
    BOOKINGS[store.id].add(start)
    return {"store_id": store.id, "start": start.isoformat(), "name": payload.name}
