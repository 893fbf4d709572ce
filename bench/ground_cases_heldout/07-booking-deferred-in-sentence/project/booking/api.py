from __future__ import annotations

from datetime import datetime

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, EmailStr

from . import db
from .models import Slot
from .slots import conflicts, within_opening_hours

app = FastAPI(title="booking")


class BookingIn(BaseModel):
    room: str
    owner_email: EmailStr
    start: datetime
    end: datetime


@app.post("/bookings", status_code=201)
def create_booking(body: BookingIn):
    try:
        slot = Slot(body.start, body.end)
    except ValueError as exc:
        raise HTTPException(422, str(exc)) from exc
    if not within_opening_hours(slot):
        raise HTTPException(422, "営業時間外です（8:00〜21:00）")
    clash = conflicts(slot, db.all_bookings(), body.room)
    if clash:
        raise HTTPException(409, f"{body.room} はその時間すでに予約されています（予約ID {clash[0].id}）")
    b = db.add(body.room, body.owner_email, body.start, body.end)
    return {"id": b.id}


@app.delete("/bookings/{booking_id}", status_code=204)
def cancel_booking(booking_id: int):
    if not db.cancel(booking_id):
        raise HTTPException(404, "予約が見つかりません")
