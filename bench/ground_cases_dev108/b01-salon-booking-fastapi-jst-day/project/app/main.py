from __future__ import annotations

from datetime import date, datetime, timezone

from fastapi import FastAPI, HTTPException

from app.bookings import Booking, bookings_for_day, cancel, overlaps

app = FastAPI(title="salon-booking")
DB: dict[int, Booking] = {}


@app.get("/days/{day}/bookings")
def list_day(day: date, limit: int = 100) -> list[dict]:
    rows = bookings_for_day(list(DB.values()), day)[:limit]
    return [{"id": b.id, "customer": b.customer, "starts_at": b.starts_at.isoformat()} for b in rows]


@app.post("/bookings")
def create(customer: str, starts_at: datetime, minutes: int = 60) -> dict:
    if starts_at.tzinfo is None:
        raise HTTPException(422, "starts_at needs a UTC offset")
    new = Booking(id=len(DB) + 1, customer=customer, starts_at=starts_at.astimezone(timezone.utc), minutes=minutes)
    clash = [b for b in DB.values() if b.status == "reserved" and overlaps(b, new)]
    if clash:
        raise HTTPException(409, f"overlaps booking {clash[0].id}")
    DB[new.id] = new
    return {"id": new.id}


@app.post("/bookings/{booking_id}/cancel")
def cancel_one(booking_id: int) -> dict:
    b = DB.get(booking_id)
    if b is None:
        raise HTTPException(404, "no such booking")
    try:
        cancel(b)
    except ValueError as err:
        raise HTTPException(409, str(err)) from err
    return {"id": b.id, "status": b.status}


@app.get("/bookings/{booking_id}")
def get_one(booking_id: int) -> dict:
    b = DB.get(booking_id)
    if b is None:
        raise HTTPException(404, "no such booking")
    return {"id": b.id, "customer": b.customer, "status": b.status}
