"""HTTP API for the booking page."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta

from flask import Flask, abort, jsonify, request

from booking.models import SHOP_TZ, store

app = Flask(__name__)

OPEN, CLOSE = time(10, 0), time(21, 0)
SLOT = timedelta(minutes=60)


def _slots_for(day) -> list[str]:
    taken = {b.starts_at.astimezone(SHOP_TZ).time() for b in store.on_day(day)}
    cur = datetime.combine(day, OPEN, SHOP_TZ)
    end = datetime.combine(day, CLOSE, SHOP_TZ)
    out = []
    while cur + SLOT <= end:
        if cur.time() not in taken:
            out.append(cur.isoformat())
        cur += SLOT
    return out


@app.get("/slots")
def slots():
    day = request.args.get("date")
    if day:
        try:
            return jsonify(_slots_for(date.fromisoformat(day)))
        except ValueError:
            abort(400, "date must be YYYY-MM-DD")
    today = datetime.now(SHOP_TZ).date()
    return jsonify([s for d in range(7) for s in _slots_for(today + timedelta(days=d))])


@app.post("/bookings")
def create_booking():
    body = request.get_json(force=True)
    try:
        starts = datetime.fromisoformat(body["starts_at"])
    except (KeyError, ValueError):
        abort(400, "starts_at must be an ISO datetime")
    booking = store.add(body["email"], starts, int(body.get("minutes", 60)))
    return jsonify({"id": booking.id, "starts_at": booking.starts_at.isoformat()}), 201
