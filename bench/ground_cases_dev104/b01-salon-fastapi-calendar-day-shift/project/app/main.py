from __future__ import annotations

from fastapi import FastAPI, HTTPException

from app.bookings import BookingStore, group_by_day, is_slot_free
from app.models import Booking, BookingIn, DaySchedule
from app.settings import describe

app = FastAPI(title="salon-booking")
store = BookingStore()


@app.get("/health")
def health() -> dict:
    return {"status": "ok"}


@app.get("/shop")
def shop() -> dict:
    return describe()


@app.post("/bookings", status_code=201)
def create_booking(data: BookingIn) -> Booking:
    if not is_slot_free(store, data):
        raise HTTPException(status_code=409, detail="slot is taken or outside opening hours")
    return store.add(data)


@app.get("/bookings")
def list_bookings(staff_id: int | None = None) -> list[Booking]:
    if staff_id is None:
        return store.all()
    return store.for_staff(staff_id)


@app.get("/calendar")
def calendar(staff_id: int | None = None) -> list[DaySchedule]:
    bookings = store.all() if staff_id is None else store.for_staff(staff_id)
    return [DaySchedule(day=day, bookings=items) for day, items in group_by_day(bookings).items()]
