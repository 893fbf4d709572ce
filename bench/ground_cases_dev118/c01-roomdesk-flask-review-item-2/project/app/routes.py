from __future__ import annotations

from datetime import datetime

from flask import Blueprint, abort, current_app, jsonify, request

from app.availability import free_slots, is_free, within_office_hours

bp = Blueprint("bookings", __name__)


def _store():
    return current_app.config["STORE"]


def _as_json(b):
    return {"id": b.id, "room_id": b.room_id, "owner": b.owner, "title": b.title,
            "start": b.start.isoformat(), "end": b.end.isoformat()}


@bp.post("/bookings")
def create_booking():
    data = request.get_json(force=True)
    start = datetime.fromisoformat(data["start"])
    end = datetime.fromisoformat(data["end"])
    if not within_office_hours(start, end):
        abort(422, "outside office hours")
    store = _store()
    if not is_free(store.all(), data["room_id"], start, end):
        abort(409, "room is already booked")
    booking = store.add(data["room_id"], request.headers.get("X-User", "anonymous"), data.get("title", ""), start, end)
    return jsonify(_as_json(booking)), 201


@bp.delete("/bookings/<int:booking_id>")
def cancel_booking(booking_id):
    store = _store()
    booking = store.get(booking_id)
    if booking is None:
        abort(404, "booking not found")
    if booking.owner != request.headers.get("X-User"):
        abort(403, "only the owner can cancel")
    store.cancel(booking_id)
    return "", 204


@bp.get("/rooms/<room_id>/bookings")
def room_bookings(room_id):
    return jsonify([_as_json(b) for b in _store().list_for_room(room_id)])


@bp.get("/rooms/<room_id>/free")
def room_free(room_id):
    day = datetime.fromisoformat(request.args["day"]).date()
    return jsonify([[s.isoformat(), e.isoformat()] for s, e in free_slots(_store().all(), room_id, day)])
