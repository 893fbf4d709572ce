from fastapi import Depends, FastAPI, HTTPException, Response
from sqlalchemy import select
from sqlalchemy.orm import Session

from courtside.db import get_session
from courtside.ical import member_feed
from courtside.models import Booking, Court, Member

app = FastAPI(title="courtside")


@app.get("/courts")
def list_courts(session: Session = Depends(get_session)) -> list[dict]:
    courts = session.scalars(select(Court).order_by(Court.number))
    return [{"number": c.number, "indoor": c.indoor, "lights": c.lights, "surface": c.surface} for c in courts]


@app.get("/feed/{token}.ics")
def feed(token: str, session: Session = Depends(get_session)) -> Response:
    member = session.scalar(select(Member).where(Member.feed_token == token))
    if member is None:
        raise HTTPException(404)
    bookings = session.scalars(select(Booking).where(Booking.member_id == member.id)).all()
    return Response(member_feed(list(bookings)), media_type="text/calendar")


@app.delete("/bookings/{booking_id}", status_code=204)
def cancel(booking_id: int, session: Session = Depends(get_session)) -> None:
    booking = session.get(Booking, booking_id)
    if booking is None or booking.cancelled:
        raise HTTPException(404)
    booking.cancelled = True
    session.commit()
