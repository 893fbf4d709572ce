from __future__ import annotations

from datetime import date, datetime

from fastapi import FastAPI, HTTPException, Query

from app.config import settings
from app.slots import free_slots, to_local

app = FastAPI(title="clinic-booking")

# in-memory for now, the real thing reads from the practice system
BOOKINGS: list[tuple[datetime, datetime]] = []


@app.get("/health")
def health() -> dict:
    return {"ok": True, "clinic": settings.name}


@app.get("/slots")
def list_slots(day: date = Query(...)) -> list[dict]:
    if day < date.today():
        raise HTTPException(status_code=400, detail="day is in the past")
    slots = free_slots(day, BOOKINGS, settings)
    return [to_local(s, settings).as_dict() for s in slots]


@app.post("/bookings")
def book(start: datetime, end: datetime) -> dict:
    if end <= start:
        raise HTTPException(status_code=422, detail="end before start")
    for b_start, b_end in BOOKINGS:
        if b_start < end and start < b_end:
            raise HTTPException(status_code=409, detail="slot taken")
    BOOKINGS.append((start, end))
    return {"start": start.isoformat(), "end": end.isoformat()}
