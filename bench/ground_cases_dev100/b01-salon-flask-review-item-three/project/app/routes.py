from __future__ import annotations

from datetime import date, datetime, timezone

from flask import Blueprint, abort, current_app, jsonify, request

from app.booking import available_slots, cancel, find_conflicts, to_local

bp = Blueprint("api", __name__)


def _store():
    return current_app.config["STORE"]


def _parse_dt(value: str) -> datetime:
    dt = datetime.fromisoformat(value)
    if dt.tzinfo is None:
        abort(400, "datetime must have a timezone offset")
    return dt.astimezone(timezone.utc)


@bp.get("/bookings")
def list_bookings():
    staff_id = request.args.get("staff_id", type=int)
    store = _store()
    bookings = store.for_staff(staff_id) if staff_id is not None else store.all()
    bookings = sorted(bookings, key=lambda b: b.start, reverse=True)
    return jsonify([b.to_dict() for b in bookings])


@bp.post("/bookings")
def create_booking():
    body = request.get_json(force=True)
    start, end = _parse_dt(body["start"]), _parse_dt(body["end"])
    if end <= start:
        abort(400, "end must be after start")
    store = _store()
    if find_conflicts(store.all(), body["staff_id"], start, end):
        abort(409, "staff is already booked")
    booking = store.add(body["staff_id"], body["customer_name"], start, end, body.get("note", ""))
    return jsonify(booking.to_dict()), 201


@bp.post("/bookings/<int:booking_id>/cancel")
def cancel_booking(booking_id: int):
    booking = _store().get(booking_id) or abort(404)
    fee = cancel(booking, datetime.now(timezone.utc))
    return jsonify({"id": booking.id, "fee": fee, "status": booking.status.value})


@bp.get("/staff/<int:staff_id>/slots")
def slots(staff_id: int):
    day = date.fromisoformat(request.args["date"])
    result = available_slots(_store().for_staff(staff_id), staff_id, day)
    return jsonify([to_local(s).strftime("%H:%M") for s in result])
