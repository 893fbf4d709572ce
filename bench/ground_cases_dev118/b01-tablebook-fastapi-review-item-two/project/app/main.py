from __future__ import annotations

import logging

import csv
import io

from fastapi import FastAPI, HTTPException
from fastapi.responses import Response
from pydantic import BaseModel

from app.booking import BookingBook
from app.slots import default_slots, find_slot

log = logging.getLogger("tablebook")
app = FastAPI(title="tablebook")
book = BookingBook()
slots = default_slots()


class BookingIn(BaseModel):
    slot_id: int
    name: str
    party: int


@app.get("/slots")
def list_slots() -> list[dict]:
    return [
        {"id": s.id, "label": s.label, "capacity": s.capacity, "taken": book.seats_taken(s.id)}
        for s in slots
    ]


@app.post("/bookings", status_code=201)
def create_booking(payload: BookingIn) -> dict:
    slot = find_slot(slots, payload.slot_id)
    if slot is None:
        raise HTTPException(404, "no such slot")
    try:
        booking = book.add(slot, payload.name, payload.party)
    except ValueError as error:
        raise HTTPException(409, str(error)) from None
    log.info("booked %s for %s (%d)", slot.label, booking.name, booking.party)
    return {"id": booking.id, "slot": slot.label, "party": booking.party}


@app.get("/bookings/export.csv")
def export_bookings() -> Response:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["id", "slot", "name", "party", "created_at"])
    by_id = {s.id: s for s in slots}
    for b in book.all():
        slot = by_id[b.slot_id]
        writer.writerow([b.id, slot.label, b.name, b.party, b.created_at.isoformat(timespec="seconds")])
    return Response(buf.getvalue(), media_type="text/csv; charset=utf-8",
                    headers={"Content-Disposition": 'attachment; filename="bookings.csv"'})


@app.delete("/bookings/{booking_id}", status_code=204)
def cancel_booking(booking_id: int) -> None:
    if not book.cancel(booking_id):
        raise HTTPException(404, "no such booking")
