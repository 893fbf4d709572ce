from __future__ import annotations

from datetime import datetime

from fastapi import Depends, FastAPI, Header, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from app.booking import SHOP_TZ, BookingError, cancel_booking, create_booking
from app.models import BookingIn, BookingOut
from app.store import BookingStore

app = FastAPI(title="store-booking")
store = BookingStore()


def get_store() -> BookingStore:
    return store


def current_user(x_user_id: int = Header(...)) -> int:
    """The gateway authenticates the member and passes the id in X-User-Id."""
    return x_user_id


@app.get("/healthz", include_in_schema=False)
def healthz() -> dict[str, str]:
    return {"status": "ok"}


@app.exception_handler(BookingError)
async def booking_error(_: Request, exc: BookingError) -> JSONResponse:
    return JSONResponse(status_code=exc.status, content={"code": exc.code, "message": str(exc)})


@app.post("/bookings", status_code=201, response_model=BookingOut)
def book(req: BookingIn, user_id: int = Depends(current_user), s: BookingStore = Depends(get_store)) -> BookingOut:
    return create_booking(s, req, user_id).out()


@app.get("/bookings", response_model=list[BookingOut])
def my_bookings(user_id: int = Depends(current_user), s: BookingStore = Depends(get_store)) -> list[BookingOut]:
    return [b.out() for b in s.list_for_user(user_id)]


class CancelIn(BaseModel):
    reason: str = ""


@app.delete("/bookings/{booking_id}", response_model=BookingOut)
def cancel(booking_id: int, body: CancelIn | None = None, user_id: int = Depends(current_user),
           s: BookingStore = Depends(get_store)) -> BookingOut:
    b = s.get(booking_id)
    if b is None or b.user_id != user_id:
        raise HTTPException(404, "booking not found")
    return cancel_booking(s, b, datetime.now(SHOP_TZ), body.reason if body else "").out()


@app.get("/bookings/{booking_id}", response_model=BookingOut)
def get_booking(booking_id: int, user_id: int = Depends(current_user), s: BookingStore = Depends(get_store)) -> BookingOut:
    b = s.get(booking_id)
    if b is None or b.user_id != user_id:
        raise HTTPException(404, "booking not found")
    return b.out()
